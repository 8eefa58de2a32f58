import './lists.css';

/** The colour a status is shown in (always with its words, never colour alone). */
export type StatusTone = 'green' | 'red' | 'yellow';

/**
 * A status (of a repair, a case, a message) as a coloured tag. The colour only repeats what the
 * words say (green for completed, red for cancelled, yellow otherwise), so nobody needs to tell
 * colours apart.
 */
export function StatusTag({ label, tone }: { label: string; tone: StatusTone }) {
  return <strong className={`repair-tag repair-tag--${tone}`}>{label}</strong>;
}
