import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStudioApi, EXPIRED_LINK_MESSAGE, type StudioApi } from '../api';
import type { StudioCheck, StudioDraft, StudioFiles } from '../studio-api';
import { inspectorPort } from './inspector-port';
import { bindLeaveWarning, bindUndoKeys } from './page-bindings';
import { CHECK_DELAY_MS, createStudioStore } from './studio-store';
import { takeToken, TOKEN_STORAGE_KEY } from './token';
import { StudioProvider, useStudio } from './use-studio';

const repair = '{\n  "id": "report-a-repair",\n  "steps": [{ "id": "a", "next": [{ "to": "b" }] }]\n}\n';
const files: StudioFiles = {
  journeys: [
    { path: 'journeys/case.json', name: 'case', text: '{ "id": "case" }\n' },
    { path: 'journeys/repair.json', name: 'repair', text: repair },
  ],
  words: { path: 'src/i18n/locales/en-GB/journeys.json', text: '{ "repair.a.heading": "A" }\n' },
  otherWords: {},
};

/** A small fake of the server's contract: the check answers when the test says, and finds every route to "nowhere". */
function fakeApi() {
  const checks: { draft: StudioDraft; signal?: AbortSignal; answer: () => void }[] = [];
  const api: StudioApi = {
    files: async () => structuredClone(files),
    check: (draft, signal) =>
      new Promise<StudioCheck>((resolve) => {
        const issues = draft.files
          .filter((file) => file.text.includes('"nowhere"'))
          .map((file) => ({
            severity: 'error' as const,
            code: 'unknown-step',
            file: file.path,
            pointer: '/steps/0/next/0/to',
            message: 'No step "nowhere".',
          }));
        checks.push({ draft, signal, answer: () => resolve({ issues, milliseconds: 3 }) });
      }),
    paths: () => Promise.reject(new Error('not used')),
    replay: () => Promise.reject(new Error('not used')),
    impact: () => Promise.reject(new Error('not used')),
    diff: () => Promise.reject(new Error('not used')),
    save: () => Promise.reject(new Error('not used')),
    world: () => Promise.reject(new Error('not used')),
  };
  return { api, checks };
}

const retarget = (to: string) => (held: { journeys: Record<string, string>; words: string }) => ({
  ...held,
  journeys: {
    ...held.journeys,
    'journeys/repair.json': held.journeys['journeys/repair.json']!.replace(/"to": "\w+"/, `"to": "${to}"`),
  },
});

async function loadedStore() {
  const fake = fakeApi();
  const store = createStudioStore({ api: fake.api, initialJourney: 'journeys/repair.json', now: () => 0 });
  const loading = store.reloadFromDisk();
  await vi.waitFor(() => expect(fake.checks).toHaveLength(1));
  fake.checks[0]!.answer();
  await loading;
  return { store, ...fake };
}

