import type { FastifyPluginAsync } from 'fastify';
import { caseActivityRoutes } from './activities';
import { caseRoutes, type CaseRoutesOptions } from './case';
import { caseSearchRoutes } from './search';
import { caseTeamRoutes } from './team';

export type { CaseRoutesOptions } from './case';

/**
 * Service requests (cases, ACC-CAS, ACC-GWY-29 to ACC-GWY-33): the case
 * list, one case, team determination, creation checked against the case type's questionnaire,
 * and the case's activities.
 */
export const casesRoutes: FastifyPluginAsync<CaseRoutesOptions> = async (app, options) => {
  await app.register(caseSearchRoutes);
  await app.register(caseRoutes, options);
  await app.register(caseTeamRoutes);
  await app.register(caseActivityRoutes, options);
};
