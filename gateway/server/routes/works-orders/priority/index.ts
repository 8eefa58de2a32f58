import type { FastifyPluginAsync } from 'fastify';
import type { ContractorDeterminationQuery, RepairPriorityRequest } from '../../../../../schemas/generated/types';
import { listOf, schemaRef } from '../../../plugins/schemas';
import { determineContractors } from '../../../repairs/contractor-service';
import { decidePriority } from '../../../repairs/priority-rules';
import { repairTypeFacts } from '../../../repairs/repair-facts';
import { gatewayHeaders, idParam, responses } from '../../route-schemas';

/** The priority of a repair and the contractors that would take it. */
export const repairPriorityRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RepairPriorityRequest }>(
    '/works-orders/repair-priority',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['repairs'],
        summary: 'Priority of a repair (EME, NA, DM, DME) and whether it was raised in working hours',
        description:
          'Rules, first match wins: a damp and mould assessment (assessmentType DampAndMould with a priorityLevel) ' +
          'of a PRODAMP repair (repairType PRODAMP; for any other repair type the assessment is ignored) gives DME for HIGH and DM for MEDIUM or LOW; a recall gives NA (shown as Next Available (Recall)); ' +
          'isEmergency gives EME when the repair type is an emergency in the catalogue (priority EME), is not in ' +
          "the catalogue (the resident's word is taken) or the resident reported a vulnerability; anything else " +
          'NA. isWorkingHours: raisedDate falls Monday to Friday 8am to 8pm or Saturday 9am to 1pm, UK time, and ' +
          'not on an England and Wales bank holiday; an EME outside them shows as Emergency (Out of hours). ' +
          'isEMA, description, channel and contractorIdentifier do not change the priority.',
        headers: gatewayHeaders(),
        body: schemaRef('repair-priority-request'),
        response: responses({ 200: schemaRef('repair-priority-result') }, [400, 415]),
      },
    },
    async (request) => {
      const body = request.body;
      const repairType = await repairTypeFacts(app.db, body.repairType);
      return decidePriority({
        isEmergency: body.isEmergency,
        isRecall: body.isRecall,
        isVulnerable: body.isVulnerable,
        reasonPriority: repairType?.priority,
        repairType: body.repairType,
        assessmentType: body.assessmentType,
        priorityLevel: body.priorityLevel,
        raisedAt: new Date(body.raisedDate),
      });
    },
  );

  app.get<{ Params: { id: string }; Querystring: ContractorDeterminationQuery }>(
    '/worksorder/:id/contractors',
    {
      config: { access: { workOrder: 'params.id' } },
      schema: {
        tags: ['repairs'],
        summary: 'Contractors that would take one of your repairs, best first',
        description:
          'From the seeded contractors and their coverage (trades, regions, emergencies, a site per borough). ' +
          "Rules: the repair's asset gives region and borough (the query's only when the asset has none) and the " +
          "assets above it; the trade is that of repairType (catalogue or heating code), else the repair's. " +
          '1) A communal repair of a block or estate run by an estate managing agent goes to that agent only ' +
          '(statuses.isEMA). 2) An asset in its defects period goes to the builder covering the region ' +
          '(statuses.isBuilder), unless the damage was deliberate (isVandalism, or repairCauseId 4). 3) Otherwise, ' +
          'every active contractor taking the trade in the region, and emergencies when priority is EME, with a ' +
          'site for the borough (general contractors and builders never take a specialist trade: pest control, ' +
          'grounds maintenance, lift engineer, asbestos): those naming the trade before general contractors, integrated ones (online ' +
          'booking) first, then in coverage order. Each contractor lists only the site that serves the repair. ' +
          'Inactive contractors are never offered. An empty list means the area is not served (eligibility E24).',
        headers: gatewayHeaders(),
        params: { type: 'object', properties: { id: idParam('Work order identifier.') }, required: ['id'] },
        querystring: schemaRef('contractor-determination-query'),
        response: responses({ 200: listOf('contractor', 'Contractors, best first.') }, [400, 403, 404]),
      },
    },
    async (request) => determineContractors(app.db, request.params.id, request.query),
  );
};
