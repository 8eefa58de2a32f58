/**
 * Element ids of a field, derived from its answer path so that they stay readable
 * (`case-answers.q2` gives `field-case-answers-q2`). The error summary links to `inputId`, which
 * every widget puts on its first focusable control.
 */
export function inputId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Id of the hint under a field's label. */
export function hintId(name: string): string {
  return `${inputId(name)}-hint`;
}

/** Id of a field's error message. */
export function errorId(name: string): string {
  return `${inputId(name)}-error`;
}

/** The `aria-describedby` of a control: its hint and error ids when present. */
export function describedBy(
  name: string,
  parts: { hint?: boolean; error?: boolean; extra?: string[] },
): string | undefined {
  const ids = [...(parts.hint ? [hintId(name)] : []), ...(parts.error ? [errorId(name)] : []), ...(parts.extra ?? [])];
  return ids.length ? ids.join(' ') : undefined;
}
