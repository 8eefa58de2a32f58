import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../engine';
import { JOURNEY_ENTRIES, journeysAt, loadPortalJourney, startRoute } from './journey-catalogue';
import { journeyHost } from './journey-hosts';
import { givenFactsOf } from './journey-world';
import { portalOperations } from './portal-operations';

describe("the portal's journeys", () => {
  it('loads every journey the build compiled, with the file it came from', async () => {
    expect(JOURNEY_ENTRIES.map((entry) => [entry.id, entry.file])).toEqual([
      ['financial-advice-referral', 'journeys/referral.json'],
      ['report-a-repair', 'journeys/repair.json'],
      ['raise-a-case', 'journeys/case.json'],
    ]);
    for (const entry of JOURNEY_ENTRIES) expect((await loadPortalJourney(entry.id)).definition.id).toBe(entry.id);
    await expect(loadPortalJourney('no-such-journey')).rejects.toThrow(/no journey "no-such-journey"/);
  });

  it('finds the journey of an address whatever its case, and none for other addresses', async () => {
    expect(journeysAt('/enquiryreason').map((entry) => entry.id)).toEqual(['financial-advice-referral']);
    expect(journeysAt('/EnquiryReason/').map((entry) => entry.id)).toEqual(['financial-advice-referral']);
    expect(journeysAt('/enquiryreasonx')).toEqual([]);
    // Pages of an included journey and of a run's numbered pages belong to the journey that includes them.
    expect(journeysAt('/ConfirmedDampMould').map((entry) => entry.id)).toEqual(['report-a-repair']);
    expect(journeysAt('/dampandmouldassesment/2').map((entry) => entry.id)).toEqual(['report-a-repair']);
    expect(startRoute(await loadPortalJourney('financial-advice-referral'))).toBe('/enquiryconsent');
    // The case questionnaire's pages by question type, and the contact page it shares with the referral.
    expect(journeysAt('/caseQuestionnaireDropdown').map((entry) => entry.id)).toEqual(['raise-a-case']);
    expect(journeysAt('/contactdetails').map((entry) => entry.id)).toEqual([
      'financial-advice-referral',
      'raise-a-case',
    ]);
    expect(startRoute(await loadPortalJourney('raise-a-case'))).toBe('/selectTenancy');
  });

  it('can run every operation and give every fact its journeys name, with their host modules', async () => {
    for (const entry of JOURNEY_ENTRIES) {
      const journey = await loadPortalJourney(entry.id);
      const host = journeyHost(entry.id);
      const operations = portalOperations(
        {
          client: {} as never,
          saveClient: {} as never,
          customerId: 'C1',
          premisesId: () => undefined,
          saveDraft: () => undefined,
          deleteDraft: () => undefined,
          translate: (key) => key,
          formatDate: (iso) => iso,
        },
        host,
      );
      const named = journey.definition.steps.flatMap((step) => [
        ...(step.effects?.onEnter ?? []),
        ...(step.effects?.onContinue ?? []),
      ]);
      named.push(
        ...(journey.definition.exitModal?.saveEffects ?? []),
        ...(journey.definition.exitModal?.leaveEffects ?? []),
      );
      for (const effect of named) {
        expect(OPERATION_NAMES).toContain(effect.operation);
        expect(Object.keys(operations), `${journey.definition.id} names ${effect.operation}`).toContain(
          effect.operation,
        );
      }
      for (const fact of Object.keys(journey.definition.givenFacts ?? {}))
        expect(Object.keys(givenFactsOf(entry.givenFacts))).toContain(fact);
    }
  });
});
