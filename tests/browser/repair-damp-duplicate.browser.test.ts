import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { signIn } from './portal-steps';
import {
  answerYesNo,
  chooseAsset,
  chooseReason,
  contactDetails,
  describe as describeProblem,
  newestWorkOrder,
  noHealthNeedNorIsolation,
  notADuplicate,
  onPage,
  pathname,
  pressContinue,
  startFromDashboard,
} from './repair-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;

/** The draft work order of the report in progress, as the portal keeps it in the browser. */
function workOrderInProgress(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('root') ?? '{}') as {
      journeys?: { byId?: Record<string, { current?: { facts?: { 'work-order'?: { id?: string } } } }> };
    };
    return root.journeys?.byId?.['report-a-repair']?.current?.facts?.['work-order']?.id;
  });
}

/** Amara's newest work order, as the gateway stored it, with its job notes. */
async function newestWithNotes(customerId: string) {
  const stored = await newestWorkOrder(suite, customerId);
  const notes = await suite.gateway.db
    .selectFrom('work_order_notes')
    .select('text')
    .where('work_order_id', '=', stored.id)
    .execute();
  return { stored, notes: notes.map((note) => note.text) };
}

/** Answers one page of the assessment: a list by its label, tick boxes by their labels. */
async function answerAssessmentPage(page: Page, answers: Record<string, string | string[]>): Promise<void> {
  for (const [label, value] of Object.entries(answers)) {
    if (Array.isArray(value)) {
      const group = page.getByRole('group', { name: label });
      for (const one of value) await group.getByRole('checkbox', { name: one }).check();
    } else {
      await page.getByRole('combobox', { name: label }).selectOption({ label: value });
    }
  }
}

/** Answers that score HIGH (31 points: black mould, a leak, a breathing condition). */
const HIGH: Record<string, string | string[]>[] = [
  {
    'Where in your home is the damp or mould?': ['Bedroom', 'Living room'],
    'How much of the wall or ceiling is affected?': 'A whole wall or ceiling',
    'How long has it been there?': 'More than six months',
  },
  {
    'Does it come back after you clean it?': 'Yes, within a few days',
    'What can you see or smell?': ['Black spots of mould'],
    'Is there a leak from a pipe, the roof or a gutter near the damp?': 'Yes',
  },
  {
    'Does anyone who lives with you have any of these?': ['A breathing condition such as asthma or COPD'],
    'Do your extractor fans and window trickle vents work?': 'No',
    'Has the mould damaged your belongings, such as clothes or furniture?': 'Yes',
  },
];

/** Answers that score MEDIUM (13 points, a young child at home). */
const MEDIUM: Record<string, string | string[]>[] = [
  {
    'Where in your home is the damp or mould?': ['Bedroom'],
    'How much of the wall or ceiling is affected?': 'Up to one square metre',
    'How long has it been there?': 'One to six months',
  },
  {
    'Does it come back after you clean it?': 'Yes, within a few weeks',
    'What can you see or smell?': ['Damp patches or tide marks'],
    'Is there a leak from a pipe, the roof or a gutter near the damp?': 'No',
  },
  {
    'Does anyone who lives with you have any of these?': ['A child under 5 or someone who is pregnant'],
    'Do your extractor fans and window trickle vents work?': 'Some of them',
    'Has the mould damaged your belongings, such as clothes or furniture?': 'No',
  },
];

/** From the media page of Amara's report: no photo, no health need, not self-isolating, her mobile; then Report the repair. */
async function amaraFinishesReport(page: Page): Promise<void> {
  await onPage(page, '/uploadmedia');
  await pressContinue(page);
  await noHealthNeedNorIsolation(page);
  await contactDetails(page, amara.mobilePhone, 'Amara Okafor');
  await pressContinue(page, 'Report the repair');
  await page.waitForURL((url) => ['/customer360View', '/appointmentscheduler'].includes(url.pathname), {
    timeout: 40_000,
  });
}

/** Amara on her dashboard starts a report on her home: a reason by location, typed words and suggestion. */
async function amaraReports(page: Page, location: string, typed: string, reason: string): Promise<void> {
  await startFromDashboard(page);
  await chooseAsset(page, 'My Property');
  await chooseReason(page, location, typed, reason);
  await pressContinue(page);
}

