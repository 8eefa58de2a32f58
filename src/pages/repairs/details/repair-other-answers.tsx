import { useId } from 'react';
import type { WorkOrderQuestionLine } from '../../../../schemas/generated/types';
import { FactList } from '../../../lists/record-details';
import type { RepairsWords } from '../repairs-words';

/**
 * The answers to the journey's extra questions (REP-DET-05), each as the question the resident
 * read and the answer they gave, in a description list so a screen reader hears them paired;
 * nothing at all when the repair has none. A gateway that predates the lines (REP-ENT-12) leaves
 * them out, which reads as none.
 */
export function RepairOtherAnswers({
  lines = [],
  words,
}: {
  lines: readonly WorkOrderQuestionLine[] | undefined;
  words: RepairsWords;
}) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="repair-other-answers">
      <h2 id={headingId}>{words('details.otherAnswers')}</h2>
      <FactList rows={lines.map((line) => [line.questionLabel, line.responseText, line.questionId] as const)} />
    </section>
  );
}
