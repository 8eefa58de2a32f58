/**
 * The studio's API (src/studio/studio-api.ts is the contract): the files it edits, the check, the
 * paths, replays, the worlds and their operations, the impact, the diff and the save. Every answer
 * is computed from the files of the working copy with the draft laid over them; nothing is written
 * but by the save, and only after the whole check passes.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { describePath, type EffectRequest, type PathFile, type Scope } from '../../engine';
import { rendererMessages } from '../../renderer/messages';
import type {
  StudioCheck,
  StudioEffects,
  StudioFiles,
  StudioPaths,
  StudioReplay,
  StudioReplayResult,
  StudioSave,
  StudioWorld,
} from '../../src/studio/studio-api';
import { parseJourneyText } from '../journeys/journey-files';
import { JourneyFileError, journeyName, loadJourneyText } from '../journeys/load-journey-file';
import { localeWordsOfTexts } from '../journeys/locale-keys';
import { generatePathFiles } from '../journeys/path-files';
import { replayPath } from '../journeys/replay';
import { hasJourneyWorld, journeyWorld, worldVariant } from '../journeys/worlds';
import { checkDraft } from './check';
import { Draft, LOCALE_DIR, readDraftBody, StudioRequestError, WORDS_FILE, type Workspace } from './draft';
import { impactOf, PATH_BOUNDS } from './impact';
import { diffOf, planSave, writePlanned } from './save';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The journey in focus loaded from the draft; a draft whose journey cannot load is refused with its problems (422). */
function loadFocused(draft: Draft) {
  try {
    return loadJourneyText(draft.text(draft.draft.journey) ?? '', draft.draft.journey, draft.include);
  } catch (error) {
    if (!(error instanceof JourneyFileError)) throw error;
    throw new StudioRequestError(`The journey cannot be run until its problems are fixed: ${error.message}`, 422);
  }
}

/** The ids of the journeys on disk. */
function journeyIds(workspace: Workspace): Set<string> {
  const ids = new Set<string>();
  for (const path of workspace.journeyPaths()) {
    const parsed = parseJourneyText(workspace.readDisk(path) ?? '');
    const id = 'raw' in parsed ? (parsed.raw as { id?: unknown } | null)?.id : undefined;
    if (typeof id === 'string') ids.add(id);
  }
  return ids;
}

/** Checks a replay's path file enough to replay it, or says in plain words what it lacks. */
function pathProblem(path: unknown): string | undefined {
  if (!isObject(path)) return 'it is not a path file (a JSON object)';
  if (typeof path.journey !== 'string') return 'it names no journey ("journey")';
  if (!Array.isArray(path.moves)) return 'it has no moves ("moves")';
  if (!isObject(path.assumes) || !isObject(path.facts) || !isObject(path.target))
    return 'it lacks "assumes", "facts" or "target"';
  return undefined;
}

