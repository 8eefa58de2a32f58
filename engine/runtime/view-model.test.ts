import { describe, expect, it } from 'vitest';
import {
  drive,
  fixtureJourney,
  lostFobToSummary,
  oneQuestionJourney,
  startFixture,
} from '../test-fixtures/fixture-journey';
import { answer, continueFrom, editFromSummary, startJourney } from './navigation';
import type { AnswerEdit } from '../machine/apply-answers';
import { loadJourney } from './journey';
import { viewModel } from './view-model';

const journey = fixtureJourney();

describe('the view model of a step', () => {
  it('should answer the same object when asked again for the last snapshot and errors, and compute anew for other errors or another snapshot', () => {
    const start = startFixture();
    const model = viewModel(journey, start);
    // The page's render and the session's Continue ask for the same snapshot's model (issue 29).
    expect(viewModel(journey, start)).toBe(model);
    expect(viewModel(journey, start, [])).toBe(model);
    const errors = [{ field: 'property', messageKey: 'Case_Property_Required' }];
    const withErrors = viewModel(journey, start, errors);
    expect(withErrors).not.toBe(model);
    expect(withErrors.fields[0]?.errorKey).toBe('Case_Property_Required');
    expect(viewModel(journey, start, errors)).toBe(withErrors);
    const answered = answer(journey, start, { property: 'P-100' }).snapshot;
    expect(viewModel(journey, answered).fields[0]?.value).toBe('P-100');
  });

  it('should give heading and field keys, options from reference data, progress and the back target', () => {
    const model = viewModel(journey, startFixture());
    expect(model).toMatchObject({
      stepId: 'select-property',
      route: '/selectTenancy',
      headingKey: 'case.property.heading',
      progress: { current: 1, total: 4, sectionTitleKey: 'case.section.home' },
      back: { to: 'home', route: '/customer360View' },
      continue: { labelKey: 'common.continue', disabled: false, delayMs: 0 },
      exitModal: { headingKey: 'case.exit.heading', exitTo: 'home' },
    });
    expect(model.fields).toEqual([
      {
        name: 'property',
        widget: 'radios',
        labelKey: 'case.property.label',
        options: [
          { value: 'P-100', label: '1 Canal Street, London E1 1AA' },
          { value: 'P-200', label: 'Flat 4, Mill House, London E2 2BB' },
        ],
        value: undefined,
      },
    ]);
  });

  it('should put the errors of a failed Continue on their fields', () => {
    const start = startFixture();
    const result = continueFrom(journey, start);
    const model = viewModel(journey, result.snapshot, result.status === 'invalid' ? result.errors : []);
    expect(model.fields[0]?.errorKey).toBe('Case_Property_Required');
    expect(model.errors).toEqual([{ field: 'property', messageKey: 'Case_Property_Required' }]);
  });

  it('should build a run page with its route by question type, data labels and a warning once shown', () => {
    const atQ2 = drive(journey, startFixture(), [...lostFobToSummary.slice(0, 2), { 'case-answers.q1': '1' }]);
    const warned = continueFrom(journey, answer(journey, atQ2, { 'case-answers.q2': 'Y' }).snapshot).snapshot;
    const model = viewModel(journey, warned);
    expect(model).toMatchObject({
      route: '/caseQuestionnaireRadio',
      run: { page: 2, pages: 3 },
      progress: { current: 2 },
      back: { to: 'case-questions' },
    });
    expect(model.fields[0]).toMatchObject({
      name: 'case-answers.q2',
      widget: 'radios',
      label: 'Question q2',
      value: 'Y',
    });
    expect(model.notices).toEqual([{ messageKey: 'Case_Fob_Stolen', mode: 'warn' }]);
    expect(viewModel(journey, answer(journey, atQ2, { 'case-answers.q2': 'Y' }).snapshot).notices).toEqual([]);
  });

  it('should show a field only while its condition holds', () => {
    const atDetails = drive(journey, startFixture(), lostFobToSummary.slice(0, 6));
    expect(viewModel(journey, atDetails).fields.map((field) => field.name)).toEqual(['contact-name', 'relation']);
    const other = answer(journey, atDetails, { relation: 'other' }).snapshot;
    expect(viewModel(journey, other).fields.map((field) => field.name)).toEqual([
      'contact-name',
      'relation',
      'relation-details',
    ]);
    expect(viewModel(journey, atDetails).continue?.delayMs).toBe(1000);
  });

  it('should list the summary rows with change links and point Back of a change at the summary', () => {
    const summary = drive(journey, startFixture(), lostFobToSummary);
    const model = viewModel(journey, summary);
    expect(model.continue?.labelKey).toBe('case.review.submit');
    expect(model.summary?.find((row) => row.field === 'case-answers.q1')).toMatchObject({
      label: 'How many fobs do you need?',
      display: [{ label: '1' }],
      change: { step: 'case-questions', page: 0 },
      changeLabelKey: 'common.change',
    });
    expect(model.summary?.find((row) => row.field === 'relation')).toMatchObject({
      labelKey: 'contact.relation.label',
      display: [{ labelKey: 'relation.customer' }],
    });
    const changing = editFromSummary(journey, summary, 'case-type').snapshot;
    expect(viewModel(journey, changing)).toMatchObject({
      mode: 'changing',
      back: { to: 'case-review', route: '/caseReview' },
    });
  });
});

