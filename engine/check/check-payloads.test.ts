/**
 * The checks of what a journey sends (check-payloads.ts): one bad journey per code, each the
 * engine fixture (a service request that sends its case with submit-case) with one deliberate
 * mistake, and the fixture as it is, which passes.
 */
import { describe, expect, it } from 'vitest';
import raw from '../test-fixtures/service-request.json';
import { checkJourney } from './check-definition';
import { indexJourney } from '../machine/index-journey';
import type { JourneyDefinition, PayloadItem, QuestionStep } from '../definition/types';

const PAYLOAD_CODES = [
  'asked-never-sent',
  'sent-never-asked',
  'payload-schema',
  'unknown-derivation',
  'unknown-value-table',
  'unknown-field-list',
];

const fixture = () => structuredClone(raw) as unknown as JourneyDefinition;
const caseLines = (definition: JourneyDefinition) =>
  (definition.payloads?.['submit-case']?.case?.fields ?? []) as PayloadItem[];
const payloadIssues = (definition: JourneyDefinition) =>
  checkJourney(indexJourney(definition))
    .filter((issue) => PAYLOAD_CODES.includes(issue.code))
    .map(({ severity, code, pointer, message }) => ({ severity, code, pointer, message }));

describe('checking what a journey sends', () => {
  it('should pass the fixture, whose every answer is sent or marked "sent": false', () => {
    expect(payloadIssues(fixture())).toEqual([]);
  });

  it('should refuse an answer asked on a path that no payload sends (asked-never-sent), at its field', () => {
    const definition = fixture();
    // The contact name's line taken out: the name is asked and thrown away.
    definition.payloads!['submit-case']!.case!.fields = caseLines(definition).filter(
      (line) => !('field' in line && line.field === '/contactDetails/name'),
    );
    expect(payloadIssues(definition)).toEqual([
      expect.objectContaining({ severity: 'error', code: 'asked-never-sent', pointer: '/steps/6/fields/0' }),
    ]);
    expect(payloadIssues(definition)[0]?.message).toContain('answer "contact-name" is asked but no payload sends it');
  });

  it('should let a routing-only answer go unsent only with "sent": false and a reason', () => {
    const definition = fixture();
    const method = (definition.steps[4] as QuestionStep).fields[0]!;
    delete method.sent;
    delete method.notSentBecause;
    expect(payloadIssues(definition).map((issue) => `${issue.code} ${issue.pointer}`)).toEqual([
      'asked-never-sent /steps/4/fields/0',
    ]);
  });

  it('should refuse a line reading an answer no step asks or a fact nothing provides (sent-never-asked)', () => {
    const definition = fixture();
    caseLines(definition).push(
      { field: '/contactDetails/phoneNumber', answer: 'mobile-number' },
      { field: '/caseTypeDescription', fact: 'chosen-type.description' },
    );
    expect(payloadIssues(definition)).toEqual([
      {
        severity: 'error',
        code: 'sent-never-asked',
        pointer: '/payloads/submit-case/case/fields/10',
        message: 'sends answer "mobile-number", which no step of the journey asks',
      },
      {
        severity: 'error',
        code: 'sent-never-asked',
        pointer: '/payloads/submit-case/case/fields/11',
        message:
          'sends fact "chosen-type", which no operation of the journey stores and the portal does not give (givenFacts)',
      },
    ]);
  });

  it('should refuse a field the schema does not allow, a wrong type and a value not among those allowed (payload-schema)', () => {
    const definition = fixture();
    caseLines(definition).push(
      { field: '/contactDetails/email', answer: 'contact-name' },
      { field: '/assessmentTypeId', value: 'none' },
      { field: '/asset/type/assetTypeName', value: 'Garage' },
    );
    expect(payloadIssues(definition).map(({ pointer, message }) => `${pointer}: ${message}`)).toEqual([
      '/payloads/submit-case/case/fields/10/field: "email" is not a member of contactDetails: it takes phoneNumber, name, relationId, relation',
      '/payloads/submit-case/case/fields/11/value: the value "none" is string; the field takes integer or null (/assessmentTypeId)',
      '/payloads/submit-case/case/fields/12/value: the value "Garage" is not one of "Block", "Property" (/asset/type/assetTypeName)',
    ]);
  });

  it('should refuse a payload missing a field its schema requires, unless the operation adds it (payload-schema)', () => {
    const definition = fixture();
    definition.payloads!['submit-case']!.case!.fields = caseLines(definition).filter(
      (line) => !('field' in line && line.field === '/caseTypeDescription'),
    );
    // assignee is required too, but the operation adds it (the owning team): not reported.
    expect(payloadIssues(definition)).toEqual([
      {
        severity: 'error',
        code: 'payload-schema',
        pointer: '/payloads/submit-case/case/fields',
        message: 'case-create requires "caseTypeDescription": no line sends it and the operation does not add it',
      },
    ]);
  });

  it('should refuse an operation that sends answers with no payload declared, and a payload it does not send (payload-schema)', () => {
    const definition = fixture();
    delete definition.payloads!['submit-case'];
    definition.payloads!['score-damp-assessment']!.notes = { fields: [{ field: '/text', value: 'x' }] };
    const found = payloadIssues(definition).map(({ code, pointer, message }) => `${code} ${pointer}: ${message}`);
    expect(found).toContain(
      'payload-schema /payloads/score-damp-assessment/notes: score-damp-assessment sends no payload "notes": it sends score, priority',
    );
    expect(found).toContain(
      'payload-schema /steps/7/effects/onContinue/0/operation: submit-case sends its case payload (case-create), which the journey does not declare in payloads',
    );
  });

  it('should name a derivation, a value table or a field list that does not exist', () => {
    const definition = fixture();
    caseLines(definition).push(
      { field: '/contactDetails/relationId', answer: 'relation', map: 'relation-ids' },
      { field: '/additionalInfo', derive: 'case-answer' },
      { use: 'contact-lines' },
    );
    expect(payloadIssues(definition).map((issue) => `${issue.code} ${issue.pointer}`)).toEqual([
      'unknown-value-table /payloads/submit-case/case/fields/10/map',
      'unknown-derivation /payloads/submit-case/case/fields/11/derive',
      'unknown-field-list /payloads/submit-case/case/fields/12/use',
    ]);
  });

  it('should not ask an assessment that another journey includes to send its answers itself', () => {
    // No summary and no confirmation: the damp and mould assessment's answers are sent by the repair that includes it.
    const definition = fixture();
    definition.steps = definition.steps.filter((step) => step.kind !== 'summary' && step.kind !== 'confirmation');
    definition.payloads = {};
    expect(payloadIssues(definition).filter((issue) => issue.code === 'asked-never-sent')).toEqual([]);
  });
});
