/**
 * Takes the screenshots of the pets walk in docs/journeys/README.md ("The journey studio"): the
 * studio started on a copy of the repository, the analyst's steps the Chromium tests take
 * (tests/support/studio-steps.ts), a picture at each stage, written to docs/journeys/studio/.
 *
 *   node --import tsx scripts/studio/screenshots.ts
 *
 * Needs the studio's build (`npm run build:studio`) and Chromium (scripts/ensure-chromium.mjs).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from '../../tests/support/browser';
import { copyRepository } from '../../tests/support/studio-copy';
import {
  addTheStep,
  fillInThePetsQuestion,
  openStep,
  openStudioAt,
  PETS_WALK,
  previewSays,
  reviewTheChange,
} from '../../tests/support/studio-steps';
import { startStudioServer } from './server';

const OUT = resolve(import.meta.dirname, '..', '..', 'docs', 'journeys', 'studio');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const copy = copyRepository();
  const studio = await startStudioServer({ root: copy.root, port: 0, log: () => undefined });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const shot = async (name: string, target: { screenshot(options: { path: string }): Promise<unknown> } = page) => {
      await target.screenshot({ path: join(OUT, name) });
      console.log(`Wrote docs/journeys/studio/${name}`);
    };
    await openStudioAt(page, studio.url, studio.token);
    await openStep(page, PETS_WALK.after);
    await previewSays(page)
      .filter({ hasText: `step “${PETS_WALK.after}”` })
      .waitFor();
    // Opening a step takes the focus (and the page) to the inspector: the picture shows the page's top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('1-graph-and-step.png');

    await fillInThePetsQuestion(page);
    await shot(
      '2-add-a-question.png',
      page.getByRole('form', { name: `Add a question step after "${PETS_WALK.after}"` }),
    );

    await addTheStep(page);
    await openStep(page, PETS_WALK.step);
    await previewSays(page)
      .filter({ hasText: `step “${PETS_WALK.step}”` })
      .waitFor({ timeout: 30_000 });
    await shot('3-preview-of-the-new-question.png', page.getByRole('complementary', { name: 'Preview' }));

    const dialog = await reviewTheChange(page);
    await shot('4-review-and-save.png');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: /Saved: / })
      .waitFor({ timeout: 30_000 });
    await shot('5-saved.png');
  } finally {
    await browser.close();
    await studio.close();
    copy.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
