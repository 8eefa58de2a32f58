import type { Page } from 'playwright-core';
import {
  journeyGraphLogic,
  positionOf,
  positionRoute,
  viewModel,
  type AnswerValue,
  type Journey,
  type JourneySnapshot,
  type PathMove,
} from '../../engine';
import type { PathFile } from './path-files';
import type { ReplayResult } from './replay';

/** A move the browser replay cannot make by itself, with the reason (a file cannot be typed in). */
export class UnreplayableMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreplayableMoveError';
  }
}

type Place = PathFile['target'];

/** The portal address of a place of the journey: a step's route (a run's page filled in) or an exit's. */
function routeOf(journey: Journey, place: Place, snapshot: JourneySnapshot): string {
  if ('exit' in place) {
    const exit = journey.index.exits[place.exit];
    if (!exit) throw new UnreplayableMoveError(`the journey has no exit "${place.exit}"`);
    // An exit's query names the records it leads to ({work-order.id}); the page is what is checked.
    return exit.route.split('?')[0] as string;
  }
  const route = positionRoute(journey.index, place, snapshot);
  if (route === undefined) throw new UnreplayableMoveError(`the journey has no step "${place.step}"`);
  return route;
}

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Whether the browser's path is the route's, without regard to case; a {placeholder} matches one segment. */
function samePath(pathname: string, route: string): boolean {
  const pattern = route
    .replace(/\/$/, '')
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : escaped(part)))
    .join('');
  return new RegExp(`^${pattern}/?$`, 'i').test(pathname);
}

async function waitForRoute(page: Page, route: string, timeout: number): Promise<void> {
  await page.waitForURL((url) => samePath(url.pathname, route), { timeout });
  // The page is the journey's once its form (or, outside the journey, its heading) is there.
  await page.locator('h1').first().waitFor({ timeout });
}

/** Answers flattened to the names the widgets give their controls: `case-answers.q2`, `referral-for`. */
function controlValues(answers: Record<string, AnswerValue | null>): [string, AnswerValue | null][] {
  return Object.entries(answers).flatMap(([path, value]): [string, AnswerValue | null][] => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return controlValues(
        Object.fromEntries(Object.entries(value).map(([key, inner]) => [`${path}.${key}`, inner as AnswerValue])),
      );
    return [[path, value]];
  });
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The words of each option a page offers, by control name and value, as the engine works them out. */
type OptionWords = Map<string, Map<string, string>>;

function optionWords(journey: Journey, snapshot: JourneySnapshot): OptionWords {
  const words: OptionWords = new Map();
  if (!journey.index.steps.has(snapshot.stepId)) return words;
  for (const field of viewModel(journey, snapshot).fields) {
    const byValue = new Map<string, string>();
    for (const option of field.options ?? []) if (option.label) byValue.set(option.value, option.label);
    words.set(field.name, byValue);
  }
  return words;
}

/**
 * Gives one answer through the control a widget renders for it, found by its name: radios and
 * yes/no (the option of that value), checkboxes (exactly those ticked), a select, a text box or
 * text area, an autocomplete (the option's words typed, then its suggestion chosen), a contact
 * number (a saved number, else "another number" and the number typed), a date (day, month and
 * year boxes). Files cannot be chosen this way: a path that adds files is replayed through the
 * engine only (a path that adds none goes on).
 */
