import { describe, expect, it } from 'vitest';
import { fixtureJourney } from '../test-fixtures/fixture-journey';
import { fixtureFacts, fixtureToggles, runFixtureEffects } from '../test-fixtures/service-request-world';
import { describePath } from './describe-path';
import { graphKey, routeKeys } from './graph-logic';
import { journeyAdjacency, shortestPaths, simplePaths } from './journey-graph';

const journey = fixtureJourney();
const world = { facts: fixtureFacts, toggles: fixtureToggles, effects: runFixtureEffects };

describe('the journey graph', () => {
  it('should key states by position and the answers that decide the route, not by every answer', () => {
    // damp-answers only feed score-damp-assessment, whose outcome no rule reads: not a route key.
    expect([...routeKeys(journey)].sort()).toEqual(['case-answers', 'case-type', 'contact-method']);
    const base = {
      journeyId: 'x',
      version: 2,
      stepId: 'contact-details',
      page: 0,
      status: 'active' as const,
      mode: 'answering' as const,
      changeFrom: null,
      warned: [],
      settled: false,
      facts: {},
      toggles: {},
    };
    const one = graphKey(
      journey,
      { ...base, answers: { 'contact-method': 'saved-number', 'contact-name': 'Sam' } },
      routeKeys(journey),
    );
    const two = graphKey(
      journey,
      { ...base, answers: { 'contact-method': 'saved-number', 'contact-name': 'Alex' } },
      routeKeys(journey),
    );
    expect(one).toBe(two);
  });

  it('should stay bounded on the fixture', () => {
    const states = Object.keys(journeyAdjacency(journey, world)).length;
    expect(states).toBeGreaterThan(50);
    expect(states).toBeLessThan(400);
  });

  it('should find a shortest path to every step and page the world allows', () => {
    const targets = shortestPaths(journey, world).map((path) =>
      'exit' in path.target ? path.target.exit : `${path.target.step}/${path.target.page}`,
    );
    expect(targets.sort()).toEqual(
      [
        'select-property/0',
        'case-type/0',
        'home',
        'damp-assessment/0',
        'damp-assessment/1',
        'damp-assessment/2',
        'case-questions/0',
        'case-questions/1',
        'case-questions/2',
        'case-questions/3',
        'case-questions/4',
        'contact-method/0',
        'another-number/0',
        'contact-details/0',
        'case-review/0',
        'case-created/0',
      ].sort(),
    );
    const toReview = shortestPaths(journey, world).find(
      (path) => 'step' in path.target && path.target.step === 'case-review',
    );
    expect(toReview?.moves).toHaveLength(5);
    expect(toReview?.moves.every((move) => move.event.type !== ('xstate.init' as string))).toBe(true);
  });

  it('should list simple forward paths to the summary within the bounds, each replayable as JSON', () => {
    const paths = simplePaths(journey, { ...world, back: false }, { maxMoves: 15, maxPaths: 500 });
    const endings = new Set(paths.map((path) => JSON.stringify(path.target)));
    expect(endings).toEqual(new Set([JSON.stringify({ step: 'case-review', page: 0 })]));
    expect(paths.every((path) => path.moves.length <= 15)).toBe(true);
    const household = paths.filter(
      (path) =>
        JSON.stringify(path.answers).includes('CT-HOUSEHOLD') &&
        path.moves.some((move) => move.to && 'step' in move.to && move.to.step === 'another-number'),
    );
    // h1: in, out (each with h3 Yes or No), other, none = 6 questionnaire routes; then 3 relations.
    expect(household.length).toBe(6 * 3);
    expect(simplePaths(journey, { ...world, back: false }, { maxPaths: 3 })).toHaveLength(3);
    expect(JSON.parse(JSON.stringify(paths[0]))).toEqual(paths[0]);
  });

  it('should print a path as plain-English steps a tester can follow', () => {
    const path = simplePaths(journey, { ...world, back: false }, { maxMoves: 15, maxPaths: 500 }).find((candidate) =>
      candidate.moves.some((move) => move.warnings.includes('Case_Fob_Stolen')),
    );
    const lines = describePath(journey, path!, { translate: (key) => ({ 'case.type.label': 'Request type' })[key] });
    expect(lines[0]).toBe('1. Open /selectTenancy ("case.property.heading").');
    expect(lines).toContain('4. Choose "Lost fob" for "Request type", then press Continue.');
    expect(lines).toContain('9. Check that the warning "Case_Fob_Stolen" shows, then press Continue again.');
    expect(lines.at(-1)).toMatch(/^\d+\. Check that you are on \/caseReview \("case.review.heading"\)\.$/);
  });
});
