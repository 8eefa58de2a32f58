import type { FastifyPluginAsync } from 'fastify';
import type { CaseActivityUpdate } from '../../../../schemas/generated/types';
import { NotFoundError } from '../../http/errors';
import { listOf, schemaRef } from '../../plugins/schemas';
import { completeCaseActivity, findCaseActivities } from '../../repositories/case-activity-repository';
import { findCustomerCase } from '../../repositories/case-repository';
import { gatewayHeaders, idParam, responses } from '../route-schemas';
import { callerOf, caseIdParams, caseNotFound, type CaseRoutesOptions } from './case';

type ActivityQuery = { activityType?: 'Action'; subType?: string };

/** GET /cases/{id}/activities and PATCH /cases/{id}/activities/{activityId}. */
export const caseActivityRoutes: FastifyPluginAsync<CaseRoutesOptions> = async (app, { clock }) => {
  app.get<{ Params: { id: string }; Querystring: ActivityQuery }>(
    '/cases/:id/activities',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['cases'],
        summary: 'Activities of a case, e.g. its damp, mould and condensation triage actions',
        description:
          "The activities of one of the signed-in customer's cases, newest first, open and completed. activityType " +
          '(Action) and subType (any case, e.g. "Damp, Mould and Condensation Triage") narrow the list. Another ' +
          "customer's case answers 404, exactly as a case that does not exist.",
        headers: gatewayHeaders(),
        params: caseIdParams,
        querystring: {
          type: 'object',
          properties: {
            activityType: { type: 'string', enum: ['Action'], description: 'Kind of activity.' },
            subType: { type: 'string', minLength: 1, maxLength: 200, description: 'What the action is.' },
          },
          additionalProperties: false,
        },
        response: responses({ 200: listOf('case-activity', "The case's activities.") }, [400, 404]),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findCustomerCase(app.db, callerOf(request), id))) throw caseNotFound(id);
      reply.header('Cache-Control', 'no-store');
      return findCaseActivities(app.db, id, request.query);
    },
  );

  app.patch<{ Params: { id: string; activityId: string }; Body: CaseActivityUpdate }>(
    '/cases/:id/activities/:activityId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['cases'],
        summary: 'Complete an action of a case',
        description:
          "Sets an open activity of one of the signed-in customer's cases to Completed and answers it. Completing " +
          'one that is already completed changes nothing and answers it as it is, so a repeated call is safe. ' +
          "Another customer's case, or an activity of another case, answers 404.",
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: {
            id: idParam('Case identifier.'),
            activityId: idParam('Activity identifier (activityIdentifier).'),
          },
          required: ['id', 'activityId'],
        },
        body: schemaRef('case-activity-update'),
        response: responses({ 200: schemaRef('case-activity') }, [400, 404, 415]),
      },
    },
    async (request, reply) => {
      const { id, activityId } = request.params;
      if (!(await findCustomerCase(app.db, callerOf(request), id))) throw caseNotFound(id);
      const activity = await completeCaseActivity(app.db, id, activityId, clock.now());
      if (!activity) throw new NotFoundError(`Case ${id} has no activity ${activityId}.`);
      request.log.info({ caseIdentifier: id, activityIdentifier: activityId }, 'Case activity completed');
      reply.header('Cache-Control', 'no-store');
      return activity;
    },
  );
};
