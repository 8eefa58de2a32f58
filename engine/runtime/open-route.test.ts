import { describe, expect, it } from 'vitest';
import { dampToSummary, drive, fixtureJourney, lostFobToSummary, startFixture } from '../test-fixtures/fixture-journey';
import { answer, editFromSummary, positionOf } from './navigation';
import { openRoute } from './open-route';

const journey = fixtureJourney();

describe('opening a page by its address', () => {
  it('should stay put, with nothing to run, when the address is the current page', () => {
    const start = startFixture();
    expect(openRoute(journey, start, '/selectTenancy')).toMatchObject({
      snapshot: start,
      effects: [],
      redirected: false,
    });
  });

  it('should send the resident to the first incomplete page before the one asked for', () => {
    const opened = openRoute(journey, startFixture(), '/contactdetails');
    expect(opened.redirected).toBe(true);
    expect(opened.landedOn).toEqual({ step: 'select-property', page: 0 });
    const atType = drive(journey, startFixture(), [{ property: 'P-100' }]);
    expect(openRoute(journey, atType, '/caseReview').landedOn).toEqual({ step: 'case-type', page: 0 });
  });

  it('should open an earlier page of the route with every answer kept, and report its operations', () => {
    const atSummary = drive(journey, startFixture(), lostFobToSummary);
    const opened = openRoute(journey, atSummary, '/caseType');
    expect(opened.redirected).toBe(false);
    expect(positionOf(opened.snapshot)).toEqual({ step: 'case-type', page: 0 });
    expect(opened.snapshot.answers).toEqual(atSummary.answers);
    expect(openRoute(journey, opened.snapshot, '/caseReview').landedOn).toEqual({ step: 'case-review', page: 0 });
  });

  it('should open the page of a run by its number, and only the pages the answers reach', () => {
    const atSummary = drive(journey, startFixture(), dampToSummary);
    const second = openRoute(journey, atSummary, '/DampAndMouldAssesment/2');
    expect(second.redirected).toBe(false);
    expect(second.landedOn.step).toBe('damp-assessment');
    expect(second.landedOn.page).toBeGreaterThan(0);
    expect(openRoute(journey, atSummary, '/DampAndMouldAssesment/99')).toMatchObject({ redirected: true });
  });

  it('should leave the resident where they are for a branch the answers do not take', () => {
    const atSummary = drive(journey, startFixture(), lostFobToSummary);
    const opened = openRoute(journey, atSummary, '/contactdetails/number');
    expect(opened).toMatchObject({ redirected: true, snapshot: atSummary });
    expect(openRoute(journey, atSummary, '/caseCreated')).toMatchObject({ redirected: true, snapshot: atSummary });
  });

  it('should end a change from the summary when another page is opened', () => {
    const atSummary = drive(journey, startFixture(), lostFobToSummary);
    const changing = editFromSummary(journey, atSummary, 'contact-details').snapshot;
    expect(changing.mode).toBe('changing');
    const opened = openRoute(journey, changing, '/caseReview');
    expect(opened.snapshot).toMatchObject({ stepId: 'case-review', mode: 'answering', changeFrom: null });
  });

  it('should not open a page whose earlier answers an edit made incomplete', () => {
    const atSummary = drive(journey, startFixture(), lostFobToSummary);
    const atContact = openRoute(journey, atSummary, '/contactdetails').snapshot;
    const edited = answer(journey, atContact, { 'contact-method': '' }).snapshot;
    expect(openRoute(journey, edited, '/caseReview')).toMatchObject({
      redirected: true,
      landedOn: { step: 'contact-method', page: 0 },
    });
  });
});
