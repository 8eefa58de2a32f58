import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { putReferenceEntry } from '../../gateway/server/repositories/reference-data-repository';
import { PERSONA } from '../../gateway/server/seed/personas';
import type { CaseType } from '../../schemas/generated/types';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, openFinancialAdvice, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara, ben, chloe } = PERSONA;

const QUESTIONS = 'Tell us about your request';
const CASE_TYPE = 'What is your request about?';
const CONTACT = 'How should we contact you about your request?';
const REVIEW = 'Check your request before you send it';
const STOLEN = 'If your fob was stolen, please report the theft to the police on 101';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const casesCard = (page: Page) => page.getByRole('region', { name: 'Your requests' });

async function onPage(page: Page, path: string, heading: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await expectHeading(page, heading);
}

/** Types into the case type box and chooses the suggestion with this name. */
async function chooseCaseType(page: Page, typed: string, suggestion: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Type of request' }).fill(typed);
  await page.getByRole('option', { name: suggestion }).click();
}

/** The page of a question of the run: its route, the heading and "Question x of y". */
async function onQuestion(page: Page, path: string, progress: string): Promise<void> {
  await onPage(page, path, QUESTIONS);
  await page.getByText(progress, { exact: true }).waitFor();
}

/** The cases stored for a resident, newest last. */
function casesOf(customerId: string) {
  return suite.gateway.db
    .selectFrom('cases')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_date')
    .execute();
}

/** The answers of the request in progress as the portal keeps them in the browser (the root key). */
function savedCaseAnswers(page: Page): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('root') ?? '{}') as {
      journeys?: { byId?: Record<string, { current?: { answers?: Record<string, unknown> } }> };
    };
    return root.journeys?.byId?.['raise-a-case']?.current?.answers;
  });
}

/** The review rows' labels, in order. */
function reviewLabels(page: Page): Promise<string[]> {
  return page.locator('.rp-summary-list__key').allTextContents();
}

