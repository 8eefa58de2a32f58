/** One detail line of a case, split into its label and value (a line without a label has none). */
export interface DetailLine {
  label?: string;
  value: string;
}

const SEPARATOR = ' - ';

/**
 * Splits a case detail line 'label - value' on its first ' - ' (ACC-CAS-26); the
 * value keeps any later ' - '. A line without the separator is a value with
 * no label.
 *
 * @example
 * splitDetailLine('How many fobs - 2'); // { label: 'How many fobs', value: '2' }
 * splitDetailLine('Dates - 3 May - 5 May'); // { label: 'Dates', value: '3 May - 5 May' }
 * splitDetailLine('Collected from the office'); // { value: 'Collected from the office' }
 */
export function splitDetailLine(line: string): DetailLine {
  const at = line.indexOf(SEPARATOR);
  if (at === -1) return { value: line.trim() };
  const label = line.slice(0, at).trim();
  const value = line.slice(at + SEPARATOR.length).trim();
  return label ? { label, value } : { value };
}
