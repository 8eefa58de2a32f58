/**
 * The reason page of the repair report as docs/rules.md says (REP-VAL-02, REP-ERR-02, REP-ERR-03,
 * REP-ERR-05, REP-ERR-06), from Amara's sign-in on the reference gateway's demo data (docs/demo-residents.md, "Repair eligibility outcomes to try"):
 * a reason that matches nothing, the enhanced check's E35, the gas and carbon monoxide advice
 * (SSR037), and the soft E2 of a reason with a supplementary question headed by the reason; from
 * Ben's, a supplementary code with words (the pump code of his tower) and SSR046 on the health page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { signIn } from './portal-steps';
import {
  chooseAsset,
  chooseReason,
  notADuplicate,
  onPage,
  pathname,
  pressContinue,
  startFromDashboard,
} from './repair-steps';

const suite = setUpBrowserSuite();

const NO_MATCH = 'We could not find that repair. Try another word or choose from the list.';
/** The words of the pump code FISPUMPS02 and of SSR046 (src/i18n/locales/en-GB/common.json). */
const PUMPS = 'The water in your building is pumped to each floor.';
const HEALTH_NOTED = 'Thank you for telling us about your health or wellbeing.';

/** Amara signs in, starts a report on her home and reaches the reason page. */
async function amaraAtReasonPage(): Promise<{ page: Page; errors: string[] }> {
  const opened = await suite.open();
  await signIn(opened.page, PERSONA.amara.email);
  await startFromDashboard(opened.page);
  await chooseAsset(opened.page, 'My Property');
  return opened;
}

const reasonBox = (page: Page) => page.getByRole('combobox', { name: 'What is the problem?' });

/** Waits until Continue is disabled or enabled, as said. */
async function continueIs(page: Page, state: 'disabled' | 'enabled'): Promise<void> {
  await page.waitForFunction(
    (disabled) =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === 'Continue' && button.disabled === disabled,
      ),
    state === 'disabled',
  );
}