describe('raising a service request (journeys/case.json)', () => {
  it('Amara raises a lost fob request: a blocking answer, a skip, text rules, a change from the review, the slow notice and the banner', async () => {
    const portal = await suite.open();
    const { page } = portal;
    await signIn(page, amara.email);
    await casesCard(page).getByRole('link', { name: 'Raise a new request' }).click();
    // One home: the property page is passed over, and Back from the type goes home.
    await onPage(page, '/caseType', CASE_TYPE);
    await continueButton(page).click();
    await page.getByRole('alert').getByRole('link', { name: 'Enter what your request is about.' }).waitFor();
    await chooseCaseType(page, 'fob', 'Lost fob');
    await continueButton(page).click();

    // A blocking answer: the message at once, a warning after the first Continue, on at the second.
    await onQuestion(page, '/caseQuestionnaireRadio', 'Question 1 of 4');
    const lostOrStolen = page.getByRole('group', { name: 'Was your fob lost or stolen?' });
    await lostOrStolen.getByRole('radio', { name: 'Stolen' }).check();
    await page.getByRole('alert').filter({ hasText: STOLEN }).waitFor();
    await continueButton(page).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Warning ${STOLEN}` })
      .waitFor();
    expect(await page.getByRole('alert').filter({ hasText: STOLEN }).count()).toBe(0);
    await continueButton(page).click();
    await onQuestion(page, '/caseQuestionnaireDropdown', 'Question 2 of 4');
    // Back to it: a lost fob after all.
    await page.getByRole('button', { name: 'Back' }).click();
    await onQuestion(page, '/caseQuestionnaireRadio', 'Question 1 of 4');
    await lostOrStolen.getByRole('radio', { name: 'Lost' }).check();
    await continueButton(page).click();

    // The information message of the question, and "3 or more" skips the next question.
    await onQuestion(page, '/caseQuestionnaireDropdown', 'Question 2 of 4');
    await page.getByText('A replacement fob costs £15.').waitFor();
    await page.getByRole('combobox', { name: 'How many fobs do you need?' }).selectOption({ label: '3 or more' });
    await continueButton(page).click();
    await onQuestion(page, '/caseQuestionnaireText', 'Question 4 of 4');
    await expectNoAxeViolations(page);

    // Text answers: required, no > < & * ! or double hyphen, line breaks joined on leaving the box.
    const anythingElse = page.getByRole('textbox', { name: 'Is there anything else we should know?' });
    await continueButton(page).click();
    await page.getByRole('alert').getByRole('link', { name: 'Answer the question to continue.' }).waitFor();
    for (const refused of ['Lost it near <the bins>', 'Lost it -- somewhere']) {
      await anythingElse.fill(refused);
      await continueButton(page).click();
      await page
        .getByRole('alert')
        .getByRole('link', { name: 'Your answer cannot contain > < & * ! or two hyphens together.' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/caseQuestionnaireText');
    }
    await anythingElse.fill('Lost it on the bus\nnear the park');
    await anythingElse.blur();
    await page.waitForFunction(
      (name) =>
        (document.querySelector(`textarea[name="${name}"]`) as HTMLTextAreaElement).value ===
        'Lost it on the bus near the park',
      'case-answers.q4',
    );
    await continueButton(page).click();

    await onPage(page, '/contactdetails', CONTACT);
    await page.getByRole('radio', { name: amara.mobilePhone }).check();
    await page.getByRole('textbox', { name: 'Who should we ask for?' }).fill('Amara Okafor');
    await page.getByRole('radio', { name: 'It is me' }).check();
    await continueButton(page).click();

    // The review: questions by their place, no property row (one home), a change link on every row.
    await onPage(page, '/caseReview', REVIEW);
    expect(await reviewLabels(page)).toEqual([
      'Type of request',
      'Question 1: Was your fob lost or stolen?',
      'Question 2: How many fobs do you need?',
      'Question 4: Is there anything else we should know?',
      'Phone number',
      'Contact name',
      'Relationship',
    ]);
    expect(await page.locator('.rp-summary-list__actions button').count()).toBe(7);

    // A change of an earlier answer removes the later ones, after saying so, and asks them again.
    await page.getByRole('button', { name: 'Change Question 2: How many fobs do you need?' }).click();
    await onQuestion(page, '/caseQuestionnaireDropdown', 'Question 2 of 4');
    await page.getByRole('combobox', { name: 'How many fobs do you need?' }).selectOption({ label: '1' });
    const warning = page.getByRole('alertdialog', { name: 'Changing this answer will remove other answers' });
    expect(await warning.getByRole('listitem').allTextContents()).toEqual(['Is there anything else we should know?']);
    await warning.getByRole('button', { name: 'Change my answer' }).click();
    // Gone from the request saved in the browser too, not only from what is sent; the case-edit flag is set.
    const saved = await savedCaseAnswers(page);
    expect(saved?.['case-answers']).toEqual({ q1: 'L', q2: '1' });
    expect(saved?.['case-edit']).toBe(true);
    await continueButton(page).click();
    await onQuestion(page, '/caseQuestionnaireRadio', 'Question 3 of 4');
    await page.getByRole('radio', { name: 'Post it to me' }).check();
    await continueButton(page).click();
    await onQuestion(page, '/caseQuestionnaireText', 'Question 4 of 4');
    expect(await anythingElse.inputValue()).toBe('');
    await anythingElse.fill('Lost it on the bus');
    await continueButton(page).click();
    await onPage(page, '/caseReview', REVIEW);
    expect(await reviewLabels(page)).toContain('Question 3: How would you like to get the new fob?');

    // Sending takes long: Case_CC022 is said after a second, then the dashboard names the reference.
    await page.route('**/api/cases', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1800));
      return route.continue();
    });
    const before = await casesOf(amara.customerId);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').filter({ hasText: 'This is taking longer than usual. Please wait.' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    const stored = await casesOf(amara.customerId);
    expect(stored).toHaveLength(before.length + 1);
    const created = stored.at(-1);
    expect(created).toMatchObject({
      case_type_id: 'CT-LOSTFOB',
      case_type_description: 'Lost fob',
      tenancy_id: amara.tenancyId,
      asset_id: amara.houseAssetId,
    });
    expect(created?.additional_info).toEqual([
      { questionId: 'q1', responseId: ['L'] },
      { questionId: 'q2', responseId: ['1'] },
      { questionId: 'q3', responseId: ['P'] },
      { questionId: 'q4', responseText: 'Lost it on the bus' },
    ]);
    const reference = created?.case_reference_number ?? '';
    await page
      .getByRole('status')
      .filter({ hasText: `Your request has been sent. Your reference is ${reference}.` })
      .waitFor();
    await casesCard(page).getByText(`Reference: ${reference}`).waitFor();
    expect(portal.errors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
  });

  it('asks before Back leaves a changed answer behind (SSR043), in the questionnaire and in the financial advice referral', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    const back = page.getByRole('button', { name: 'Back', exact: true });
    const confirmation = page.getByRole('alertdialog', { name: 'Are you sure you want to go back?' });

    // A question answered and not yet taken on by Continue: Back asks; staying keeps the answer.
    await casesCard(page).getByRole('link', { name: 'Raise a new request' }).click();
    await onPage(page, '/caseType', CASE_TYPE);
    await chooseCaseType(page, 'fob', 'Lost fob');
    await continueButton(page).click();
    await onQuestion(page, '/caseQuestionnaireRadio', 'Question 1 of 4');
    await page.getByRole('radio', { name: 'Lost' }).check();
    await back.click();
    await confirmation.getByRole('button', { name: 'Stay on this page' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/caseQuestionnaireRadio');
    expect(await page.getByRole('radio', { name: 'Lost' }).isChecked()).toBe(true);
    await back.click();
    await confirmation.getByRole('button', { name: 'Yes, go back' }).click();
    await onPage(page, '/caseType', CASE_TYPE);

    // The referral's first page: Back goes home, once she says so.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await openFinancialAdvice(page);
    await onPage(page, '/enquiryconsent', 'Who is the financial advice for?');
    await page.getByRole('radio', { name: 'Myself' }).check();
    await back.click();
    await confirmation.getByRole('button', { name: 'Yes, go back' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
  });

  it('Ben chooses between his home and his garage, and Exit leaves without keeping the request', async () => {
    const { page } = await suite.open();
    await signIn(page, ben.email);
    await page.goto('/selectTenancy');
    await onPage(page, '/selectTenancy', 'Which property is your request about?');
    const addresses = await page.getByRole('group', { name: 'Choose the property' }).getByRole('radio').all();
    expect(addresses).toHaveLength(2);
    // The flat (residential) first, then the garage.
    const labels = await page.locator('.rp-radios__label').allTextContents();
    expect(labels[0]).toMatch(/Riverside Tower/);
    await page.getByRole('radio', { name: labels[1] as string }).check();
    await continueButton(page).click();
    await onPage(page, '/caseType', CASE_TYPE);
    await chooseCaseType(page, 'parking', 'Garage or parking query');
    // The type just chosen would be left behind: Back asks first (SSR043).
    await page.getByRole('button', { name: 'Back' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to go back?' })
      .getByRole('button', { name: 'Yes, go back' })
      .click();
    await onPage(page, '/selectTenancy', 'Which property is your request about?');
    expect(await page.getByRole('radio', { name: labels[1] as string }).isChecked()).toBe(true);

    // Exit offers Leave and Return only; Leave goes home and the request is not kept.
    expect(await page.getByRole('button', { name: 'Save draft and exit' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Exit' }).click();
    const modal = page.getByRole('dialog', { name: 'Do you want to leave this request?' });
    expect(await modal.getByRole('button').allTextContents()).toEqual([
      'Leave without saving',
      'Go back to my request',
    ]);
    await modal.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    await page.goto('/caseType');
    await onPage(page, '/selectTenancy', 'Which property is your request about?');
    expect(await page.getByRole('radio', { name: labels[1] as string }).isChecked()).toBe(false);
  });

  it("Chloe is offered only her tenancy group's types; the covid question; the failures of loading and of sending", async () => {
    const { page } = await suite.open();
    await signIn(page, chloe.email);
    await page.goto('/selectTenancy');
    await onPage(page, '/caseType', CASE_TYPE);
    const box = page.getByRole('combobox', { name: 'Type of request' });
    // Rent queries are for social, non-residential and commercial tenancies, not leasehold.
    await box.fill('rent');
    await page.getByRole('option', { name: 'Service charge query' }).waitFor();
    expect(await page.getByRole('option', { name: 'Rent query' }).count()).toBe(0);
    await box.fill('household');
    await page.getByText('No results found').waitFor();
    // Text that matches no type of request: Case_Type_Error, not "enter something".
    await continueButton(page).click();
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'We could not find that type of request. Choose one from the list.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/caseType');
    await box.fill('');
    await chooseCaseType(page, 'mice', 'Pest report');
    await continueButton(page).click();

    await onQuestion(page, '/caseQuestionnaireDropdown', 'Question 1 of 3');
    await page.getByRole('combobox', { name: 'What kind of pest have you seen?' }).selectOption({ label: 'Mice' });
    await continueButton(page).click();
    // The covid-type question: Case_Covid_CC007 and Continue disabled until an answer is chosen.
    await onQuestion(page, '/caseQuestionnaireRadio', 'Question 2 of 3');
    await page.getByRole('alert').filter({ hasText: 'Choose an answer to continue.' }).waitFor();
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'No' }).check();
    expect(await continueButton(page).isDisabled()).toBe(false);
    expect(await page.getByRole('alert').filter({ hasText: 'Choose an answer to continue.' }).count()).toBe(0);
    await continueButton(page).click();
    await onQuestion(page, '/caseQuestionnaireText', 'Question 3 of 3');
    await page.getByRole('textbox', { name: 'Where have you seen them?' }).fill('In the kitchen');
    await continueButton(page).click();
    await onPage(page, '/contactdetails', CONTACT);
    await page.getByRole('radio', { name: chloe.mobilePhone }).check();
    await page.getByRole('textbox', { name: 'Who should we ask for?' }).fill('Chloe Martin');
    await page.getByRole('radio', { name: 'It is me' }).check();
    await continueButton(page).click();
    await onPage(page, '/caseReview', REVIEW);

    // The case cannot be created: Case_CC023 on the journeys' error page, nothing stored.
    const before = await casesOf(chloe.customerId);
    await page.route('**/api/cases', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"status":500,"title":"Server Error","errors":[]}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL((url) => url.pathname === '/repairJourneyErrorPage');
    await page.getByText('Sorry, we could not create your request. Please try again later.').waitFor();
    expect(await casesOf(chloe.customerId)).toHaveLength(before.length);

    // Her properties cannot be loaded: /genericerror with cases_servicedown.
    await page.route('**/api/customers/*/tenancies', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"status":404,"title":"Not Found","errors":[]}',
      }),
    );
    await page.goto('/selectTenancy');
    await page.waitForURL((url) => url.pathname === '/genericerror');
    await page.getByText('Sorry, requests are not available at the moment.').waitFor();
  });

  it("offers a case type an analyst added as data while the portal runs, and the new request heads Amara's list", async () => {
    // The worked example of docs/journeys/README.md, put into the reference data as
    // `npm run case-types -- add` does: no code, no restart.
    const parking = JSON.parse(
      readFileSync('docs/journeys/examples/case-type-parking-permit.json', 'utf8'),
    ) as CaseType;
    await putReferenceEntry(suite.gateway.db, 'case-types', parking.id, parking);
    try {
      const { page } = await suite.open();
      await signIn(page, amara.email);
      await page.goto('/selectTenancy');
      await onPage(page, '/caseType', CASE_TYPE);
      await chooseCaseType(page, 'car', 'Parking permit');
      await continueButton(page).click();
      await onQuestion(page, '/caseQuestionnaireRadio', 'Question 1 of 3');
      await page.getByRole('radio', { name: "A resident's permit for my car" }).check();
      await continueButton(page).click();
      // Its skip of 2 passes the visitor permits question.
      await onQuestion(page, '/caseQuestionnaireText', 'Question 3 of 3');
      await page.getByRole('textbox', { name: 'What is the registration number of the car?' }).fill('AB12 CDE');
      await continueButton(page).click();
      await onPage(page, '/contactdetails', CONTACT);
      await page.getByRole('radio', { name: amara.homePhone }).check();
      await page.getByRole('textbox', { name: 'Who should we ask for?' }).fill('Amara Okafor');
      await page.getByRole('radio', { name: 'It is me' }).check();
      await continueButton(page).click();
      await onPage(page, '/caseReview', REVIEW);
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.waitForURL((url) => url.pathname === '/customer360View');
      const created = (await casesOf(amara.customerId)).at(-1);
      expect(created).toMatchObject({ case_type_id: 'CT-PARKING', case_type_description: 'Parking permit' });
      expect(created?.additional_info).toEqual([
        { questionId: 'p1', responseId: ['NEW'] },
        { questionId: 'p3', responseText: 'AB12 CDE' },
      ]);
      const reference = created?.case_reference_number ?? '';
      await page
        .getByRole('status')
        .filter({ hasText: `Your reference is ${reference}.` })
        .waitFor();
      // First on the card and first in the list of her requests.
      await casesCard(page).getByText(`Reference: ${reference}`).waitFor();
      await casesCard(page).getByRole('link', { name: 'View all requests' }).click();
      await page.waitForURL((url) => url.pathname === '/casesearch');
      const firstRow = page.locator('table.repair-table tbody tr').first();
      await firstRow.getByText(reference).waitFor();
      expect(await firstRow.textContent()).toContain('Parking permit');
    } finally {
      await suite.gateway.db
        .deleteFrom('reference_data')
        .where('namespace', '=', 'case-types')
        .where('key', '=', parking.id)
        .execute();
    }
  });
});
