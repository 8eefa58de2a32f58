import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/*
 * The analyst's change of issue 27, made as an analyst makes it: a "pets in the home" question
 * between the health question and the self-isolation question of the repair journey, with its
 * words and ONE payload line that sends it as a labelled line of the work order's additionalInfo,
 * and no TypeScript touched. The edit is made on a copy of journeys/repair.json in a fixture
 * folder under .cache/, never on the tracked journeys.
 */

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The journey files of the portal; the fixture folder holds all four (repair includes damp-and-mould). */
export const JOURNEY_FILES = ['case.json', 'damp-and-mould.json', 'referral.json', 'repair.json'] as const;

/** The step the analyst adds, where it goes and what it records. */
export const PETS = {
  step: 'pets',
  route: '/petsquestion',
  answer: 'pets-in-home',
  after: 'vulnerability',
  before: 'covid',
} as const;

/** The words the analyst adds to the journeys' locale file (flat keys, as that file has them). */
export const PETS_WORDS = {
  'repair.pets.heading': 'Pets in your home',
  'repair.pets.label': 'Are there any pets in your home?',
  'repair.pets.summary': 'Pets in the home',
  'repair.pets.dog': 'Yes, a dog',
  'repair.pets.other': 'Yes, another pet',
  'repair.pets.none': 'No pets',
  'repair.pets.required': 'Tell us whether there are any pets in your home.',
} as const satisfies Record<string, string>;

/** The payload line that sends the answer as a labelled question-and-answer line. */
export const PETS_PAYLOAD_LINE = { field: '/additionalInfo/-', question: PETS.answer } as const;

/** The new step, shaped as its neighbours are: one question, required, the draft saved on entering it. */
function petsStep(): Record<string, unknown> {
  return {
    id: PETS.step,
    kind: 'question',
    description:
      "Are there pets in the home? Told to the operative before the visit; sent as a line of the work order's other answers.",
    route: PETS.route,
    headingKey: 'repair.pets.heading',
    fields: [
      {
        answer: PETS.answer,
        widget: 'radios',
        labelKey: 'repair.pets.label',
        summaryLabelKey: 'repair.pets.summary',
        options: [
          { value: 'dog', labelKey: 'repair.pets.dog' },
          { value: 'other', labelKey: 'repair.pets.other' },
          { value: 'none', labelKey: 'repair.pets.none' },
        ],
      },
    ],
    validation: {
      type: 'object',
      required: [PETS.answer],
      errorMessage: { required: { [PETS.answer]: 'repair.pets.required' } },
    },
    effects: { onEnter: [{ operation: 'save-repair-draft', storeAs: 'work-order' }] },
    next: [{ to: PETS.before }],
  };
}

type Json = Record<string, unknown>;

function stepsOf(journey: Json): Json[] {
  const steps = journey.steps;
  if (!Array.isArray(steps)) throw new Error('the repair journey has no steps');
  return steps as Json[];
}

/**
 * The repair journey with the pets question added, as an analyst edits it: the health question's
 * next rules go to the new step instead of the covid question, the new step goes on to the covid
 * question (which still passes itself over when it is not asked), the step is listed in the
 * "about you" section, and, unless `payloadLine` is false, one line sends the answer with the work
 * order. The input is not changed.
 *
 * @example
 * const edited = withPetsQuestion(JSON.parse(readFileSync('journeys/repair.json', 'utf8')));
 */
export function withPetsQuestion(repair: Json, { payloadLine = true } = {}): Json {
  const journey = structuredClone(repair);
  const steps = stepsOf(journey);
  const at = steps.findIndex((step) => step.id === PETS.after);
  const previous = steps[at];
  if (!previous || !Array.isArray(previous.next)) throw new Error(`the repair journey has no "${PETS.after}" step`);
  const rules = previous.next as Json[];
  if (!rules.some((rule) => rule.to === PETS.before))
    throw new Error(`the "${PETS.after}" step no longer goes to "${PETS.before}": look at the journey again`);
  previous.next = rules.map((rule) => (rule.to === PETS.before ? { ...rule, to: PETS.step } : rule));
  steps.splice(at + 1, 0, petsStep());

  const sections = journey.sections as { steps: string[] }[];
  const section = sections.find((candidate) => candidate.steps.includes(PETS.after));
  if (!section) throw new Error(`no section lists the "${PETS.after}" step`);
  section.steps.splice(section.steps.indexOf(PETS.after) + 1, 0, PETS.step);

  if (payloadLine) {
    const lists = journey.fieldLists as Record<string, { fields: unknown[] }>;
    const answers = lists['work-order-answers'];
    if (!answers) throw new Error('the repair journey has no "work-order-answers" field list');
    answers.fields.push({ ...PETS_PAYLOAD_LINE });
  }
  return journey;
}