describe('the reason page of a repair report (REP-VAL-02, REP-ERR-02, REP-ERR-03, REP-ERR-05)', () => {
  it('says Repair_Reason_NoMatch_Message and keeps Continue disabled while the reason matches nothing; a soft E2 lets the question decide', async () => {
    const { page, errors } = await amaraAtReasonPage();
    await page.getByRole('combobox', { name: 'Where is the problem?' }).selectOption('Outside and garden');
    await reasonBox(page).fill('zzzz');
    // Said under the box and to screen readers (the suggestions' live status).
    await page.locator('.rp-autocomplete__none', { hasText: NO_MATCH }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: NO_MATCH }).count()).toBe(1);
    await continueIs(page, 'disabled');
    expect(await page.getByText('No results found').count()).toBe(0);

    // A suggestion chosen: the message goes and Continue comes back.
    await reasonBox(page).fill('fence');
    await page.getByRole('option', { name: 'Garden fence damaged' }).click();
    await continueIs(page, 'enabled');
    expect(await page.getByText(NO_MATCH).count()).toBe(0);

    // E2 for a reason with a supplementary question is soft: the question decides, headed by the reason.
    await pressContinue(page);
    await onPage(page, '/supplementaryquestion', 'Garden fence damaged');
    const question = page.getByRole('group', { name: 'Is the fence on a boundary you share with a neighbour?' });
    await question.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('alert').getByText('This repair is not something we can raise online.').waitFor();
    await continueIs(page, 'disabled');
    await question.getByRole('radio', { name: 'No', exact: true }).check();
    await continueIs(page, 'enabled');
    await pressContinue(page);
    await notADuplicate(page);
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });

  it('blocks a risk-to-life reason with the enhanced check’s four-part E35 message on the reason page, Continue disabled', async () => {
    const { page } = await amaraAtReasonPage();
    await page.getByRole('combobox', { name: 'Where is the problem?' }).selectOption('Electrics');
    await reasonBox(page).fill('wires');
    await page.getByRole('option', { name: 'Exposed or sparking wires' }).click();
    await pressContinue(page);

    const block = page.getByRole('alert').filter({ hasText: 'We cannot raise this repair online.' });
    await block.waitFor();
    const text = (await block.textContent()) ?? '';
    expect(text).toContain('It needs to be checked by our repairs team first.');
    expect(text).toContain('Please call us so that we can arrange the right help for you');
    expect(text).toMatch(/on 0\d{2,4}[ \d]{6,10}/);
    await continueIs(page, 'disabled');
    // Still on the reason page: not the journey error page after every other page.
    expect(pathname(page)).toBe('/repairlocation');
  });

  it('shows the gas and carbon monoxide advice (SSR037) as a numbered list with its bold lines, then goes on', async () => {
    const { page } = await amaraAtReasonPage();
    await page.getByRole('combobox', { name: 'Where is the problem?' }).selectOption('Whole property');
    await reasonBox(page).fill('carbon');
    await page.getByRole('option', { name: 'Carbon monoxide alarm sounding' }).click();
    await pressContinue(page);

    const advice = page.getByRole('status').filter({ has: page.locator('ol') });
    await advice.waitFor();
    const items = advice.locator('ol > li');
    expect(await items.allTextContents()).toEqual([
      'If you smell gas or your carbon monoxide alarm goes off, act now:',
      'Open doors and windows.',
      'Turn off the gas at the meter if you can.',
      'Leave the property.',
      'Call the National Gas Emergency Service.',
      'Once you are safe, continue to report the repair.',
    ]);
    expect(await advice.locator('ol > li > strong').allTextContents()).toEqual([
      'If you smell gas or your carbon monoxide alarm goes off, act now:',
      'Call the National Gas Emergency Service.',
    ]);
    expect(await advice.textContent()).not.toMatch(/[?*]/);
    // A warning: Continue stays enabled and the next press goes on.
    await continueIs(page, 'enabled');
    expect(pathname(page)).toBe('/repairlocation');
    await pressContinue(page);
    await onPage(page, '/repairemergency');
  });

  it('warns Ben of his building’s pumps (FISPUMPS02, a supplementary code no row of the journey names), then goes on; Yes to the health question says SSR046', async () => {
    const { page } = await suite.open();
    await signIn(page, PERSONA.ben.email);
    await startFromDashboard(page);
    // His flat in Riverside Tower (homes first), a block of more than five storeys: its water is pumped.
    await onPage(page, '/repairproperty', 'Which property is the repair for?');
    await page.getByRole('radio').first().check();
    await pressContinue(page);
    await chooseAsset(page, 'My Property');
    await page.getByRole('combobox', { name: 'Where is the problem?' }).selectOption('Whole property');
    await reasonBox(page).fill('water');
    await page.getByRole('option', { name: 'Total loss of water' }).click();
    await pressContinue(page);

    // REP-ERR-06: every supplementary code with words is a warning: shown by the first Continue...
    await page.getByRole('status').filter({ hasText: PUMPS }).waitFor();
    await continueIs(page, 'enabled');
    expect(pathname(page)).toBe('/repairlocation');
    // ...and the next goes on.
    await pressContinue(page);
    await onPage(page, '/supplementaryquestion', 'Total loss of water');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await pressContinue(page);
    await onPage(page, '/repairemergency');
    await page.getByRole('radio', { name: 'Yes, I can provide access' }).check();
    await pressContinue(page);
    await notADuplicate(page);
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    await page
      .getByRole('textbox', { name: 'Tell us about the problem' })
      .fill('No water from any tap since this morning.');
    await pressContinue(page);
    await onPage(page, '/ConfirmedDampMould');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await pressContinue(page);
    await onPage(page, '/uploadmedia');
    await pressContinue(page);

    // The triage message of a health answer (SSR046): as soon as Yes is chosen, Continue still enabled.
    await onPage(page, '/vulnerabilityquestion', 'Your health and well-being');
    expect(await page.getByText(HEALTH_NOTED).count()).toBe(0);
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('status').filter({ hasText: HEALTH_NOTED }).waitFor();
    await continueIs(page, 'enabled');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByText(HEALTH_NOTED).waitFor({ state: 'detached' });
  });

  it('sends a failed eligibility check or enhanced check to /repairJourneyErrorPage with repair_Journey_Error_Message1, still signed in (REP-ERR-07)', async () => {
    const { page } = await amaraAtReasonPage();
    /** Reports a dripping tap from the reason page and lands on the repair error page. */
    const reportTapAndFail = async () => {
      await chooseReason(page, 'Kitchen', 'tap', 'Dripping tap');
      await pressContinue(page);
      await onPage(page, '/repairJourneyErrorPage', 'Sorry, there is a problem');
      await page.getByText('Sorry, something went wrong with your repair.').waitFor();
    };
    // The eligibility check answers 503: left to the app, a failed POST other than a 500 would
    // clear the saved state (signing her out) and show /genericerror.
    await page.route('**/works-orders/eligibilityoutcomes', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"title":"Unavailable"}' }),
    );
    await reportTapAndFail();
    await page.unroute('**/works-orders/eligibilityoutcomes');

    // Still signed in: home, and a new report whose enhanced check loses its connection.
    await page.route('**/enhanced-repair-eligibility', (route) => route.abort('connectionreset'));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await onPage(page, '/customer360View');
    await startFromDashboard(page);
    await page.waitForURL((url) => ['/repairasset', '/repairlocation'].includes(url.pathname));
    if (pathname(page) === '/repairasset') await chooseAsset(page, 'My Property');
    await reportTapAndFail();
  });

  it('shows SSR001 with Continue disabled, not an empty choice, for a property with no assets', async () => {
    const { page, errors } = await suite.open();
    await signIn(page, PERSONA.amara.email);
    // The gateway knows no asset of her home: no home, block or estate to repair.
    await page.route('**/api/assets/*/assets?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await startFromDashboard(page);
    await onPage(page, '/repairasset', 'Where is the repair needed?');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Sorry, the repairs section is not available at the moment.' })
      .waitFor();
    await continueIs(page, 'disabled');
    expect(await page.getByRole('group', { name: 'Choose where the problem is' }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });
});