/** Registers the API's routes on a scope whose prefix is /studio-api. */
export function studioApi(api: FastifyInstance, workspace: Workspace): void {
  const draftOf = (body: unknown) => new Draft(workspace, readDraftBody(body));

  api.get('/files', async (): Promise<StudioFiles> => {
    const journeys = workspace.journeyPaths().map((path) => ({
      path,
      name: journeyName(path),
      text: workspace.readDisk(path) ?? '',
    }));
    const common = localeWordsOfTexts([
      { file: 'common.json', text: workspace.readDisk(`${LOCALE_DIR}/common.json`) ?? '{}' },
    ]);
    return {
      journeys,
      words: { path: WORDS_FILE, text: workspace.readDisk(WORDS_FILE) ?? '{}' },
      otherWords: { ...Object.fromEntries(common), ...rendererMessages },
    };
  });

  api.post('/check', async (request): Promise<StudioCheck> => {
    const started = performance.now();
    const issues = checkDraft(draftOf(request.body));
    return { issues, milliseconds: Math.round(performance.now() - started) };
  });

  api.post('/paths', async (request): Promise<StudioPaths> => {
    const draft = draftOf(request.body);
    const journey = loadFocused(draft);
    const words = draft.words();
    const world = journeyWorld(journey.definition.id);
    const { variant } = request.body as { variant?: unknown };
    const variants = world.variants ?? [];
    if (
      variant !== undefined &&
      !(Number.isInteger(variant) && (variant as number) >= 0 && (variant as number) < variants.length)
    )
      throw new StudioRequestError(
        `"variant" must be the number of one of the world's ${variants.length} variants (0 to ${variants.length - 1}), not ${JSON.stringify(variant)}.`,
      );
    const made = variant === undefined ? world : worldVariant(world, variants[variant as number] ?? {});
    const paths = generatePathFiles(journey, draft.draft.journey, PATH_BOUNDS, made).map((file) => ({
      file,
      description: describePath(journey, file, { translate: (key) => words.get(key) }),
    }));
    return { paths };
  });

  api.post('/replay', async (request): Promise<StudioReplay> => {
    const body = request.body as { draft?: unknown; paths?: unknown } | null;
    if (!isObject(body) || !Array.isArray(body.paths))
      throw new StudioRequestError('A replay needs { "draft": ..., "paths": [path files] }.');
    const draft = new Draft(workspace, readDraftBody(body.draft, 'The replay\'s "draft"'));
    const journey = loadFocused(draft);
    const id = journey.definition.id;
    const results = body.paths.map((path: unknown, at): StudioReplayResult => {
      const name = isObject(path) && typeof path.name === 'string' ? path.name : `path ${at + 1}`;
      const problem = pathProblem(path);
      if (problem) return { name, ok: false, lines: [`This path cannot be replayed: ${problem}.`] };
      const file = path as unknown as PathFile;
      if (file.journey !== id)
        return {
          name,
          ok: false,
          lines: [
            `This path is for the journey "${file.journey}", not "${id}" (${draft.draft.journey}): open that journey to replay it.`,
          ],
        };
      try {
        return { name, ...replayPath(journey, file) };
      } catch (error) {
        return { name, ok: false, lines: [`This path could not be replayed: ${(error as Error).message}.`] };
      }
    });
    return { results };
  });

  api.get<{ Params: { journeyId: string } }>('/world/:journeyId', async (request, reply) => {
    const { journeyId } = request.params;
    if (!hasJourneyWorld(journeyId) && !journeyIds(workspace).has(journeyId))
      return reply.code(404).send({ message: `There is no journey "${journeyId}".` });
    const world = journeyWorld(journeyId);
    const answer: StudioWorld = {
      facts: world.facts,
      toggles: world.toggles,
      ...(world.persona ? { persona: world.persona } : {}),
      variants: world.variants ?? [],
    };
    return answer;
  });

  api.post('/effects', async (request): Promise<StudioEffects> => {
    const body = request.body as { journeyId?: unknown; requests?: unknown; scope?: unknown } | null;
    if (!isObject(body) || typeof body.journeyId !== 'string' || !Array.isArray(body.requests) || !isObject(body.scope))
      throw new StudioRequestError('Operations need { "journeyId": string, "requests": [...], "scope": {...} }.');
    const requests = body.requests as EffectRequest[];
    const bad = requests.findIndex((item) => !isObject(item) || typeof item.operation !== 'string');
    if (bad !== -1) throw new StudioRequestError(`requests[${bad}] names no operation ("operation").`);
    const scope = body.scope as Partial<Scope>;
    const world = journeyWorld(body.journeyId);
    try {
      return {
        facts: world.effects(requests, {
          answers: scope.answers ?? {},
          facts: scope.facts ?? {},
          toggles: scope.toggles ?? {},
        }),
      };
    } catch (error) {
      const operation = /operation "([^"]+)"/.exec((error as Error).message)?.[1];
      if (operation === undefined) throw error;
      throw new StudioRequestError(
        `The world of the journey "${body.journeyId}" does not know the operation "${operation}".`,
      );
    }
  });

  api.post('/impact', async (request) => impactOf(draftOf(request.body)));

  // The change as a save would write it, shown even while the check finds problems (the analyst
  // reviews what they changed, and the dialog says why Save is off); only a file that is not JSON,
  // which cannot be formatted, has no diff.
  api.post('/diff', async (request) => {
    const draft = draftOf(request.body);
    const errors = checkDraft(draft, true).filter((issue) => issue.severity === 'error');
    const unreadable = errors.filter((issue) => issue.code === 'json');
    if (unreadable.length > 0)
      throw new StudioRequestError(
        'A file of the draft is not valid JSON: fix it to see what a save writes.',
        422,
        unreadable,
      );
    const files = await planSave(draft, { diagrams: errors.length === 0 });
    return { diff: diffOf(files), files: files.map((file) => file.path) };
  });

  // One save at a time: a second (another tab's) plans its files on what the first wrote.
  let saving: Promise<unknown> = Promise.resolve();
  api.post('/save', async (request, reply): Promise<StudioSave> => {
    const save = async (): Promise<StudioSave> => {
      const draft = draftOf(request.body);
      const issues = checkDraft(draft, true).filter((issue) => issue.severity === 'error');
      if (issues.length > 0) {
        reply.code(422);
        return { saved: false, issues };
      }
      const files = await planSave(draft);
      const written = writePlanned(draft, files);
      return { saved: true, written, diff: diffOf(files) };
    };
    const turn = saving.then(save);
    saving = turn.catch(() => undefined);
    return turn;
  });
}