/** Where the pets step is in the edited journey: its index among the steps. */
export function petsStepIndex(journey: Json): number {
  return stepsOf(journey).findIndex((step) => step.id === PETS.step);
}

/** A fixture folder: the four journey files and the journeys' words, beside each other. */
export interface PetsFixture {
  /** The folder of the journey files (what PORTAL_JOURNEYS_DIR names). */
  journeysDir: string;
  /** The folder of the words: journeys.json, the full en-GB file plus PETS_WORDS. */
  localeDir: string;
  /** The edited repair journey, as written. */
  repair: Json;
  /** The edited repair journey's file. */
  repairFile: string;
}

/**
 * Writes the fixture folder under the repository's .cache/ (ignored by git): `journeys/` with the
 * repair journey edited and the others copied as they are, and `locale/journeys.json` with every
 * en-GB journey word plus the analyst's. Anything there before is replaced.
 *
 * @example
 * const fixture = writePetsFixture('.cache/analyst-pets');
 * fixture.repairFile // '/…/.cache/analyst-pets/journeys/repair.json'
 */
export function writePetsFixture(folder: string, { payloadLine = true } = {}): PetsFixture {
  const root = resolve(repoRoot, folder);
  if (!root.startsWith(join(repoRoot, '.cache')))
    throw new Error(`the fixture folder must be under .cache/: ${folder}`);
  rmSync(root, { recursive: true, force: true });
  const journeysDir = join(root, 'journeys');
  const localeDir = join(root, 'locale');
  mkdirSync(journeysDir, { recursive: true });
  mkdirSync(localeDir, { recursive: true });
  for (const file of JOURNEY_FILES)
    if (file !== 'repair.json') copyFileSync(join(repoRoot, 'journeys', file), join(journeysDir, file));
  const original = JSON.parse(readFileSync(join(repoRoot, 'journeys', 'repair.json'), 'utf8')) as Json;
  const repair = withPetsQuestion(original, { payloadLine });
  const repairFile = join(journeysDir, 'repair.json');
  writeFileSync(repairFile, `${JSON.stringify(repair, null, 2)}\n`);
  const words = JSON.parse(
    readFileSync(join(repoRoot, 'src', 'i18n', 'locales', 'en-GB', 'journeys.json'), 'utf8'),
  ) as Record<string, unknown>;
  writeFileSync(join(localeDir, 'journeys.json'), `${JSON.stringify({ ...words, ...PETS_WORDS }, null, 2)}\n`);
  return { journeysDir, localeDir, repair, repairFile };
}

/**
 * Builds the portal from the fixture folder into `<folder>/dist` with `vite build` (the switch
 * PORTAL_JOURNEYS_DIR and PORTAL_JOURNEY_WORDS_DIR of vite.config.ts, docs/journeys/README.md),
 * in a process of its own so that the switch stays out of this one's environment. Answers the
 * built folder, for the gateway to serve. The repository's dist/ is left alone.
 */
export async function buildPortalFrom(fixture: PetsFixture): Promise<string> {
  const outDir = join(fixture.journeysDir, '..', 'dist');
  // Without the test runner's NODE_ENV and VITEST: the build is the production one `npm run build` makes.
  const { NODE_ENV: _mode, VITEST: _vitest, VITEST_MODE: _vitestMode, ...environment } = process.env;
  await promisify(execFile)(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: repoRoot,
      env: { ...environment, PORTAL_JOURNEYS_DIR: fixture.journeysDir, PORTAL_JOURNEY_WORDS_DIR: fixture.localeDir },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return outDir;
}
