import type { FastifyPluginAsync } from 'fastify';
import type { AssessmentScoreRequest, DampMouldQuestion } from '../../../../../schemas/generated/types';
import { BadRequestError, HttpError } from '../../../http/errors';
import { schemaRef } from '../../../plugins/schemas';
import { findReferenceEntry } from '../../../repositories/reference-data-repository';
import { AssessmentAnswersError, scoreDampMould } from '../../../repairs/damp-mould-scoring';
import { gatewayHeaders, responses } from '../../route-schemas';

/** Where the questions live: the key-value master data, entry 47 (seed/damp-mould-questions.ts). */
const QUESTIONS = { namespace: 'key-value', key: '47' };

/** POST /works-orders/assessment-score: the damp and mould risk model (docs/damp-and-mould-scoring.md). */
export const dampAndMouldRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AssessmentScoreRequest }>(
    '/works-orders/assessment-score',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['repairs'],
        summary: 'Score a damp, mould and condensation assessment: priority level HIGH, MEDIUM or LOW',
        description:
          "The reference gateway's risk model (docs/damp-and-mould-scoring.md). Each chosen option of the questions " +
          'of master data entry 47 scores points; a Multiple question adds at most its cap. Points: q1_1 where ' +
          '(bathroom 1, bedroom 3, kitchen 1, living room 2, hallway 1, elsewhere 1; at most 6); q2_1 extent (A4 0, ' +
          'up to 1 m² 2, more 4, whole wall 6); q3_1 how long (0, 1, 2); q4_1 comes back after cleaning (no 0, weeks ' +
          '1, days 3, not cleaned 1); q5_1 signs (black mould 2, damp patches 2, peeling 1, running water 2, musty ' +
          '1; at most 6); q6_1 a leak nearby (no 0, not sure 2, yes 5); q7_1 who lives there (none 0, breathing ' +
          'condition 4, weak immune system 4, child under 5 or pregnancy 3, over 65 3; at most 8); q8_1 ventilation ' +
          '(all work 0, some 1, none work 2, none fitted 2); q9_1 belongings damaged (no 0, yes 2). Highest score 40. ' +
          'Bands: 20 or more HIGH, 10 to 19 MEDIUM, below 10 LOW. Overrides: a vulnerable occupant (q7_1 options 2 to ' +
          '5) makes it at least MEDIUM, and HIGH when black mould is seen (q5_1 option 1). Unanswered questions score ' +
          'nothing. 400 for an unknown question or option, a question answered twice, or a List question with more ' +
          'than one option. Any assessmentOutcome sent is ignored. type is always DampAndMould.',
        headers: gatewayHeaders(),
        body: schemaRef('assessment-score-request'),
        response: responses({ 200: schemaRef('assessment-score-result') }, [400, 415]),
      },
    },
    async (request) => {
      const entry = await findReferenceEntry(app.db, QUESTIONS.namespace, QUESTIONS.key);
      if (!entry) throw new HttpError(500, 'The damp and mould questions (master data entry 47) are missing.');
      try {
        return scoreDampMould(
          entry.value as unknown as DampMouldQuestion[],
          request.body.assessmentInformation.supplementaryQuestionResponses,
        );
      } catch (error) {
        if (error instanceof AssessmentAnswersError) throw new BadRequestError(error.problems);
        throw error;
      }
    },
  );
};
