import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectNoAxeViolations, signIn } from './portal-steps';
import {
  amaraReportsKitchenRepair,
  answerYesNo,
  chloeReportsCommunalDoor,
  chooseAsset,
  chooseReason,
  contactDetails,
  emergencyLeakToPastThePhotos,
  describe as describeProblem,
  newestWorkOrder,
  noHealthNeedNorIsolation,
  notADuplicate,
  onPage,
  pathname,
  PNG_1X1,
  pressContinue,
  startFromDashboard,
  uploaded,
} from './repair-steps';

const suite = setUpBrowserSuite();
const { amara, chloe, dev } = PERSONA;
/** A health need Amara tells on /vulnerabilityquestion. */
const HEALTH_NEED = 'My son uses a wheelchair and cannot use the stairs.';

/** Answers one page of a data-driven run: a list by its label, tick boxes by their labels. */
async function answerRunPage(
  page: Page,
  answers: Record<string, string | RegExp | (string | RegExp)[]>,
): Promise<void> {
  for (const [label, value] of Object.entries(answers)) {
    if (Array.isArray(value)) {
      const group = page.getByRole('group', { name: label });
      for (const one of value) await group.getByRole('checkbox', { name: one }).check();
    } else {
      const list = page.getByRole('combobox', { name: label });
      const options = await list.locator('option').allTextContents();
      const wanted = options.find((text) => (typeof value === 'string' ? text === value : value.test(text)));
      await list.selectOption({ label: wanted ?? String(value) });
    }
  }
  await pressContinue(page);
}