describe('the studio store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the files as on disk, focuses the journey asked for and is clean', async () => {
    const { store } = await loadedStore();
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.focused).toBe('journeys/repair.json');
    expect(state.held.journeys['journeys/repair.json']).toBe(repair);
    expect(state.dirty).toBe(false);
    expect(store.draft()).toEqual({ journey: 'journeys/repair.json', files: [] });
  });

  it('undoes and redoes an edit by its label, and is dirty only while held differs from disk', async () => {
    const { store } = await loadedStore();
    store.edit('Changed where Continue goes from a', retarget('c'));
    store.edit('Changed the words of repair.a.heading', (held) => ({
      ...held,
      words: '{ "repair.a.heading": "Z" }\n',
    }));
    expect(store.getState().undoStack.map((entry) => entry.label)).toEqual([
      'Changed where Continue goes from a',
      'Changed the words of repair.a.heading',
    ]);
    expect(store.getState().undoStack[1]!.before).toEqual({ words: files.words.text });
    expect(store.draft().files.map((file) => file.path)).toEqual([
      'journeys/repair.json',
      'src/i18n/locales/en-GB/journeys.json',
    ]);
    store.undo();
    store.undo();
    expect(store.getState().held.journeys['journeys/repair.json']).toBe(repair);
    expect(store.getState().dirty).toBe(false);
    expect(store.getState().redoStack).toHaveLength(2);
    store.redo();
    expect(store.getState().held.journeys['journeys/repair.json']).toContain('"to": "c"');
    expect(store.getState().dirty).toBe(true);
    store.edit('Changed where Continue goes from a', retarget('d'));
    expect(store.getState().redoStack).toEqual([]);
  });

  it('ignores an edit that changes nothing, so undo does not step through nothing', async () => {
    const { store } = await loadedStore();
    store.edit('Changed nothing', (held) => ({ ...held }));
    expect(store.getState().undoStack).toEqual([]);
  });

  it('checks once after the pause, with only the changed files in the draft, and stores the issues', async () => {
    const { store, checks } = await loadedStore();
    store.edit('one', retarget('x'));
    store.edit('two', retarget('nowhere'));
    vi.advanceTimersByTime(CHECK_DELAY_MS - 1);
    expect(checks).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(checks).toHaveLength(2);
    expect(checks[1]!.draft.files.map((file) => file.path)).toEqual(['journeys/repair.json']);
    expect(store.getState().checking).toBe(true);
    checks[1]!.answer();
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().issues.map((issue) => issue.message)).toEqual(['No step "nowhere".']);
  });

  it('lets a newer check supersede an older one: the older is cancelled and its answer not stored', async () => {
    const { store, checks } = await loadedStore();
    store.edit('broken', retarget('nowhere'));
    vi.advanceTimersByTime(CHECK_DELAY_MS);
    store.undo();
    vi.advanceTimersByTime(CHECK_DELAY_MS);
    expect(checks).toHaveLength(3);
    expect(checks[1]!.signal?.aborted).toBe(true);
    checks[2]!.answer();
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    checks[1]!.answer();
    await Promise.resolve();
    expect(store.getState().issues).toEqual([]);
  });

  it('runs the check after undo and redo too', async () => {
    const { store, checks } = await loadedStore();
    store.edit('broken', retarget('nowhere'));
    vi.advanceTimersByTime(CHECK_DELAY_MS);
    store.undo();
    vi.advanceTimersByTime(CHECK_DELAY_MS);
    store.redo();
    vi.advanceTimersByTime(CHECK_DELAY_MS);
    expect(checks.map((check) => check.draft.files.length)).toEqual([0, 1, 0, 1]);
  });

  it('takes the held texts back to disk on reload, with empty undo and redo', async () => {
    const { store, checks } = await loadedStore();
    store.edit('broken', retarget('nowhere'));
    const reload = store.reloadFromDisk();
    await vi.waitFor(() => expect(checks.length).toBeGreaterThan(1));
    checks.at(-1)!.answer();
    await reload;
    expect(store.getState()).toMatchObject({ dirty: false, undoStack: [], redoStack: [] });
    expect(store.getState().held.journeys['journeys/repair.json']).toBe(repair);
  });
});

describe('the studio store on a refused token', () => {
  it('says the link has expired and that the files could not be read', async () => {
    const api = createStudioApi({ token: 'old', fetch: async () => new Response('{}', { status: 401 }) });
    const store = createStudioStore({ api, now: () => 0 });
    await store.reloadFromDisk();
    expect(store.getState()).toMatchObject({ status: 'failed', problem: EXPIRED_LINK_MESSAGE });
  });
});

