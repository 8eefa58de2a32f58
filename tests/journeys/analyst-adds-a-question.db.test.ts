import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtJourneyModule,
  composeJourney,
  loadBuiltJourney,
  OPERATION_NAMES,
  type BuiltJourney,
  type JourneyDefinition,
} from '../../engine';
import { createGatewayClient } from '../../gateway/client';
import { manualClock } from '../../gateway/server/common/clock';
import type { WorkOrder } from '../../schemas/generated/types';
import { checkJourneyText, projectLintContext } from '../../scripts/journeys/check-command';
import { includeFrom } from '../../scripts/journeys/journey-files';
import { DEFAULT_LOCALE_DIR } from '../../scripts/journeys/locale-keys';
import {
  json,
  listenLocally,
  startTestGateway,
  TEST_SUBSCRIPTION_KEY,
  type TestGateway,
} from '../gateway/gateway-harness';
import { PETS, PETS_WORDS, petsStepIndex, writePetsFixture, type PetsFixture } from '../support/pets-question';
import { headlessRepairSession, walkSessionPath } from './headless-repair-session';
import { SESSION_PATH, SESSION_PERSONA, type SessionPathPage } from './repair-session-path';

/*
 * Must show 1 and 2 of issue 27: an analyst adds a question to the repair journey by editing the
 * journey file and its words alone (tests/support/pets-question.ts), and the answer reaches the
 * work order as a labelled line of its additionalInfo; without the payload line, the journey check
 * says the question is asked and never sent.
 */

/** The gateway's clock, fixed: the submission's dates are the same on every run. */
const NOW = new Date('2026-06-15T10:00:00Z');

const repoRoot = resolve(import.meta.dirname, '..', '..');
/** Under the repository, so that the built module's imports (Ajv's runtime) resolve from its node_modules. */
const FIXTURE = '.cache/analyst-adds-a-question';

/** SESSION_PATH with the pets question answered after the health question. */
const PETS_PATH: readonly SessionPathPage[] = SESSION_PATH.flatMap((page) =>
  page.route === '/vulnerabilityquestion' ? [page, { route: PETS.route, answers: { [PETS.answer]: 'dog' } }] : [page],
);

/**
 * The journey as the portal gets it: built ahead of time as the Vite plugin builds the module
 * `journeys/repair.json?journey` (scripts/vite/journey-check-plugin.ts), imported, and loaded as
 * src/journeys/journey-catalogue.ts loads it.
 */
async function loadAsThePortalDoes(fixture: PetsFixture) {
  const definition = JSON.parse(readFileSync(fixture.repairFile, 'utf8')) as JourneyDefinition;
  const composed = composeJourney(definition, includeFrom(fixture.journeysDir)).definition;
  const moduleFile = join(repoRoot, FIXTURE, 'repair.built.mjs');
  writeFileSync(moduleFile, builtJourneyModule(composed, { file: 'journeys/repair.json' }));
  const module = (await import(/* @vite-ignore */ pathToFileURL(moduleFile).href)) as { default: BuiltJourney };
  return loadBuiltJourney(module.default, { operations: OPERATION_NAMES });
}

/** The words of the fixture's locale file, as the journey page hands them to the session. */
function fixtureWords(fixture: PetsFixture): (key: string) => string {
  const words = JSON.parse(readFileSync(join(fixture.localeDir, 'journeys.json'), 'utf8')) as Record<string, string>;
  return (key) => {
    const text = words[key];
    if (text === undefined) throw new Error(`no words for "${key}" in the fixture's locale`);
    return text;
  };
}

describe('an analyst adds a question to the repair journey with no TypeScript touched', () => {
  let gateway: TestGateway;
  let baseUrl: string;

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock: manualClock(NOW), jobNumberDelayMs: 0 } });
    baseUrl = `http://127.0.0.1:${await listenLocally(gateway)}/api`;
  });
  afterAll(async () => gateway?.close());

  it('sends the pets answer as a labelled line of the work order, and the check catches the line left out', async () => {
    const fixture = writePetsFixture(FIXTURE);
    const journey = await loadAsThePortalDoes(fixture);
    const who = await gateway.signIn(SESSION_PERSONA);
    const client = createGatewayClient({
      baseUrl,
      subscriptionKey: TEST_SUBSCRIPTION_KEY,
      session: {
        getCustomerId: () => who.customerId,
        getSessionId: () => who.sessionId,
        getAccessToken: () => who.accessToken,
      },
      maxAttempts: 1,
    });
    const run = await headlessRepairSession(journey, {
      client,
      customerId: who.customerId,
      now: NOW,
      words: fixtureWords(fixture),
    });
    const { session, navigations, failures } = run;
    await walkSessionPath(run, PETS_PATH);
    expect(failures).toEqual([]);
    expect(navigations.at(-1)?.route).toBe('/customer360View');

    // Read back from the gateway as the resident: the question and the answer, in words.
    const { id } = session.getSnapshot().snapshot?.facts['work-order'] as { id: string };
    const read = await gateway.api({ as: SESSION_PERSONA, url: `/api/works-orders/${id}` });
    expect(read.statusCode).toBe(200);
    const order = json<WorkOrder>(read);
    expect(order).toMatchObject({ isSubmitted: true, isDraft: false });
    expect(order.additionalInfo).toEqual([
      {
        questionId: PETS.answer,
        questionLabel: PETS_WORDS['repair.pets.summary'],
        responseId: ['dog'],
        responseText: PETS_WORDS['repair.pets.dog'],
      },
    ]);

    // The same edit passes the journey check (`npm run journeys -- check <file> --locale <words>`)...
    const lint = projectLintContext([DEFAULT_LOCALE_DIR, fixture.localeDir], fixture.journeysDir);
    const errorsOf = (file: string) =>
      checkJourneyText(readFileSync(file, 'utf8'), lint).filter((issue) => issue.severity === 'error');
    expect(errorsOf(fixture.repairFile)).toEqual([]);

    // ...and without its payload line, the check says the question is asked and never sent.
    const unsent = writePetsFixture(FIXTURE, { payloadLine: false });
    expect(errorsOf(unsent.repairFile)).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'asked-never-sent',
        pointer: `/steps/${petsStepIndex(unsent.repair)}/fields/0`,
      }),
    );
  });
});