async function giveAnswer(
  page: Page,
  name: string,
  value: AnswerValue | null,
  words: OptionWords,
  timeout: number,
): Promise<void> {
  const form = page.locator('form.rp-step__form');
  const controls = form.locator(`[name="${name}"]`);
  // Pages that load their reference data on arrival show the control once it is there.
  await form
    .locator(`[name="${name}"], [name="${name}-day"]`)
    .first()
    .waitFor({ state: 'attached', timeout })
    .catch(() => undefined);
  const count = await controls.count();
  if (count === 0) {
    const day = form.locator(`[name="${name}-day"]`);
    if ((await day.count()) > 0) {
      const [year = '', month = '', date = ''] = asText(value).split('-');
      await day.fill(date);
      await form.locator(`[name="${name}-month"]`).fill(month);
      await form.locator(`[name="${name}-year"]`).fill(year);
      return;
    }
    throw new UnreplayableMoveError(`no control named "${name}" on ${new URL(page.url()).pathname}`);
  }
  const first = controls.first();
  const tag = await first.evaluate((element) => element.tagName.toLowerCase());
  const type = (await first.getAttribute('type')) ?? '';
  if (type === 'file') {
    // No files is an answer a replay can give: the resident adds none.
    if (Array.isArray(value) && value.length === 0) return;
    throw new UnreplayableMoveError(`"${name}" takes files, which a replay cannot choose`);
  }
  if ((await first.getAttribute('role')) === 'combobox') {
    // An autocomplete: type the option's words, then choose it from the suggestions.
    const text = words.get(name)?.get(asText(value));
    if (text === undefined) throw new UnreplayableMoveError(`"${name}" offers no option "${asText(value)}"`);
    await first.fill(text);
    await page
      .locator(`[role="option"][data-value="${asText(value)}"]`)
      .first()
      .click({ timeout });
    return;
  }
  if (type === 'checkbox') {
    const wanted = new Set((Array.isArray(value) ? value : [value]).map(asText));
    for (let at = 0; at < count; at += 1) {
      const box = controls.nth(at);
      await box.setChecked(wanted.has((await box.getAttribute('value')) ?? ''));
    }
    return;
  }
  if (type === 'radio') {
    const option = form.locator(`input[type="radio"][name="${name}"][value="${asText(value)}"]`);
    if ((await option.count()) > 0) return option.check();
    // A contact number that is not one of the saved ones: "another number", then the number.
    const another = form.locator(`[name="${name}-another"]`);
    if ((await another.count()) === 0) throw new UnreplayableMoveError(`"${name}" has no option "${asText(value)}"`);
    await form.locator(`input[type="radio"][name="${name}"][value=""]`).check();
    await another.fill(asText(value));
    return;
  }
  if (tag === 'select') {
    await first.selectOption(asText(value));
    return;
  }
  await first.fill(asText(value));
}

/** Presses Tab until the focused element matches the selector (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element's value (a radio's, an option's through aria-activedescendant, a select's). */
const focusedValue = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLInputElement | null;
    const active = focused?.getAttribute('aria-activedescendant');
    if (active) return document.getElementById(active)?.getAttribute('data-value') ?? '';
    return focused?.value ?? '';
  });

/**
 * Gives one answer with the keyboard alone, as a resident without a mouse does: Tab to the
 * control, then arrow keys through a radio group or a select's options, Space for a checkbox,
 * typing into a text box, and for an autocomplete the words typed, ArrowDown to the suggestion
 * and Enter.
 */
