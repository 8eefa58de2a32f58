import { describe, expect, it } from 'vitest';
import {
  drive,
  fixtureJourney,
  lostFobToSummary,
  oneQuestionJourney,
  startFixture,
} from '../test-fixtures/fixture-journey';
import { answer, continueFrom, editFromSummary, startJourney } from './navigation';
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
