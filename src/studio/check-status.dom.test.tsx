import { describe, expect, it } from 'vitest';
import { checkSummary, stepOfPointer } from './check-status';
import type { StudioIssue } from './studio-api';

const issue = (severity: StudioIssue['severity']): StudioIssue => ({
  severity,
  code: 'x',
  file: 'j.json',
  pointer: '',
  message: '',
});

describe('the check status', () => {
  it('says the check in words: no problems, or the errors and warnings counted', () => {
    expect(checkSummary([])).toBe('No problems');
    expect(checkSummary([issue('error'), issue('warning'), issue('error')])).toBe('2 errors, 1 warning');
    expect(checkSummary([issue('warning')])).toBe('1 warning');
  });

  it('finds the step a problem is under, by its pointer into the held text', () => {
    const text = '{ "steps": [{ "id": "first" }, { "id": "second", "next": [{ "to": "nowhere" }] }] }';
    expect(stepOfPointer(text, '/steps/1/next/0/to')).toBe('second');
    expect(stepOfPointer(text, '/steps/0')).toBe('first');
    expect(stepOfPointer(text, '/steps/10')).toBeUndefined();
    expect(stepOfPointer(text, '/conditions/x')).toBeUndefined();
  });
});
