import type { FastifyPluginAsync } from 'fastify';
import type {
  EligibilityRequest,
  EnhancedEligibilityRequest,
  SorDeterminationRequest,
} from '../../../../../schemas/generated/types';
import { BadRequestError, UnauthorisedError } from '../../../http/errors';
import { customerOwns } from '../../../identity/ownership';
import { listOf, schemaRef } from '../../../plugins/schemas';
import { findPremisesHeating } from '../../../repositories/repair-facts-repository';
import { decideEnhancedEligibility } from '../../../repairs/eligibility-rules';
import { checkEligibility } from '../../../repairs/eligibility-service';
import { determineHeating } from '../../../repairs/heating-rules';
import { gatewayHeaders, idParam, responses } from '../../route-schemas';
import { ELIGIBILITY_DESCRIPTION, ENHANCED_DESCRIPTION, SOR_DETERMINATION_DESCRIPTION } from './descriptions';

/** An id made of zeros (and dashes): the spec's "zero id" of a repair not yet created. */
const ZERO_ID = /^[0-]+$/;

/**
 * Whether a repair may be raised: the eligibility outcomes, the enhanced check (E35) and the
 * heating determination. Rules in ./descriptions.ts (shown at /docs) and repairs/*-rules.ts.
 */
export const repairEligibilityRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: EligibilityRequest }>(
    '/works-orders/eligibilityoutcomes',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['repairs'],
        summary: 'Eligibility outcome of a repair on an asset (a list of one outcome)',
        description: ELIGIBILITY_DESCRIPTION,
        headers: gatewayHeaders(),
        body: schemaRef('eligibility-request'),
        response: responses({ 200: listOf('eligibility-result', 'One outcome.') }, [400, 403, 415]),
      },
    },
    async (request) => [await checkEligibility(app.db, callerOf(request.caller), request.body)],
  );

  app.post<{ Body: EnhancedEligibilityRequest }>(
    '/api/v2/works-orders/enhanced-repair-eligibility',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['repairs'],
        summary: 'Enhanced eligibility check (E35: report by phone)',
        description: ENHANCED_DESCRIPTION,
        headers: gatewayHeaders(),
        body: schemaRef('enhanced-eligibility-request'),
        response: responses({ 200: schemaRef('enhanced-eligibility-result') }, [400, 415]),
      },
    },
    async (request) => decideEnhancedEligibility(request.body),
  );

  app.post<{ Params: { id: string }; Body: SorDeterminationRequest }>(
    '/works-orders/:id/sor-determination',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['repairs'],
        summary: 'Heating determination: repair context and code for a heating repair, or SSR049 / SSR069',
        description: SOR_DETERMINATION_DESCRIPTION,
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('A zero id (0 or 00000000-0000-0000-0000-000000000000), or one of your repairs.') },
          required: ['id'],
        },
        body: schemaRef('sor-determination-request'),
        response: responses({ 200: schemaRef('sor-determination-result') }, [400, 404, 415]),
      },
    },
    async (request) => {
      const customerId = callerOf(request.caller);
      const { id } = request.params;
      if (!ZERO_ID.test(id) && !(await customerOwns(app.db, customerId, 'workOrder', id))) {
        throw new BadRequestError([
          { message: `Use a zero id, or the id of one of your repairs; ${id} is neither.`, field: 'params.id' },
        ]);
      }
      const result = determineHeating(request.body, await findPremisesHeating(app.db, customerId));
      if (!result) {
        throw new BadRequestError([
          { message: `"${request.body.context}" is not a heating repair the gateway knows.`, field: 'body.context' },
        ]);
      }
      return result;
    },
  );
};

function callerOf(caller: { customerId: string } | undefined): string {
  if (!caller) throw new UnauthorisedError('Sign in first.');
  return caller.customerId;
}