describe('reporting a repair in the portal', () => {
  it('Amara reports a next-available kitchen repair with a photo, is asked the health question after it, and books a slot', async () => {
    const { page, errors } = await suite.open();
    await amaraReportsKitchenRepair(
      page,
      'cupboard',
      'Kitchen cupboard door broken',
      'The hinge of the cupboard under the sink has come off and the door hangs down.',
    );
    await expectNoAxeViolations(page);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cupboard.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await uploaded(page, 'cupboard.png');
    await pressContinue(page);

    // After the photos, the health question (docs/adr/0006, REP-NAV-46), then self-isolation.
    await onPage(page, '/vulnerabilityquestion', 'Your health and well-being');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('textbox', { name: 'Tell us about it' }).fill(HEALTH_NEED);
    await pressContinue(page);
    await answerYesNo(page, '/covidquestion', 'No');
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');
    const summary = (await page.locator('main').textContent()) ?? '';
    expect(summary).toContain('Kitchen cupboard door broken');
    expect(summary).toContain('cupboard.png');
    expect(summary).toContain(HEALTH_NEED);
    await expectNoAxeViolations(page);
    await pressContinue(page, 'Report the repair');

    // The job number arrives after the submission (the portal asks at once, then every 5 s); then the scheduler.
    await page.waitForURL((url) => url.pathname === '/appointmentscheduler', { timeout: 40_000 });
    const grid = page.getByRole('grid', { name: 'Appointments you can book' });
    await grid.waitFor({ timeout: 40_000 });
    await grid.locator('button[data-slot-id]').first().click();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    await page.getByText(/is booked for/).waitFor();

    const stored = await newestWorkOrder(suite, amara.customerId);
    expect(stored).toMatchObject({ status: 'Appointed', is_draft: false, repair_location: 'Kitchen' });
    // The health answer given after the photos reached the repair the priority was asked for.
    expect(stored.payload).toMatchObject({ isVulnerable: true, VulnerableResponseText: HEALTH_NEED });
    expect(stored.job_no).toBeTruthy();
    const documents = await suite.gateway.db
      .selectFrom('documents')
      .select(['file_name'])
      .where('work_order_id', '=', stored.id)
      .execute();
    expect(documents.map((document) => document.file_name)).toEqual(['cupboard.png']);
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });

  it('ends an emergency repair without a booking, with the emergency banner', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await startFromDashboard(page);
    await chooseAsset(page, 'My Property');
    await chooseReason(page, 'Kitchen', 'leak', 'Leak under the kitchen sink');
    await pressContinue(page);
    // The reason's own question, then the emergency access question.
    await onPage(page, '/supplementaryquestion', 'Leak under the kitchen sink');
    // No to the reason's question: SSR057, and Continue disabled.
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('alert').filter({ hasText: 'We cannot continue with this repair online' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await pressContinue(page);
    await onPage(page, '/repairemergency', 'This may be an emergency');
    await emergencyLeakToPastThePhotos(page);
    await noHealthNeedNorIsolation(page);
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');
    await pressContinue(page, 'Report the repair');
    await page.waitForURL((url) => url.pathname === '/customer360View', { timeout: 40_000 });
    await page.getByText(/Thank you, your emergency repair has been reported\. Your reference is \S+\./).waitFor();
    const stored = await newestWorkOrder(suite, amara.customerId);
    expect(stored).toMatchObject({
      status: 'Unappointed',
      priority: 'EME',
      is_emergency: true,
      appointment_start: null,
    });
  });

  it('lets Chloe report a communal repair on her block, and refuses her flat with E1', async () => {
    const { page } = await suite.open();
    await signIn(page, chloe.email);
    await chloeReportsCommunalDoor(page, 'The main entrance door does not close behind people.');
    const communal = await newestWorkOrder(suite, chloe.customerId);
    expect(communal).toMatchObject({ asset_id: chloe.blockAssetId, area: 'Block', is_draft: false });

    await page.goto('/repairasset');
    await chooseAsset(page, 'My Property');
    await chooseReason(page, 'Kitchen', 'tap', 'Dripping tap');
    await pressContinue(page);
    // E1: homeowners repair their own home; Continue stays disabled.
    await page.getByRole('alert').filter({ hasText: 'Repairs to homes you own' }).waitFor();
    expect(pathname(page)).toBe('/repairlocation');
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('scores a high damp and mould report in the defects period and adds the 24-hour inspection note', async () => {
    const { page } = await suite.open();
    await signIn(page, dev.email);
    await page.goto('/repairproperty');
    await chooseAsset(page, 'My Property');
    await chooseReason(page, 'Damp and mould', 'damp', 'Investigate damp or mould');
    await pressContinue(page);
    await notADuplicate(page);
    await describeProblem(page, 'Black mould is spreading across the bedroom wall and ceiling.');
    // A damp or mould code: the assessment starts at once, page by page.
    await onPage(page, '/DampAndMouldAssesment/1', 'Tell us about the damp or mould');
    await expectNoAxeViolations(page);
    await answerRunPage(page, {
      'Where in your home is the damp or mould?': ['Bedroom', 'Living room'],
      'How much of the wall or ceiling is affected?': 'A whole wall or ceiling',
      'How long has it been there?': 'More than six months',
    });
    await onPage(page, '/DampAndMouldAssesment/2');
    await answerRunPage(page, {
      'Does it come back after you clean it?': 'Yes, within a few days',
      'What can you see or smell?': [/^Black/],
      'Is there a leak from a pipe, the roof or a gutter near the damp?': /^Yes/,
    });
    await onPage(page, '/DampAndMouldAssesment/3');
    await answerRunPage(page, {
      'Does anyone who lives with you have any of these?': [/breathing/i],
      'Do your extractor fans and window trickle vents work?': 'No',
      'Has the mould damaged your belongings, such as clothes or furniture?': 'Yes',
    });
    await onPage(page, '/uploadmedia');
    await pressContinue(page);
    // After the photos of a home (in its defects period or not): health, then self-isolation.
    await noHealthNeedNorIsolation(page);
    await contactDetails(page, dev.mobilePhone, 'Dev Patel');
    await pressContinue(page, 'Report the repair');
    await page.waitForURL((url) => ['/customer360View', '/appointmentscheduler'].includes(url.pathname), {
      timeout: 40_000,
    });
    const stored = await newestWorkOrder(suite, dev.customerId);
    expect(stored.priority).toBe('DME');
    const assessment = (
      stored.payload as { assessmentInformation?: { assessmentOutcome?: { priorityLevel?: string } } }
    ).assessmentInformation;
    expect(assessment?.assessmentOutcome?.priorityLevel).toBe('HIGH');
    const notes = await suite.gateway.db
      .selectFrom('work_order_notes')
      .selectAll()
      .where('work_order_id', '=', stored.id)
      .execute();
    expect(notes.map((note) => note.text)).toEqual([expect.stringContaining('within 24 hours')]);
  });

  it('saves a draft with Save and exit and resumes it from the repairs list at the first incomplete step, answers kept', async () => {
    const { page } = await suite.open();
    await amaraReportsKitchenRepair(
      page,
      'worktop',
      'Kitchen worktop damaged',
      'The worktop next to the cooker has split and lifted at the joint.',
    );
    await pressContinue(page);
    await answerYesNo(page, '/vulnerabilityquestion', 'No');
    await onPage(page, '/covidquestion');
    await page.getByRole('button', { name: 'Save draft and exit' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    const draft = await newestWorkOrder(suite, amara.customerId);
    expect(draft).toMatchObject({
      status: 'In Diagnosis',
      is_draft: true,
      description: expect.stringContaining('split'),
    });

    // Another day, another device: from the repairs list.
    const other = await suite.open();
    await signIn(other.page, amara.email);
    await other.page.goto(`/repairhistorydetails?id=${draft.id}`);
    await other.page.getByRole('link', { name: 'Resume repair' }).click();
    await onPage(other.page, '/covidquestion', 'Self-isolation');
    await other.page.getByText('We have kept the answers you saved.').waitFor();
    await answerYesNo(other.page, '/covidquestion', 'No');
    await contactDetails(other.page, amara.mobilePhone, 'Amara Okafor');
    const summary = (await other.page.locator('main').textContent()) ?? '';
    for (const kept of [
      'My Property',
      'Kitchen',
      'Kitchen worktop damaged',
      'The worktop next to the cooker has split',
      'No',
    ])
      expect(summary).toContain(kept);
  });

  it('clears the answers a change from the summary removes, after asking, and asks them again', async () => {
    const { page } = await suite.open();
    await amaraReportsKitchenRepair(
      page,
      'cupboard',
      'Kitchen cupboard door broken',
      'The cupboard door under the sink is hanging off.',
    );
    await pressContinue(page);
    await noHealthNeedNorIsolation(page);
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');

    await page.getByRole('button', { name: 'Change Damp or mould' }).click();
    await onPage(page, '/ConfirmedDampMould');
    await page.getByRole('radio', { name: 'Yes', exact: true }).click();
    // The resident is told which answers go before they go.
    const dialog = page.getByRole('alertdialog', { name: 'Changing this answer will remove other answers' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Self-isolating/);
    await dialog.getByRole('button', { name: 'Change my answer' }).click();
    await pressContinue(page);
    // Through the new branch: the assessment, then the pages whose answers were removed.
    await onPage(page, '/DampAndMouldAssesment/1');
    await answerRunPage(page, {
      'Where in your home is the damp or mould?': ['Kitchen'],
      'How much of the wall or ceiling is affected?': 'Smaller than a sheet of A4 paper',
      'How long has it been there?': 'Less than a month',
    });
    await answerRunPage(page, {
      'Does it come back after you clean it?': 'No',
      'What can you see or smell?': [/damp patches/i],
      'Is there a leak from a pipe, the roof or a gutter near the damp?': 'No',
    });
    await answerRunPage(page, {
      'Does anyone who lives with you have any of these?': ['None of these'],
      'Do your extractor fans and window trickle vents work?': 'Yes, all of them',
      'Has the mould damaged your belongings, such as clothes or furniture?': 'No',
    });
    await onPage(page, '/uploadmedia');
    await pressContinue(page);
    for (const asked of ['/vulnerabilityquestion', '/covidquestion']) {
      await onPage(page, asked);
      expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked(), asked).toBe(false);
      await answerYesNo(page, asked, 'No');
    }
    // REP-EDT-02: the later answers went with the change, the contact details too; asked again.
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');
    expect(await page.locator('main').textContent()).toContain('The cupboard door under the sink is hanging off.');
  });

  it('never overwrites a draft changed in another window: the second save gets 412 and the resident is told', async () => {
    const first = await suite.open();
    await signIn(first.page, amara.email);
    const draftSaved = (page: Page) =>
      page.waitForResponse(
        (response) => response.request().method() !== 'GET' && response.url().includes(amara.workOrders.draft),
      );
    const firstSaved = draftSaved(first.page);
    await first.page.goto(`/repairproperty?resume=${amara.workOrders.draft}`);
    await first.page.getByText('We have kept the answers you saved.').waitFor();
    expect((await firstSaved).ok()).toBe(true);
    const second = await suite.open();
    await signIn(second.page, amara.email);
    // Each window saves the draft as it opens it; the second holds the newest version, the first an older one.
    const secondSaved = draftSaved(second.page);
    await second.page.goto(`/repairproperty?resume=${amara.workOrders.draft}`);
    await second.page.getByText('We have kept the answers you saved.').waitFor();
    expect((await secondSaved).ok()).toBe(true);
    const version = () =>
      suite.gateway.db
        .selectFrom('work_orders')
        .select(['etag', 'description'])
        .where('id', '=', amara.workOrders.draft)
        .executeTakeFirstOrThrow();
    const before = await version();

    // The first window's save carries the older version: refused, and it says so.
    await first.page.getByRole('button', { name: 'Save draft and exit' }).click();
    await onPage(first.page, '/repairJourneyErrorPage');
    await first.page.getByText('This repair was changed in another window or on another device').waitFor();
    expect(await version()).toEqual(before);

    // The second window saves as usual.
    await second.page.getByRole('button', { name: 'Save draft and exit' }).click();
    await second.page.waitForURL((url) => url.pathname === '/customer360View');
    const saved = await version();
    expect(saved.etag).not.toBe(before.etag);
    expect(saved.description).toBe(before.description);
  });

  it('resumes Amara’s draft asking its priority first, and resets the answers after a reason changed on another device since her browser’s copy', async () => {
    const { page } = await suite.open();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, amara.email);
    const id = amara.workOrders.draft;
    const row = () =>
      suite.gateway.db.selectFrom('work_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const original = await row();
    const priorityAsked = () =>
      page.waitForRequest(
        (request) =>
          request.method() === 'POST' && new URL(request.url()).pathname === '/api/works-orders/repair-priority',
      );
    const resumeFromDetails = async () => {
      await page.goto(`/repairhistorydetails?id=${id}`);
      await page.getByRole('link', { name: 'Resume repair' }).click();
    };
    try {
      // REP-EDT-04: the priority is asked of the lookup, with what the draft holds, before the journey routes.
      const first = priorityAsked();
      await resumeFromDetails();
      expect((await first).postDataJSON()).toMatchObject({
        repairType: 'HEATRAD01',
        isEmergency: false,
        channel: 'CustomerSelfService',
      });
      await page.getByText('We have kept the answers you saved.').waitFor();
      // Her draft was answered up to the contact details; that is where it opens.
      await onPage(page, '/customerdetails');
      // She leaves; her browser keeps its copy of the draft (the radiator, described).
      await page.goto('/customer360View');

      // On another device the reason became a leaking boiler; a partial save left the description.
      await suite.gateway.db
        .updateTable('work_orders')
        .set({
          sor_code: 'HEATBLK01',
          etag: '"changed-on-another-device"',
          payload: sql`payload || ${JSON.stringify({ repairReason: 'Boiler leaking water' })}::jsonb`,
        })
        .where('id', '=', id)
        .execute();
      const second = priorityAsked();
      await resumeFromDetails();
      expect((await second).postDataJSON()).toMatchObject({ repairType: 'HEATBLK01' });
      // REP-EDT-02 on resume: the reason differs from her copy, so every later answer is asked again,
      // from the emergency question of a leaking boiler; the radiator's description is gone.
      await onPage(page, '/repairemergency');
      await page.getByRole('radio', { name: 'Yes, I can provide access' }).check();
      await pressContinue(page);
      await notADuplicate(page);
      await onPage(page, '/repairadditionaldetails', 'Describe the problem');
      expect(await page.getByRole('textbox', { name: 'Tell us about the problem' }).inputValue()).toBe('');
    } finally {
      const { sor_code, etag, payload, description } = original;
      await suite.gateway.db
        .updateTable('work_orders')
        .set({ sor_code, etag, payload: JSON.stringify(payload), description })
        .where('id', '=', id)
        .execute();
    }
  });

  it('refuses a renamed program, a 25 MB image and a sixth file with the spec messages, storing none of them', async () => {
    const { page } = await suite.open();
    await amaraReportsKitchenRepair(
      page,
      'fan',
      'Extractor fan not working',
      'The extractor fan above the cooker does not turn on.',
    );
    const input = page.locator('input[type=file]');
    const workOrder = await newestWorkOrder(suite, amara.customerId);
    const stored = () =>
      suite.gateway.db
        .selectFrom('documents')
        .select(['file_name'])
        .where('work_order_id', '=', workOrder.id)
        .execute();

    // A program renamed .jpg: the gateway reads its first bytes.
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
    await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: program });
    await page
      .getByRole('alert')
      .getByText('holiday.jpg was not added. The file must be a JPG, JPEG, GIF or PNG.')
      .waitFor();
    // 25 MB: refused before it is sent. Given as a file on disk (sparse, so it costs nothing):
    // Playwright hands Chromium a path, where a 25 MB buffer crosses the DevTools connection and
    // took more than 15 s with other work on both cores.
    const folder = mkdtempSync(join(tmpdir(), 'repair-journey-'));
    const big = join(folder, 'big.png');
    writeFileSync(big, '');
    truncateSync(big, 25_000_000);
    await input.setInputFiles(big);
    rmSync(folder, { recursive: true, force: true });
    await page.getByRole('alert').getByText('big.png was not added. The file is too large.').waitFor();
    expect(await stored()).toEqual([]);
    // Neither is listed with the files added.
    expect(await page.getByRole('list', { name: 'Files added' }).count()).toBe(0);

    for (let at = 1; at <= 5; at += 1)
      await input.setInputFiles({ name: `photo-${at}.png`, mimeType: 'image/png', buffer: PNG_1X1 });
    // Five uploaded, none still on its way.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.rp-file-list__item').length === 5 &&
        !document.querySelector('.rp-file-list progress'),
    );
    expect((await stored()).map((row) => row.file_name).sort()).toEqual([
      'photo-1.png',
      'photo-2.png',
      'photo-3.png',
      'photo-4.png',
      'photo-5.png',
    ]);
    // The sixth: the list is full (the picker is disabled), and the gateway refuses it too.
    expect(await input.isDisabled()).toBe(true);
    const sixth = await page.evaluate(async (workOrderId) => {
      const root = JSON.parse(localStorage.getItem('root') ?? '{}') as { session?: { accessToken?: string } };
      const response = await fetch(`/api/works-orders/${workOrderId}/documents`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${root.session?.accessToken ?? ''}`,
          'Ocp-Apim-Subscription-Key': 'browser-test-key',
          Channel: 'CustomerSelfService',
        },
        body: JSON.stringify({
          DocumentType: 'WORKORDER',
          Media: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          Metadata: [
            { key: 'content-type', value: 'image/png' },
            { key: 'filename', value: 'photo-6.png' },
          ],
        }),
      });
      return { status: response.status, body: await response.text() };
    }, workOrder.id);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toContain('Upload_Media_Max_Attachments');
    expect(await stored()).toHaveLength(5);
  });
});