describe('the studio token', () => {
  it('is taken from the address once, kept for the tab and removed from the address', () => {
    history.replaceState(null, '', '/?token=abc123&journey=repair#graph');
    expect(takeToken()).toBe('abc123');
    expect(location.search).toBe('?journey=repair');
    expect(location.hash).toBe('#graph');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc123');
    history.replaceState(null, '', '/');
    expect(takeToken()).toBe('abc123');
    sessionStorage.clear();
    expect(takeToken()).toBeNull();
  });

  it('is sent with every call, and a refused one says the link has expired', async () => {
    const seen: (string | null)[] = [];
    const api = createStudioApi({
      token: 'abc123',
      fetch: async (_url, init) => {
        seen.push(new Headers(init?.headers).get('x-studio-token'));
        return new Response(JSON.stringify({ message: 'Bad token' }), { status: 401 });
      },
    });
    await expect(api.files()).rejects.toThrow(EXPIRED_LINK_MESSAGE);
    expect(seen).toEqual(['abc123']);
  });

  it('shows the server message of any other failure, and a refused save as an answer', async () => {
    const api = createStudioApi({
      token: 't',
      fetch: async (url) =>
        String(url).endsWith('/save')
          ? new Response(JSON.stringify({ saved: false, issues: [] }), { status: 422 })
          : new Response(JSON.stringify({ message: 'The path package.json is outside journeys/.' }), { status: 400 }),
    });
    await expect(api.diff({ journey: 'journeys/repair.json', files: [] })).rejects.toThrow(
      'The path package.json is outside journeys/.',
    );
    await expect(api.save({ journey: 'journeys/repair.json', files: [] })).resolves.toEqual({
      saved: false,
      issues: [],
    });
  });
});

describe('the page bindings', () => {
  it('undo and redo by keyboard, but not while typing in a text field', () => {
    const calls: string[] = [];
    const unbind = bindUndoKeys({ undo: () => calls.push('undo'), redo: () => calls.push('redo') });
    const input = document.createElement('input');
    document.body.append(input);
    const press = (target: EventTarget, init: KeyboardEventInit) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    press(document.body, { key: 'z', ctrlKey: true });
    press(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    press(document.body, { key: 'y', ctrlKey: true });
    press(document.body, { key: 'z', metaKey: true });
    press(input, { key: 'z', ctrlKey: true });
    unbind();
    press(document.body, { key: 'z', ctrlKey: true });
    input.remove();
    expect(calls).toEqual(['undo', 'redo', 'redo', 'undo']);
  });

  it('warns before leaving only while there are unsaved changes', () => {
    let dirty = false;
    const unbind = bindLeaveWarning({ getState: () => ({ dirty }) as never });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    dirty = true;
    expect(leave()).toBe(true);
    unbind();
  });

  it('re-renders a component reading the store when what it reads changes', async () => {
    const { store } = await (async () => {
      const fake = fakeApi();
      const made = createStudioStore({ api: fake.api, now: () => 0 });
      const loading = made.reloadFromDisk();
      await vi.waitFor(() => expect(fake.checks).toHaveLength(1));
      fake.checks[0]!.answer();
      await loading;
      return { store: made };
    })();
    function Undo() {
      const labels = useStudio((state) => state.undoStack.map((entry) => entry.label));
      return <p>{labels.join(', ') || 'Nothing to undo'}</p>;
    }
    render(
      <StudioProvider store={store}>
        <Undo />
      </StudioProvider>,
    );
    expect(screen.getByText('Nothing to undo')).toBeTruthy();
    act(() => store.edit('Changed the heading of a', retarget('q')));
    expect(screen.getByText('Changed the heading of a')).toBeTruthy();
  });
});

describe("the inspector's port of the store", () => {
  it('edits, undoes and selects on the same store, and its useStudio re-renders on a change', async () => {
    const fake = fakeApi();
    const store = createStudioStore({ api: fake.api, initialJourney: 'journeys/repair.json', now: () => 0 });
    const loading = store.reloadFromDisk();
    await vi.waitFor(() => expect(fake.checks).toHaveLength(1));
    fake.checks[0]!.answer();
    await loading;
    const port = inspectorPort(store);
    function Selected() {
      const selected = port.useStudio((state) => state.selected);
      return <p>{selected ? `Editing ${selected.stepId}` : 'Nothing chosen'}</p>;
    }
    render(<Selected />);
    act(() => port.select('journeys/repair.json', 'a'));
    expect(screen.getByText('Editing a')).toBeTruthy();
    act(() => port.edit('Changed where Continue goes from a', retarget('c')));
    expect(store.getState().dirty).toBe(true);
    act(() => port.undo());
    expect(store.getState().dirty).toBe(false);
    act(() => port.redo());
    expect(store.getState().held.journeys['journeys/repair.json']).toContain('"to": "c"');
  });
});
