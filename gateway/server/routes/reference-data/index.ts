import type { FastifyPluginAsync } from 'fastify';
import { schemaIds } from '../../../../schemas/generated/registry';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { schemaRef } from '../../plugins/schemas';
import { findReferenceData, findReferenceEntry } from '../../repositories/reference-data-repository';
import { gatewayHeaders, responses } from '../route-schemas';

/** The gateway's reference-data services, as the spec's paths name them. */
export const REFERENCE_DATA_AREAS = ['assets', 'cases', 'collection'] as const;
/** Namespace of the key-value master data (entry 47 is the damp and mould questionnaire). */
export const KEY_VALUE_NAMESPACE = 'key-value';
const MAX_NAMESPACES = 20;
const NAMESPACE_NAME = /^[A-Za-z0-9._-]{1,100}$/;

const namespaceList = {
  type: 'array',
  items: { type: 'string' },
  description: 'Namespace names, comma-separated or repeated, for example case-types.',
};

/**
 * The namespace names of a reference-data query. The spec spells the parameter NamespaceNames
 * and namespacenames, so any capitalisation is accepted; values may be repeated or comma-separated.
 */
export function namespaceNamesFrom(query: Record<string, unknown>): string[] {
  const names = Object.entries(query)
    .filter(([key]) => key.toLowerCase() === 'namespacenames')
    .flatMap(([, value]) => [value].flat())
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unique = [...new Set(names)];
  if (unique.length === 0) {
    throw new BadRequestError([
      {
        message: 'Name at least one namespace in NamespaceNames, for example NamespaceNames=case-types.',
        field: 'query.NamespaceNames',
      },
    ]);
  }
  if (unique.length > MAX_NAMESPACES) {
    throw new BadRequestError([
      { message: `Ask for at most ${MAX_NAMESPACES} namespaces at a time.`, field: 'query.NamespaceNames' },
    ]);
  }
  const bad = unique.find((name) => !NAMESPACE_NAME.test(name));
  if (bad !== undefined) {
    throw new BadRequestError([
      {
        message: `"${bad.slice(0, 100)}" is not a namespace name: use letters, digits, dots, hyphens and underscores.`,
        field: 'query.NamespaceNames',
      },
    ]);
  }
  return unique;
}

/** Reference data look-ups: case types, referral reasons, asset reference data, key-value entries. */
export const referenceDataRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { area: (typeof REFERENCE_DATA_AREAS)[number] }; Querystring: Record<string, unknown> }>(
    '/reference-data/:area/reference-data',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference data'],
        summary: 'Entries of the named namespaces, e.g. cases?NamespaceNames=case-types',
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: {
            area: { type: 'string', enum: [...REFERENCE_DATA_AREAS], description: 'Reference data service.' },
          },
          required: ['area'],
        },
        querystring: { type: 'object', properties: { NamespaceNames: namespaceList, namespacenames: namespaceList } },
        response: responses({ 200: schemaRef('reference-data') }, [400]),
      },
    },
    async (request) => findReferenceData(app.db, namespaceNamesFrom(request.query)),
  );

  app.get<{ Params: { entryId: string } }>(
    '/reference-data/key-value/:entryId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference data'],
        summary: 'One key-value master data entry (47: damp and mould questions)',
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: {
            entryId: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$', description: 'Entry key, for example 47.' },
          },
          required: ['entryId'],
        },
        response: responses(
          {
            200: { $ref: `${schemaIds['reference-data']}#/properties/namespaces/items/properties/referenceData/items` },
          },
          [400, 404],
        ),
      },
    },
    async (request) => {
      const entry = await findReferenceEntry(app.db, KEY_VALUE_NAMESPACE, request.params.entryId);
      if (!entry) throw new NotFoundError(`There is no master data entry ${request.params.entryId}.`);
      return entry;
    },
  );
};
