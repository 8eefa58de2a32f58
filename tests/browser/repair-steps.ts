import type { Page } from 'playwright-core';
import { PERSONA } from '../../gateway/server/seed/personas';
import type { BrowserSuite } from '../support/browser-suite';
import { signIn } from './portal-steps';

/** The path of the page the browser is on. */
export const pathname = (page: Page) => new URL(page.url()).pathname;

/** Waits for a page of the journey (its address, without regard to case) and its heading. */
export async function onPage(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.waitForURL((url) => url.pathname.toLowerCase() === path.toLowerCase(), { timeout: 30_000 });
  if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Presses the page's Continue (or its own name for it). */
export async function pressContinue(page: Page, name: string | RegExp = 'Continue'): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
}

/** Chooses the card of /repairasset and continues to the reason page. */
export async function chooseAsset(page: Page, card: string): Promise<void> {
  await onPage(page, '/repairasset', 'Where is the repair needed?');
  await page.getByRole('radio', { name: card }).check();
  await pressContinue(page);
  await onPage(page, '/repairlocation', 'What is the problem?');
}

/** Chooses a location, types into the reason box and picks a suggestion. */
export async function chooseReason(page: Page, location: string, typed: string, suggestion: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Where is the problem?' }).selectOption(location);
  await page.getByRole('combobox', { name: 'What is the problem?' }).fill(typed);
  await page.getByRole('option', { name: suggestion }).click();
}

/** Passes the duplicate page, when it shows, with "I don't think this is a duplicate". */
export async function notADuplicate(page: Page): Promise<void> {
  await page.waitForURL((url) => ['/duplicaterepair', '/repairadditionaldetails'].includes(url.pathname.toLowerCase()));
  if (pathname(page).toLowerCase() !== '/duplicaterepair') return;
  await page.getByRole('radio', { name: "I don't think this is a duplicate" }).check();
  await pressContinue(page);
}

/** Describes the problem on /repairadditionaldetails and continues (the page waits a second). */
export async function describe(page: Page, text: string): Promise<void> {
  await onPage(page, '/repairadditionaldetails', 'Describe the problem');
  await page.getByRole('textbox', { name: 'Tell us about the problem' }).fill(text);
  await pressContinue(page);
}

/** Answers a yes/no page by its label. */
export async function answerYesNo(page: Page, path: string, answer: 'Yes' | 'No'): Promise<void> {
  await onPage(page, path);
  await page.getByRole('radio', { name: answer, exact: true }).check();
  await pressContinue(page);
}

/**
 * The leak under the kitchen sink from the emergency access question to past the photos page:
 * access given, not a duplicate, the water described, not damp or mould, no photos.
 */
export async function emergencyLeakToPastThePhotos(page: Page): Promise<void> {
  await onPage(page, '/repairemergency');
  await page.getByRole('radio', { name: 'Yes, I can provide access' }).check();
  await pressContinue(page);
  await notADuplicate(page);
  await describe(page, 'Water is pouring from the pipe under the sink onto the floor.');
  await answerYesNo(page, '/ConfirmedDampMould', 'No');
  await onPage(page, '/uploadmedia');
  await pressContinue(page);
}

/**
 * After the photos of a repair to the home, as the demo settings have it: the health question
 * (docs/adr/0006), then the self-isolation question, both answered No.
 */
export async function noHealthNeedNorIsolation(page: Page): Promise<void> {
  await answerYesNo(page, '/vulnerabilityquestion', 'No');
  await answerYesNo(page, '/covidquestion', 'No');
}

/** Gives the contact details: a saved number, the name and the relation. */
export async function contactDetails(page: Page, number: string, name: string): Promise<void> {
  await onPage(page, '/customerdetails', 'How should we contact you about this repair?');
  await page.getByRole('radio', { name: number }).check();
  await page.getByRole('textbox', { name: 'Who should we ask for?' }).fill(name);
  await page.getByRole('radio', { name: 'It is me' }).check();
  await pressContinue(page);
  await onPage(page, '/confirmationdetails', 'Check your answers before reporting the repair');
}

/** A small real PNG (1 by 1 pixel). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Waits until a file is in the list, uploaded (no progress bar left). */
export async function uploaded(page: Page, name: string): Promise<void> {
  await page.getByRole('list', { name: 'Files added' }).getByRole('listitem').filter({ hasText: name }).waitFor();
  await page.locator('.rp-file-list progress').first().waitFor({ state: 'detached' });
}

/** From the dashboard's repairs card, Report a repair. */
export async function startFromDashboard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Report a repair' }).first().click();
}

/**
 * Amara signs in and reports a kitchen repair on her home up to the media page: the reason found
 * by `typed`, not a duplicate, the problem described, no damp or mould.
 */
export async function amaraReportsKitchenRepair(
  page: Page,
  typed: string,
  reason: string,
  problem: string,
): Promise<void> {
  await signIn(page, PERSONA.amara.email);
  await startFromDashboard(page);
  // One home: the property page is passed over.
  await chooseAsset(page, 'My Property');
  await chooseReason(page, 'Kitchen', typed, reason);
  await pressContinue(page);
  await notADuplicate(page);
  await describe(page, problem);
  await answerYesNo(page, '/ConfirmedDampMould', 'No');
  await onPage(page, '/uploadmedia', 'Add photos or videos');
}

/**
 * Chloe, signed in on her dashboard, reports a communal door repair on her block with this
 * description and submits it; it ends when the portal has left the summary (the scheduler, or the
 * dashboard for a repair booked without an appointment).
 */
export async function chloeReportsCommunalDoor(page: Page, problem: string): Promise<void> {
  const { chloe } = PERSONA;
  await startFromDashboard(page);
  await chooseAsset(page, 'My Block');
  await chooseReason(page, 'Communal areas', 'door', 'Communal door not closing');
  await pressContinue(page);
  await notADuplicate(page);
  await describe(page, problem);
  await onPage(page, '/uploadmedia');
  await pressContinue(page);
  await contactDetails(page, chloe.mobilePhone, 'Chloe Martin');
  await pressContinue(page, 'Report the repair');
  await page.waitForURL((url) => ['/customer360View', '/appointmentscheduler'].includes(url.pathname), {
    timeout: 40_000,
  });
}

/** The resident's newest work order, as the suite's gateway stored it. */
export async function newestWorkOrder(suite: BrowserSuite, customerId: string) {
  return suite.gateway.db
    .selectFrom('work_orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}
