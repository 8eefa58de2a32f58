import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CaseCreate } from '../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../schemas/http-headers';
import { checkNewCase } from '../../cases/case-checks';
import { caseDetail } from '../../cases/case-details';
import { BadRequestError, NotFoundError, UnauthorisedError } from '../../http/errors';
import type { Clock } from '../../common/clock';
import { schemaRef } from '../../plugins/schemas';
import { findCustomerCase, insertCase, listCaseTypes } from '../../repositories/case-repository';
import { gatewayHeaders, idParam, responses } from '../route-schemas';

export interface CaseRoutesOptions {
  /** Where a new case's created date comes from (tests fix it). */
  clock: Clock;
}

/** The signed-in customer (set by the access hook on every route that is not public). */
export function callerOf(request: FastifyRequest): string {
  if (!request.caller) throw new UnauthorisedError('Sign in first.');
  return request.caller.customerId;
}

/** Another customer's case answers exactly as a case that does not exist, so none is ever revealed. */
export function caseNotFound(caseId: string): NotFoundError {
  return new NotFoundError(`You have no case with the identifier ${caseId}.`);
}

export const caseIdParams = {
  type: 'object',
  properties: { id: idParam('Case identifier (identifiers.caseIdentifier).') },
  required: ['id'],
};

const CREATE_DESCRIPTION = [
  'Creates an Active case from the questionnaire (ACC-CAS-15, ACC-GWY-29) and answers 201 with its',
  'caseIdentifier and a Location. identifiers.customerIdentifier must be the signed-in customer (403).',
  'Besides the schema (Text answers without > < & * ! or a double hyphen, a UK phone number, a name of letters,',
  'hyphens, apostrophes and spaces) the gateway refuses with 400 naming the field: a tenancyIdentifier that is not',
  "one of the customer's active tenancies; an assetIdentifier that is not that tenancy's home or a building or",
  'estate above it; an assetTypeId that does not match assetTypeName (1 Block, 2 Property); a caseTypeDescription',
  'that is not a case-types reference data entry visible for self-service whose tenancyGroups include the',
  "tenancy's group or All (Case_Type_Error); and answers that do not follow the type's questionnaire.",
  "The questionnaire is walked as the portal walks it: enabled questions in order; a chosen option's",
  'skipQuestions moves that many places forward (1 is the next question), endsQuestionnaire ends it; options',
  'are offered when their dependsOnAttributes match the tenancy (TenancyType, TenancyGroup). Every question on',
  'that route must be answered (Case_Question_Error): exactly one offered option (responseId) for Radio and List,',
  'non-blank responseText for Text. An unknown questionId, a question answered twice and an answer to a question',
  'not on the route are refused too. Nothing is stored when anything is refused. The case type is read from the',
  'reference data on every call, so a type an analyst adds is accepted at once. The case gets the next',
  'identifier CAS-nnnnnn and reference number CRN-nnnnnn; its description is the first typed answer.',
].join(' ');

/** GET /cases/{id} and POST /cases. */
export const caseRoutes: FastifyPluginAsync<CaseRoutesOptions> = async (app, { clock }) => {
  app.get<{ Params: { id: string } }>(
    '/cases/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['cases'],
        summary: 'One case of the signed-in customer, as the case details page shows it',
        description:
          "caseDetailsData has one line 'label - value' per stored answer, in question order: the question's label " +
          "from the case type and the chosen options' values or the typed text. Another customer's case answers 404, " +
          'exactly as a case that does not exist.',
        headers: gatewayHeaders(),
        params: caseIdParams,
        response: responses({ 200: schemaRef('case-detail') }, [400, 404]),
      },
    },
    async (request, reply) => {
      const row = await findCustomerCase(app.db, callerOf(request), request.params.id);
      if (!row) throw caseNotFound(request.params.id);
      const caseType = (await listCaseTypes(app.db)).find((type) => type.id === row.case_type_id);
      reply.header('Cache-Control', 'no-store');
      return caseDetail(row, caseType);
    },
  );

  app.post<{ Body: CaseCreate }>(
    '/cases',
    {
      config: { access: { customer: 'body.identifiers.customerIdentifier' } },
      schema: {
        tags: ['cases'],
        summary: 'Create a case (service request) from the questionnaire',
        description: CREATE_DESCRIPTION,
        headers: gatewayHeaders(),
        body: schemaRef('case-create'),
        response: responses({ 201: schemaRef('case-create-result') }, [400, 403, 404, 415]),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const customerId = callerOf(request);
      const { problems, checked } = await checkNewCase(app.db, customerId, body);
      if (!checked) throw new BadRequestError(problems);
      const caseIdentifier = await insertCase(app.db, {
        customerId,
        assetId: body.identifiers.assetIdentifier,
        tenancyId: body.identifiers.tenancyIdentifier,
        caseType: checked.caseType,
        assignee: body.assignee,
        description: checked.description,
        answers: checked.answers,
        contactDetails: body.contactDetails,
        createdDate: clock.now(),
      });
      request.log.info({ customerId, caseIdentifier, caseType: checked.caseType.id }, 'Case created');
      reply
        .code(201)
        .header(GatewayHeader.location, `/api/cases/${caseIdentifier}`)
        .header('Cache-Control', 'no-store');
      return { caseIdentifier };
    },
  );
};