async function giveAnswerByKeyboard(
  page: Page,
  name: string,
  value: AnswerValue | null,
  words: OptionWords,
  timeout: number,
): Promise<void> {
  const form = 'form.rp-step__form';
  const control = `${form} [name="${name}"]`;
  await page
    .locator(`${control}, ${form} [name="${name}-day"]`)
    .first()
    .waitFor({ state: 'attached', timeout })
    .catch(() => undefined);
  const controls = page.locator(control);
  const count = await controls.count();
  if (count === 0) {
    if ((await page.locator(`${form} [name="${name}-day"]`).count()) === 0)
      throw new UnreplayableMoveError(`no control named "${name}" on ${new URL(page.url()).pathname}`);
    const [year = '', month = '', date = ''] = asText(value).split('-');
    await tabTo(page, `${form} [name="${name}-day"]`);
    await page.keyboard.type(date);
    await tabTo(page, `${form} [name="${name}-month"]`);
    await page.keyboard.type(month);
    await tabTo(page, `${form} [name="${name}-year"]`);
    await page.keyboard.type(year);
    return;
  }
  const first = controls.first();
  const tag = await first.evaluate((element) => element.tagName.toLowerCase());
  const type = (await first.getAttribute('type')) ?? '';
  if (type === 'file') {
    if (Array.isArray(value) && value.length === 0) return;
    throw new UnreplayableMoveError(`"${name}" takes files, which a replay cannot choose`);
  }
  if ((await first.getAttribute('role')) === 'combobox') {
    const text = words.get(name)?.get(asText(value));
    if (text === undefined) throw new UnreplayableMoveError(`"${name}" offers no option "${asText(value)}"`);
    await tabTo(page, control);
    await page.keyboard.type(text);
    await page
      .locator(`[role="option"][data-value="${asText(value)}"]`)
      .first()
      .waitFor({ timeout });
    const options = await page.locator('[role="option"]').count();
    for (let presses = 0; presses <= options; presses += 1) {
      await page.keyboard.press('ArrowDown');
      if ((await focusedValue(page)) === asText(value)) break;
    }
    await page.keyboard.press('Enter');
    return;
  }
  if (type === 'checkbox') {
    const wanted = new Set((Array.isArray(value) ? value : [value]).map(asText));
    for (let at = 0; at < count; at += 1) {
      const box = controls.nth(at);
      const boxValue = (await box.getAttribute('value')) ?? '';
      if ((await box.isChecked()) === wanted.has(boxValue)) continue;
      await tabTo(page, `${control}[value="${boxValue}"]`);
      await page.keyboard.press('Space');
    }
    return;
  }
  if (type === 'radio') {
    const wanted = (await page.locator(`${control}[value="${asText(value)}"]`).count()) > 0 ? asText(value) : '';
    if (wanted === '' && (await page.locator(`${form} [name="${name}-another"]`).count()) === 0)
      throw new UnreplayableMoveError(`"${name}" has no option "${asText(value)}"`);
    // Tab enters the group on its checked radio (or the first); the arrow keys move and check.
    await tabTo(page, control);
    for (let presses = 0; presses <= count && (await focusedValue(page)) !== wanted; presses += 1)
      await page.keyboard.press('ArrowDown');
    if (!(await page.locator(`${control}[value="${wanted}"]`).isChecked())) await page.keyboard.press('Space');
    if (wanted === '') {
      // A contact number that is not one of the saved ones: "another number", then the number.
      await tabTo(page, `${form} [name="${name}-another"]`);
      await page.keyboard.type(asText(value));
    }
    return;
  }
  await tabTo(page, control);
  if (tag === 'select') {
    const values = await first.evaluate((select) => [...(select as HTMLSelectElement).options].map((o) => o.value));
    for (let presses = 0; presses <= values.length && (await focusedValue(page)) !== asText(value); presses += 1)
      await page.keyboard.press(
        values.indexOf(asText(value)) > values.indexOf(await focusedValue(page)) ? 'ArrowDown' : 'ArrowUp',
      );
    return;
  }
  if ((await first.inputValue()) !== '') await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(asText(value));
}

/** Makes a move with the keyboard alone: Tab to the button or link, then Enter. */
async function makeMoveByKeyboard(page: Page, move: PathMove, words: OptionWords, timeout: number): Promise<void> {
  const { event } = move;
  if (event.type === 'BACK') await tabTo(page, '.rp-back-link');
  else if (event.type === 'CHANGE') await tabTo(page, `[data-change="${event.step}/${event.page ?? 0}"]`);
  else {
    for (const [name, value] of controlValues(event.answers))
      await giveAnswerByKeyboard(page, name, value, words, timeout);
    await tabTo(page, 'form.rp-step__form button[type="submit"]');
  }
  await page.keyboard.press('Enter');
  if (event.type !== 'CONTINUE_WITH') return;
  for (const _warning of move.warnings) {
    // The warning panel shows after the first press; the next press goes on.
    await page.locator('.rp-notice--warn').first().waitFor();
    await tabTo(page, 'form.rp-step__form button[type="submit"]');
    await page.keyboard.press('Enter');
  }
}

