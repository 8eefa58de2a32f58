import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PathFile } from '../../../engine/browser';
import type { StudioApi } from '../api';
import { createStudioStore } from '../state/studio-store';
import { StudioProvider } from '../state/use-studio';
import type { StudioFiles, StudioPath, StudioReplayRequest } from '../studio-api';
import { coverageOf, readPathFile } from './path-files';
import { TestersPanel } from './testers-panel';

const files: StudioFiles = {
  journeys: [
    { path: 'journeys/case.json', name: 'case', text: '{ "id": "case", "steps": [] }\n' },
    { path: 'journeys/repair.json', name: 'repair', text: '{ "id": "report-a-repair", "steps": [] }\n' },
  ],
  words: { path: 'src/i18n/locales/en-GB/journeys.json', text: '{}\n' },
  otherWords: {},
};
const pathFile = (journey: string, name: string, steps: string[], exit?: string): PathFile => ({
  definition: `journeys/${journey}.json`,
  journey,
  version: 1,
  kind: 'shortest',
  name,
  assumes: { facts: {}, toggles: {} },
  facts: {},
  target: exit ? { exit } : { step: steps.at(-1)!, page: 0 },
  moves: steps.slice(1).map((step, at) => ({
    from: { step: steps[at]!, page: 0 },
    event: { type: 'CONTINUE' } as never,
    to: { step, page: 0 },
    warnings: [],
  })),
  answers: {},
});
const repairPaths: StudioPath[] = [
  {
    file: pathFile('report-a-repair', 'shortest-01-repair-asset', ['repair-property', 'repair-asset']),
    description: ['Open /repairproperty.', 'Choose the home.'],
  },
  {
    file: pathFile('report-a-repair', 'shortest-02-covid', ['repair-property', 'repair-asset', 'covid']),
    description: ['Open /repairproperty.', 'Choose the home.', 'Say nobody is self-isolating.'],
  },
];

async function panel() {
  const replays: StudioReplayRequest[] = [];
  const api: StudioApi = {
    files: async () => structuredClone(files),
    check: async () => ({ issues: [], milliseconds: 1 }),
    paths: async (draft) => ({ paths: draft.journey === 'journeys/repair.json' ? repairPaths : [] }),
    replay: async (draft, paths) => {
      replays.push({ draft, paths });
      return { results: paths.map((path, at) => ({ name: path.name, ok: at === 0, lines: [`1. ${path.name}`] })) };
    },
    impact: () => Promise.reject(new Error('not used')),
    diff: () => Promise.reject(new Error('not used')),
    save: () => Promise.reject(new Error('not used')),
    world: async () => ({ facts: {}, toggles: {}, variants: [] }),
  };
  const store = createStudioStore({ api, initialJourney: 'journeys/case.json', now: () => 0 });
  await store.reloadFromDisk();
  render(
    <StudioProvider store={store}>
      <TestersPanel />
    </StudioProvider>,
  );
  return { store, replays };
}

const open = (text: string, name = 'walked.json') =>
  fireEvent.change(screen.getByLabelText('Open a path file'), {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });

describe("the testers' panel", () => {
  it('opens a path file of another journey: focuses that journey, steps through it from move 0 in the preview, and replays it', async () => {
    const { store, replays } = await panel();
    const walked = pathFile('report-a-repair', 'walked-2026', ['repair-property', 'repair-asset', 'covid']);
    open(JSON.stringify(walked));
    await screen.findByText('Opened walked.json (shortest path "walked-2026").');
    expect(store.getState().focused).toBe('journeys/repair.json');
    expect(store.getState().preview).toEqual({ path: walked, moves: 0, note: null });
    await screen.findByRole('table', { name: 'Replay: 1 passed, 0 diverged' });
    expect(replays[0]!.paths).toEqual([walked]);
    expect(replays[0]!.draft.journey).toBe('journeys/repair.json');

    const stepper = screen.getByRole('group', { name: 'Stepping through walked-2026' });
    fireEvent.click(within(stepper).getByRole('button', { name: 'Next move' }));
    expect(store.getState().preview.moves).toBe(1);
    fireEvent.click(within(stepper).getByRole('button', { name: 'To the end' }));
    expect(store.getState().preview.moves).toBe(2);
    expect((within(stepper).getByRole('button', { name: 'Next move' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(stepper).getByRole('button', { name: 'Previous move' }));
    expect(store.getState().preview.moves).toBe(1);
  });

  it('says why a file is not a path file', async () => {
    await panel();
    open('{ "journey": "report-a-repair" }', 'notes.json');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'notes.json: This file is not a path file: it does not say its moves ("moves"), the facts it starts with ("assumes"), its name ("name").',
    );
    open('not json', 'notes.txt');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'notes.txt: This file is not a path file: it is not JSON.',
    );
  });

  it('lists the paths with their descriptions, filters them, and replays them all into a results table', async () => {
    const { store, replays } = await panel();
    store.focus('journeys/repair.json');
    await screen.findByText('2 of 2 paths shown.');
    expect(screen.getByText('What a tester does (3 steps)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter the paths'), { target: { value: 'self-isolating' } });
    expect(screen.getByText('1 of 2 paths shown.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Step through shortest-02-covid' }));
    expect(store.getState().preview).toMatchObject({ path: repairPaths[1]!.file, moves: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Replay all' }));
    const table = await screen.findByRole('table', { name: 'Replay: 1 passed, 1 diverged' });
    expect(replays.at(-1)!.paths.map((path) => path.name)).toEqual(['shortest-01-repair-asset', 'shortest-02-covid']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PathResultMoves',
      'shortest-01-repair-assetpassed1 lines1. shortest-01-repair-asset',
      'shortest-02-covidDIVERGED1 lines1. shortest-02-covid',
    ]);
  });

  it('marks the graph with what the paths reach when coverage is switched on', async () => {
    const { store } = await panel();
    store.focus('journeys/repair.json');
    await screen.findByText('2 of 2 paths shown.');
    fireEvent.click(screen.getByLabelText('Show on the graph which steps and routes the paths reach'));
    expect(store.getState().coverage).toEqual(coverageOf(repairPaths.map((path) => path.file)));
    expect(store.getState().coverage?.routes).toEqual(['repair-asset>covid', 'repair-property>repair-asset']);
  });
});

describe('path files', () => {
  it('reads a path file and counts the exits a path leaves by as reached', () => {
    const file = pathFile('report-a-repair', 'x', ['a', 'b']);
    file.moves.push({
      from: { step: 'b', page: 0 },
      event: { type: 'CONTINUE' } as never,
      to: { exit: 'home' },
      warnings: [],
    });
    expect(readPathFile(JSON.stringify(file))).toEqual({ file });
    expect(coverageOf([file])).toEqual({ steps: ['a', 'b', 'home'], routes: ['a>b', 'b>home'] });
  });
});