describe('damp and mould priority and notes, and the duplicate page (issue 14, items 3 and 4)', () => {
  it('keeps a cupboard repair answered "yes, damp" that scores HIGH a booked repair, not a damp emergency', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await amaraReports(page, 'Kitchen', 'cupboard', 'Kitchen cupboard door broken');
    await notADuplicate(page);
    await describeProblem(page, 'The cupboard under the sink is damp and its door has come off.');
    await answerYesNo(page, '/ConfirmedDampMould', 'Yes');
    for (const [index, answers] of HIGH.entries()) {
      await onPage(page, `/DampAndMouldAssesment/${index + 1}`, 'Tell us about the damp or mould');
      await answerAssessmentPage(page, answers);
      await pressContinue(page);
    }
    await amaraFinishesReport(page);
    // Not an emergency: the resident books an appointment (REP-DMP-03: PRODAMP only).
    expect(pathname(page)).toBe('/appointmentscheduler');
    const { stored, notes } = await newestWithNotes(amara.customerId);
    expect(stored).toMatchObject({ sor_code: 'CARPCUP01', priority: 'NA', is_emergency: false, is_draft: false });
    const assessment = (
      stored.payload as { assessmentInformation?: { assessmentOutcome?: { priorityLevel?: string } } }
    ).assessmentInformation;
    expect(assessment?.assessmentOutcome?.priorityLevel).toBe('HIGH');
    expect(notes).toEqual([]);
  });

  it('reports a PRODAMP repair assessed MEDIUM with the configured routine note; /DMCQuestions and a failed update', async () => {
    // The law changed: the routine inspection is now due within 10 days (a configuration value).
    await suite.gateway.db
      .updateTable('configuration_values')
      .set({ value: '10' })
      .where('name', '=', 'dampMouldRoutineSlaDays')
      .execute();
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await amaraReports(page, 'Damp and mould', 'damp', 'Investigate damp or mould');
    await notADuplicate(page);
    await describeProblem(page, 'There are damp patches on the bedroom wall behind the cot.');
    await onPage(page, '/DampAndMouldAssesment/1', 'Tell us about the damp or mould');
    await answerAssessmentPage(page, MEDIUM[0] ?? {});
    await pressContinue(page);
    await onPage(page, '/DampAndMouldAssesment/2');

    // /DMCQuestions opens the page group the report is on.
    await page.goto('/DMCQuestions');
    await onPage(page, '/DampAndMouldAssesment/2', 'Tell us about the damp or mould');
    await answerAssessmentPage(page, MEDIUM[1] ?? {});
    await pressContinue(page);
    await onPage(page, '/DampAndMouldAssesment/3');
    await answerAssessmentPage(page, MEDIUM[2] ?? {});

    // The damp and mould update fails: the generic error page (REP-DMP-05).
    await page.route('**/api/works-orders/assessment-score', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"title":"Server Error"}' }),
    );
    await pressContinue(page);
    await onPage(page, '/genericerror', 'Whoops');
    await page.unroute('**/api/works-orders/assessment-score');

    // Back to the assessment where it stopped, and on.
    await page.goto('/DMCQuestions');
    await onPage(page, '/DampAndMouldAssesment/3', 'Tell us about the damp or mould');
    await answerAssessmentPage(page, MEDIUM[2] ?? {});
    await pressContinue(page);
    await amaraFinishesReport(page);
    const { stored, notes } = await newestWithNotes(amara.customerId);
    expect(stored).toMatchObject({ sor_code: 'PRODAMP', priority: 'DM', is_emergency: false, is_draft: false });
    expect(notes).toEqual([
      'Damp and mould inspection needed within 10 days (SLA 10 days): the assessment priority is low or medium.',
    ]);
  });

  it('lets her go on past an open repair (SSR042) or a potential one (SSR075a), and carries on with her own draft in place (SSR074), discarding the new report', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    const goOn = page.getByRole('radio', { name: "I don't think this is a duplicate" });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    const leaveReport = async () => {
      await page.getByRole('button', { name: 'Exit', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Do you want to leave your repair report?' })
        .getByRole('button', { name: 'Leave without saving' })
        .click();
      await page.waitForURL((url) => url.pathname === '/customer360View');
    };

    // A potential duplicate: SSR075a, Continue disabled until she says it is not one.
    await amaraReports(page, 'Kitchen', 'tap', 'Dripping tap');
    await onPage(page, '/duplicaterepair', 'Have you already reported this?');
    await page.getByRole('radio', { name: /cold tap in the kitchen drips/ }).check();
    await pressContinue(page);
    const potential = page.getByText('This may be the same as a repair you have already reported.');
    await potential.waitFor();
    expect(await continueButton.isDisabled()).toBe(true);
    await goOn.check();
    await potential.waitFor({ state: 'detached' });
    expect(await continueButton.isDisabled()).toBe(false);
    await pressContinue(page);
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    await leaveReport();

    // Another open repair of hers, appointed: SSR042 says both will be looked at; the next Continue goes on.
    await amaraReports(page, 'Bedroom', 'door', 'Internal door sticking or damaged');
    await onPage(page, '/duplicaterepair', 'Have you already reported this?');
    await page.getByRole('radio', { name: /back bedroom door sticks/ }).check();
    await pressContinue(page);
    await page
      .getByRole('status')
      .filter({ hasText: 'You have already reported a similar repair. We will look at both together' })
      .waitFor();
    expect(await continueButton.isDisabled()).toBe(false);
    await pressContinue(page);
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    await leaveReport();

    // Her own draft of the radiator: SSR074 warns that this report will be discarded.
    await amaraReports(page, 'Heating and hot water', 'radiator', 'Radiator not getting warm');
    await onPage(page, '/duplicaterepair', 'Have you already reported this?');
    const draft = page.getByRole('radio', { name: /radiator in the front bedroom stays cold/ });
    await draft.check();
    await pressContinue(page);
    const offer = page.getByText('You have a draft of this repair. Press Continue to carry on with that draft instead');
    await offer.waitFor();
    await page.getByText('the report you are making now will be discarded').waitFor();
    // She says it is not a duplicate after all: the offer goes and she goes on.
    await goOn.check();
    await offer.waitFor({ state: 'detached' });
    await pressContinue(page);
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    await page.getByRole('button', { name: 'Back' }).click();
    await onPage(page, '/duplicaterepair');
    // This time she takes the offer: this report's own draft goes, and hers opens where she left it.
    const discarded = await workOrderInProgress(page);
    expect(discarded).toMatch(/^WO-/);
    expect(discarded).not.toBe(amara.workOrders.draft);
    await draft.check();
    await pressContinue(page);
    await offer.waitFor();
    await pressContinue(page);
    await page.getByText('We have kept the answers you saved.').waitFor();
    expect(pathname(page)).not.toBe('/duplicaterepair');
    expect(pathname(page)).not.toBe('/repairhistorydetails');
    await page.getByRole('button', { name: 'Save draft and exit' }).waitFor();
    expect(await workOrderInProgress(page)).toBe(amara.workOrders.draft);
    const left = await suite.gateway.db
      .selectFrom('work_orders')
      .select('id')
      .where('id', '=', discarded as string)
      .execute();
    expect(left).toEqual([]);
  });
});
