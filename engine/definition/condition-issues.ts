const SUBJECTS = ['answer', 'fact', 'toggle'];
const OPERATORS = ['equals', 'in', 'exists', 'matches'];
const GROUPS = ['all', 'any', 'not', 'ref'];

/** A problem with a condition, located by a JSON pointer. */
export interface ConditionIssue {
  pointer: string;
  message: string;
}

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function comparisonIssues(value: Record<string, unknown>, pointer: string): ConditionIssue[] {
  const issues: ConditionIssue[] = [];
  const keys = Object.keys(value);
  for (const key of keys) {
    if (!SUBJECTS.includes(key) && !OPERATORS.includes(key))
      issues.push({ pointer, message: `unknown property "${key}"` });
  }
  const subjects = keys.filter((key) => SUBJECTS.includes(key));
  const operators = keys.filter((key) => OPERATORS.includes(key));
  if (subjects.length !== 1) {
    issues.push({
      pointer,
      message: `needs exactly one subject (answer, fact or toggle), found ${subjects.join(', ') || 'none'}`,
    });
  }
  if (operators.length !== 1) {
    issues.push({
      pointer,
      message: `needs exactly one operator (equals, in, exists or matches), found ${operators.join(', ') || 'none'}`,
    });
  }
  if ('equals' in value && !isScalar(value.equals))
    issues.push({ pointer: `${pointer}/equals`, message: 'must be text, a number, true, false or null' });
  if ('exists' in value && typeof value.exists !== 'boolean')
    issues.push({ pointer: `${pointer}/exists`, message: 'must be true or false' });
  if ('in' in value) {
    const list = value.in;
    const fromList = Array.isArray(list) && list.length > 0 && list.every(isScalar);
    const held =
      list !== null &&
      typeof list === 'object' &&
      !Array.isArray(list) &&
      Object.keys(list).length === 1 &&
      (typeof (list as Record<string, unknown>).toggle === 'string' ||
        typeof (list as Record<string, unknown>).fact === 'string');
    if (!fromList && !held)
      issues.push({
        pointer: `${pointer}/in`,
        message: 'must be a non-empty list of values, {"toggle": name} or {"fact": path}',
      });
  }
  if ('matches' in value) {
    if (typeof value.matches !== 'string')
      issues.push({ pointer: `${pointer}/matches`, message: 'must be a regular expression as text' });
    else {
      try {
        new RegExp(value.matches, 'u');
      } catch {
        issues.push({ pointer: `${pointer}/matches`, message: `is not a valid regular expression: ${value.matches}` });
      }
    }
  }
  for (const subject of subjects) {
    if (typeof value[subject] !== 'string' || value[subject] === '')
      issues.push({ pointer: `${pointer}/${subject}`, message: 'must be a name' });
  }
  return issues;
}

/**
 * Explains what is wrong with a condition in words an analyst can act on (the schema's own
 * messages for a failed oneOf list every branch). An empty list means the condition is well formed.
 *
 * @example
 * conditionIssues({ answer: 'a', equals: 'x', in: ['y'] }, '/steps/0/next/0/when')
 * // [{ pointer: '/steps/0/next/0/when', message: 'needs exactly one operator (equals, in, exists or matches), found equals, in' }]
 */
export function conditionIssues(value: unknown, pointer: string): ConditionIssue[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [
      {
        pointer,
        message: 'must be a condition: {"all": [...]}, {"any": [...]}, {"not": ...}, {"ref": name} or a comparison',
      },
    ];
  }
  const record = value as Record<string, unknown>;
  const group = GROUPS.find((key) => key in record);
  if (!group) return comparisonIssues(record, pointer);
  const extra = Object.keys(record).filter((key) => key !== group);
  const issues = extra.map((key) => ({ pointer, message: `unknown property "${key}" beside "${group}"` }));
  const inner = record[group];
  if (group === 'all' || group === 'any') {
    if (!Array.isArray(inner) || inner.length === 0)
      issues.push({ pointer: `${pointer}/${group}`, message: 'must be a non-empty list of conditions' });
    else inner.forEach((part, index) => issues.push(...conditionIssues(part, `${pointer}/${group}/${index}`)));
  } else if (group === 'not') {
    issues.push(...conditionIssues(inner, `${pointer}/not`));
  } else if (typeof inner !== 'string' || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(inner)) {
    issues.push({ pointer: `${pointer}/ref`, message: 'must be the kebab-case name of a condition' });
  }
  return issues;
}