/** Presses the button of a move: Continue (once more for each warning), Back, or a change link. */
async function makeMove(page: Page, move: PathMove, words: OptionWords, timeout: number): Promise<void> {
  const { event } = move;
  if (event.type === 'BACK') {
    await page.locator('.rp-back-link').click();
    return;
  }
  if (event.type === 'CHANGE') {
    await page
      .locator(`[data-change="${event.step}/${event.page ?? 0}"]`)
      .first()
      .click();
    return;
  }
  for (const [name, value] of controlValues(event.answers)) await giveAnswer(page, name, value, words, timeout);
  const submit = page.locator('form.rp-step__form button[type="submit"]');
  await submit.click();
  for (const _warning of move.warnings) {
    // The warning panel shows after the first press; the next press goes on.
    await page.locator('.rp-notice--warn').first().waitFor();
    await submit.click();
  }
}

/** Options of a browser replay. */
export interface BrowserReplayOptions {
  /** How long one move may take to reach its page (the spec's 1-second moves included). */
  moveTimeout?: number;
  /**
   * Called on each page the replay reaches (the first one and after every move), once the page's
   * heading shows, with the place of the journey it is: a test checks the page there (axe-core,
   * where the focus went). An error it throws ends the replay as a failure.
   */
  onPage?: (place: Place, move: number) => Promise<void>;
  /** Gives every answer and presses every button with the keyboard alone (Tab, arrows, Space, Enter, typing). */
  keyboard?: boolean;
}

/**
 * Replays a path file through the real pages of a running portal: the page must be signed in as
 * the resident the path's world describes. Opens the journey's first page, then makes each move
 * as a resident would (gives the answers through the widgets, presses Continue, Back or a change
 * link) and checks that the portal shows the page the path expects after each one. The engine
 * runs beside it to know each page's address (a run's page numbers depend on the answers).
 *
 * @example
 * await signIn(page, 'amara@example.org');
 * (await replayInBrowser(page, journey, path)).ok // true
 */
export async function replayInBrowser(
  page: Page,
  journey: Journey,
  path: PathFile,
  options: BrowserReplayOptions = {},
): Promise<ReplayResult> {
  const timeout = options.moveTimeout ?? 10_000;
  const effects = () => ({ ...path.facts });
  const logic = journeyGraphLogic(journey, { facts: path.assumes.facts, toggles: path.assumes.toggles, effects });
  let state = logic.getInitialSnapshot(null as never, undefined);
  const startRoute = routeOf(journey, positionOf(state.context), state.context);
  const lines = [`Open ${startRoute}.`];
  const fail = (line: string): ReplayResult => ({ ok: false, lines: [...lines, line] });
  try {
    await page.goto(startRoute);
    await waitForRoute(page, startRoute, timeout);
  } catch {
    return fail(`DIVERGED: ${startRoute} did not open; the portal is at ${new URL(page.url()).pathname}.`);
  }
  await options.onPage?.(positionOf(state.context), 0);
  for (const [at, move] of path.moves.entries()) {
    const label = `Move ${at + 1}`;
    const words = optionWords(journey, state.context);
    state = logic.transition(state, move.event, null as never);
    let expected: string;
    try {
      expected = routeOf(journey, move.to, state.context);
      if (options.keyboard) await makeMoveByKeyboard(page, move, words, timeout);
      else await makeMove(page, move, words, timeout);
    } catch (error) {
      if (error instanceof UnreplayableMoveError)
        return fail(`${label}: cannot be replayed in a browser: ${error.message}.`);
      return fail(`${label}: DIVERGED: ${(error as Error).message.split('\n')[0]}`);
    }
    try {
      await waitForRoute(page, expected, timeout);
    } catch {
      return fail(
        `${label}: DIVERGED: the path expects ${expected}, the portal is at ${new URL(page.url()).pathname}.`,
      );
    }
    lines.push(`${label}: ${move.event.type === 'CONTINUE_WITH' ? 'Continue' : move.event.type} → ${expected}.`);
    await options.onPage?.(move.to, at + 1);
  }
  lines.push(`Finished at ${new URL(page.url()).pathname}, as the path expects.`);
  return { ok: true, lines };
}
