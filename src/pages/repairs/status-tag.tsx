import type { StatusTone } from './repair-status';

/**
 * A repair status as a coloured tag. The colour only repeats what the words say (green for
 * completed, red for cancelled, yellow otherwise), so nobody needs to tell colours apart.
 */
export function StatusTag({ label, tone }: { label: string; tone: StatusTone }) {
  return <strong className={`repair-tag repair-tag--${tone}`}>{label}</strong>;
}
