/**
 * When the repair journey reads its settings (REP-TGL-05): all of them, the media setting
 * included, as the journey starts (loadJourneyWorld reads every toggle togglesRead names), not
 * about 2 seconds after the page loads.
 */
import { describe, expect, it } from 'vitest';
import { loadPortalJourney } from '../journey-catalogue';
import { togglesRead } from '../journey-world';

describe("the repair journey's settings (REP-TGL-05)", () => {
  it('reads the media setting IsMediaEnabledSS with its other settings when the journey starts', async () => {
    const read = togglesRead(await loadPortalJourney('report-a-repair'));
    expect(read).toContain('IsMediaEnabledSS');
    expect(read).toEqual(
      expect.arrayContaining(['isVandalismQuestionRequired', 'isCovidQuestionRequired', 'isDMCEnabledMyPb']),
    );
  });
});