describe('the limit of a text answer', () => {
  it('should hand the widget the cap and the message the field names for it, and no message without one', () => {
    const limited = oneQuestionJourney('limit-test', [
      { answer: 'details', widget: 'textarea', labelKey: 'l', maxLength: 1500, limitKey: 'Financial_FI009' },
      { answer: 'name', widget: 'text', labelKey: 'n', maxLength: 60 },
    ]);
    const [details, name] = viewModel(limited, startJourney(limited).snapshot).fields;
    expect(details).toMatchObject({ maxLength: 1500, limitKey: 'Financial_FI009' });
    expect(name).toMatchObject({ maxLength: 60 });
    expect(name).not.toHaveProperty('limitKey');
  });

  it('should refuse a journey whose field names a limit message without a limit', () => {
    expect(() =>
      oneQuestionJourney('limit-test', [
        { answer: 'details', widget: 'textarea', labelKey: 'l', limitKey: 'Financial_FI009' },
      ]),
    ).toThrow(/maxLength/);
  });
});

/**
 * Back's rules read the page's own answer, and an earlier step is passed over by an answer before
 * it: the two ways an answer recorded on a page can change where Back leads from it.
 */
function backByAnswerJourney() {
  const text = (answer: string) => ({ answer, widget: 'text', labelKey: answer });
  return loadJourney({
    id: 'back-by-answer',
    version: 1,
    titleKey: 't',
    start: 'first',
    exits: { home: { route: '/home' } },
    steps: [
      {
        id: 'first',
        kind: 'question',
        route: '/first',
        headingKey: 'h',
        fields: [text('a')],
        next: [{ to: 'middle' }],
      },
      {
        id: 'middle',
        kind: 'question',
        route: '/middle',
        headingKey: 'h',
        fields: [text('m')],
        skipWhen: { answer: 'a', equals: 'skip' },
        next: [{ to: 'last' }],
      },
      {
        id: 'last',
        kind: 'question',
        route: '/last',
        headingKey: 'h',
        fields: [
          {
            answer: 'way',
            widget: 'radios',
            labelKey: 'w',
            options: ['stay', 'home'].map((value) => ({ value, labelKey: value })),
          },
          text('note'),
        ],
        back: [{ to: 'home', when: { answer: 'way', equals: 'home' } }],
        next: [{ to: 'done' }],
      },
      { id: 'done', kind: 'confirmation', route: '/done', headingKey: 'd' },
    ],
  });
}

describe('the view model of the next snapshot of a page (issue 29 item 3)', () => {
  it('should share the parts an answer did not change and give the changed field anew', () => {
    const atDetails = drive(journey, startFixture(), lostFobToSummary.slice(0, 6));
    const before = viewModel(journey, atDetails);
    const after = viewModel(journey, answer(journey, atDetails, { 'contact-name': 'Sam Jones' }).snapshot);
    expect(after).not.toBe(before);
    expect(after.fields[0]).not.toBe(before.fields[0]);
    expect(after.fields[0]?.value).toBe('Sam Jones');
    expect(before.fields[0]?.value).toBeUndefined();
    expect(after.fields[1]).toBe(before.fields[1]);
    expect(after.progress).toBe(before.progress);
    expect(after.back).toBe(before.back);
    expect(after.continue).toBe(before.continue);
  });

  it("should give a run page's field anew when its answer or error changes, and the same field while neither does", () => {
    const atQ1 = drive(journey, startFixture(), lostFobToSummary.slice(0, 2));
    const before = viewModel(journey, atQ1);
    expect(before.fields[0]).toMatchObject({ name: 'case-answers.q1', value: undefined });
    const answered = answer(journey, atQ1, { 'case-answers.q1': '3' }).snapshot;
    const after = viewModel(journey, answered);
    expect(after.fields[0]).toMatchObject({ name: 'case-answers.q1', value: '3' });
    expect(after.fields[0]?.options).toBe(before.fields[0]?.options);
    const errors = [{ field: 'case-answers.q1', messageKey: 'Case_Required' }];
    expect(viewModel(journey, answered, errors).fields[0]).toMatchObject({ value: '3', errorKey: 'Case_Required' });
    const again = answer(journey, answered, { 'case-answers.q1': '3' }).snapshot;
    expect(viewModel(journey, again).fields[0]).not.toHaveProperty('errorKey');
  });

  it('should point Back anew when an answer on the page changes the route before it or its own back rules', () => {
    const backJourney = backByAnswerJourney();
    let atLast = startJourney(backJourney).snapshot;
    for (const edit of [{ a: '1' }, { m: '2' }] as AnswerEdit[]) {
      const moved = continueFrom(backJourney, answer(backJourney, atLast, edit).snapshot);
      if (moved.status !== 'moved') throw new Error(`did not move on: ${moved.status}`);
      atLast = moved.snapshot;
    }
    expect(viewModel(backJourney, atLast).back).toEqual({ to: 'middle', route: '/middle' });
    // Each answer recorded on the one before, as the page records them, its view model asked for each.
    const backs: unknown[] = [];
    let here = atLast;
    for (const edit of [
      { note: 'x' },
      { a: 'skip' },
      { note: 'y' },
      { way: 'home' },
      { way: 'stay' },
      { a: '1' },
    ] as AnswerEdit[]) {
      here = answer(backJourney, here, edit).snapshot;
      backs.push(viewModel(backJourney, here).back);
    }
    expect(backs).toEqual([
      { to: 'middle', route: '/middle' },
      { to: 'first', route: '/first' },
      { to: 'first', route: '/first' },
      { to: 'home', route: '/home' },
      { to: 'first', route: '/first' },
      { to: 'middle', route: '/middle' },
    ]);
  });

  it("should keep each journey's last view model apart, so journeys open side by side do not compute each other's again", () => {
    const start = startFixture();
    const limited = oneQuestionJourney('side-by-side', [{ answer: 'name', widget: 'text', labelKey: 'n' }]);
    const other = startJourney(limited).snapshot;
    const model = viewModel(journey, start);
    const otherModel = viewModel(limited, other);
    expect(viewModel(journey, start)).toBe(model);
    expect(viewModel(limited, other)).toBe(otherModel);
  });
});
