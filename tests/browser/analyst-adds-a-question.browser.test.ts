import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { buildPortalFrom, PETS, PETS_WORDS, writePetsFixture } from '../support/pets-question';
import { signIn } from './portal-steps';
import {
  answerYesNo,
  chooseAsset,
  chooseReason,
  contactDetails,
  emergencyLeakToPastThePhotos,
  newestWorkOrder,
  onPage,
  pressContinue,
  startFromDashboard,
} from './repair-steps';

/*
 * Must show 2 of issue 27 in the browser: the portal built from an analyst's edited journey folder
 * (tests/support/pets-question.ts) asks the pets question, and the repair's details page shows the
 * answer under "Your other answers" (REP-DET-05). The build is this file's own, under .cache/.
 */

const repoRoot = resolve(import.meta.dirname, '..', '..');
const FOLDER = '.cache/analyst-adds-a-question-portal';
const staticDir = join(repoRoot, FOLDER, 'dist');

/** What the repository's own build folder holds (names and times), to see the fixture's build leave it alone. */
function distState(): string[] {
  const dist = join(repoRoot, 'dist');
  if (!existsSync(dist)) return ['no dist/'];
  return readdirSync(dist, { recursive: true, withFileTypes: true }).map(
    (entry) => `${join(entry.parentPath, entry.name)} ${statSync(join(entry.parentPath, entry.name)).mtimeMs}`,
  );
}

let distBefore: string[] = [];
let distAfter: string[] = [];

// Before the suite's gateway starts (hooks run in order): it serves the fixture's build.
beforeAll(async () => {
  distBefore = distState();
  await buildPortalFrom(writePetsFixture(FOLDER));
  distAfter = distState();
}, 300_000);

const suite = setUpBrowserSuite({ staticDir });
const { amara } = PERSONA;

describe("the portal built from an analyst's edited journeys", () => {
  it('asks the pets question and shows its answer under "Your other answers" on the repair\'s details', async () => {
    // The fixture's build wrote nothing into the repository's own build folder.
    expect(distAfter).toEqual(distBefore);
    const { page, errors } = await suite.open();
    await signIn(page, amara.email);
    await startFromDashboard(page);
    await chooseAsset(page, 'My Property');
    await chooseReason(page, 'Kitchen', 'leak', 'Leak under the kitchen sink');
    await pressContinue(page);
    await answerYesNo(page, '/supplementaryquestion', 'Yes');
    await emergencyLeakToPastThePhotos(page);
    await answerYesNo(page, '/vulnerabilityquestion', 'No');

    // The analyst's question, between the health question and the self-isolation question.
    await onPage(page, PETS.route, PETS_WORDS['repair.pets.heading']);
    await pressContinue(page);
    await page
      .getByText(PETS_WORDS['repair.pets.required'] as string)
      .first()
      .waitFor();
    await page.getByRole('radio', { name: PETS_WORDS['repair.pets.dog'] }).check();
    await pressContinue(page);
    await answerYesNo(page, '/covidquestion', 'No');
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');
    await pressContinue(page, 'Report the repair');
    await page.waitForURL((url) => url.pathname === '/customer360View', { timeout: 40_000 });

    const stored = await newestWorkOrder(suite, amara.customerId);
    await page.goto(`/repairhistorydetails?id=${stored.id}`);
    const answers = page.getByRole('region', { name: 'Your other answers' });
    await answers.waitFor();
    expect(await answers.locator('dt').allTextContents()).toEqual([PETS_WORDS['repair.pets.summary']]);
    expect(await answers.locator('dd').allTextContents()).toEqual([PETS_WORDS['repair.pets.dog']]);
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });
});
