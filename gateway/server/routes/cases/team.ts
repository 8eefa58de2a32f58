import type { FastifyPluginAsync } from 'fastify';
import type { TeamDeterminationRequest } from '../../../../schemas/generated/types';
import { determineTeam, TEAM_RULES, type TeamRule } from '../../cases/team-rules';
import { schemaRef } from '../../plugins/schemas';
import { gatewayHeaders, responses } from '../route-schemas';

/** One rule row in words, e.g. "caseSubType Income and tenancyType LEASE → Leasehold Team (Team)". */
function ruleText(rule: TeamRule): string {
  const conditions = (['caseSubType', 'caseSubTypeCategory', 'tenancyType'] as const)
    .filter((field) => rule[field] !== undefined)
    .map((field) => `${field} ${(rule[field] ?? []).join(' or ')}`);
  return `${conditions.length > 0 ? conditions.join(' and ') : 'anything else'} → ${rule.owningTeam} (${rule.owningTeamCategory})`;
}

const DESCRIPTION = [
  'Which team owns a new case (ACC-CAS-16, ACC-GWY-33). The portal calls it with channel',
  "CustomerSelfService and the chosen case type's subType, subTypeCategory and category, the tenancy type and the",
  "asset's landlord, then sends the answer as the case's assignee and assigneeType. The gateway answers from its",
  'own rule table (docs/case-team-determination.md); values match in any case and the first matching row wins:',
  TEAM_RULES.map(ruleText).join('; ') + '.',
].join(' ');

/** POST /case-team-determination. */
export const caseTeamRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: TeamDeterminationRequest }>(
    '/case-team-determination',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['cases'],
        summary: 'Which team owns a new case',
        description: DESCRIPTION,
        headers: gatewayHeaders(),
        body: schemaRef('team-determination-request'),
        response: responses({ 200: schemaRef('team-determination-response') }, [400, 415]),
      },
    },
    async (request) => determineTeam(request.body),
  );
};
