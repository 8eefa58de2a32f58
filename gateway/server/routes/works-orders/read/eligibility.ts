import type { FastifyPluginAsync } from 'fastify';
import type { CancelEligibilityRequest, RescheduleEligibilityRequest } from '../../../../../schemas/generated/types';
import { NotFoundError } from '../../../http/errors';
import type { Clock } from '../../../common/clock';
import { schemaRef } from '../../../plugins/schemas';
import { findAppointmentFacts } from '../../../repositories/work-order-appointment-repository';
import { gatewayHeaders, responses } from '../../route-schemas';
import { workOrderParams } from './details';
import { CANCEL_RULES, cancelEligibility, RESCHEDULE_RULES, rescheduleEligibility } from './eligibility-rules';
import { rescheduleFactsOf } from './reschedule-facts';

const rulesText = (rules: Record<string, string>) => Object.values(rules).join(' ');

/**
 * The cancel and reschedule eligibility checks (REP-ACT-04, REP-ACT-05, REP-CXL-06, REP-CXL-07):
 * each answers the code of the first rule that stops the action, or errorCode null.
 */
export const eligibilityRoutes: FastifyPluginAsync<{ clock: Clock }> = async (app, { clock }) => {
  app.post<{ Body: CancelEligibilityRequest }>(
    '/wo-cancellation-eligibility',
    {
      config: { access: { customer: 'body.userIdentifier' } },
      schema: {
        tags: ['works orders'],
        summary: 'May the resident cancel this repair online? (errorCode null: yes)',
        description:
          'Judged on the repair as described in the body (it names no work order); userIdentifier must be the ' +
          'signed-in customer (403 otherwise). Rules, first match wins: ' +
          rulesText(CANCEL_RULES) +
          ' Otherwise null, and the portal asks for confirmation (SSR073).',
        headers: gatewayHeaders(),
        body: schemaRef('cancel-eligibility-request'),
        response: responses({ 200: schemaRef('action-eligibility-result') }, [400, 403, 404, 415]),
      },
    },
    async (request) => ({ errorCode: cancelEligibility(request.body, clock.now()) }),
  );

  app.post<{ Params: { id: string }; Body: RescheduleEligibilityRequest }>(
    '/works-orders/:id/appointments/reschedule-eligibility',
    {
      config: { access: { workOrder: 'params.id', customer: 'body.userIdentifier' } },
      schema: {
        tags: ['works orders'],
        summary: "May the resident move this repair's appointment online? (errorCode null: yes)",
        description:
          'Judged on the repair as stored (status, flags, appointment, contractor), not on the copies in the body, ' +
          'so a page read before a change cannot unlock a reschedule; the body is checked and its userIdentifier ' +
          'must be the signed-in customer (403 otherwise). PATCH /works-orders/{id}/appointments applies the same ' +
          'rules. Rules, first match wins: ' +
          rulesText(RESCHEDULE_RULES) +
          ' Otherwise null: the portal opens the scheduler.',
        headers: gatewayHeaders(),
        params: workOrderParams,
        body: schemaRef('reschedule-eligibility-request'),
        response: responses({ 200: schemaRef('action-eligibility-result') }, [400, 403, 404, 415]),
      },
    },
    async (request) => {
      const stored = await findAppointmentFacts(app.db, request.params.id);
      if (!stored) throw new NotFoundError(`No work order has the identifier ${request.params.id}.`);
      const { facts } = await rescheduleFactsOf(app.db, stored);
      return { errorCode: rescheduleEligibility(facts, clock.now()) };
    },
  );
};
