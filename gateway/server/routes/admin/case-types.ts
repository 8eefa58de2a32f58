import type { FastifyPluginAsync } from 'fastify';
import type { CaseType } from '../../../../schemas/generated/types';
import { BadRequestError } from '../../http/errors';
import { schemaRef } from '../../plugins/schemas';
import { caseTypeProblems } from '../../cases/case-type-checks';
import { CASE_TYPES_NAMESPACE, listCaseTypes } from '../../repositories/case-repository';
import { putReferenceEntry } from '../../repositories/reference-data-repository';
import { responses } from '../route-schemas';

/**
 * Operator endpoints of the case types (under /admin, with the admin token): list them, and add
 * or replace one, checked against the case-type schema and caseTypeProblems, so that a type an
 * analyst adds as data is offered to residents at once (`npm run case-types` uses them).
 */
export const adminCaseTypeRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/reference-data/case-types',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        response: responses(
          {
            200: {
              type: 'object',
              properties: { caseTypes: { type: 'array', items: schemaRef('case-type') } },
              required: ['caseTypes'],
            },
          },
          [403],
        ),
      },
    },
    async () => ({ caseTypes: await listCaseTypes(app.db) }),
  );

  app.put<{ Params: { id: string }; Body: CaseType }>(
    '/reference-data/case-types/:id',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' } },
          required: ['id'],
        },
        body: schemaRef('case-type'),
        response: responses(
          {
            200: {
              type: 'object',
              properties: { id: { type: 'string' }, outcome: { type: 'string', enum: ['created', 'updated'] } },
              required: ['id', 'outcome'],
            },
          },
          [400, 403],
        ),
      },
    },
    async (request) => {
      const { id } = request.params;
      const type = request.body;
      if (type.id !== id)
        throw new BadRequestError([{ field: 'id', message: `The body's id "${type.id}" is not the address's ${id}.` }]);
      const problems = caseTypeProblems(type, await listCaseTypes(app.db));
      if (problems.length > 0) throw new BadRequestError(problems.map((message) => ({ field: 'body', message })));
      const outcome = await putReferenceEntry(app.db, CASE_TYPES_NAMESPACE, id, type);
      request.log.info({ caseTypeId: id, outcome }, 'Case type stored in the reference data');
      return { id, outcome };
    },
  );
};
