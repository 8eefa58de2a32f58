import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudioApi } from './api';
import { createStudioStore } from './state/studio-store';
import type { StudioDraft, StudioFiles, StudioIssue } from './studio-api';
import { StudioApp } from './studio-app';

// The graph's canvas (@xyflow/react) measures itself with browser APIs jsdom lacks; these give it
// a size of nothing, which is all the page's structure needs here (the Chromium tests see it drawn).
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  globalThis.DOMMatrixReadOnly ??= class {
    m22 = 1;
    constructor() {}
  } as unknown as typeof DOMMatrixReadOnly;
});

const journey = `{
  "id": "small",
  "start": "first",
  "exits": { "home": { "route": "/" } },
  "steps": [
    { "id": "first", "kind": "question", "route": "/first", "headingKey": "small.first", "next": [{ "to": "second" }] },
    { "id": "second", "kind": "question", "route": "/second", "next": [{ "to": "home" }] }
  ]
}
`;
const files: StudioFiles = {
  journeys: [{ path: 'journeys/small.json', name: 'small', text: journey }],
  words: { path: 'src/i18n/locales/en-GB/journeys.json', text: '{ "small.first": "First question" }\n' },
  otherWords: {},
};

/** A fake of the server's contract whose check finds every route to a step that does not exist. */
function studio() {
  const checked: StudioDraft[] = [];
  const asked: string[] = [];
  const api: StudioApi = {
    files: async () => structuredClone(files),
    check: async (draft) => {
      checked.push(draft);
      const text = draft.files.find((file) => file.path === 'journeys/small.json')?.text ?? '';
      const issues: StudioIssue[] = text.includes('"nowhere"')
        ? [
            {
              severity: 'error',
              code: 'unknown-target',
              file: 'journeys/small.json',
              pointer: '/steps/0/next/0/to',
              message: 'no step or exit "nowhere"',
            },
          ]
        : [];
      return { issues, milliseconds: 2 };
    },
    paths: async () => (asked.push('paths'), { paths: [] }),
    replay: async () => ({ results: [] }),
    impact: () => new Promise(() => {}),
    diff: () => new Promise(() => {}),
    save: () => new Promise(() => {}),
    world: async () => ({ facts: {}, toggles: {}, variants: [] }),
  };
  const store = createStudioStore({ api, now: () => 0 });
  render(<StudioApp store={store} token="t" />);
  return { store, checked, asked };
}

describe('the studio page', () => {
  it('has a header, a main area and labelled side panels, with a skip link to the graph', async () => {
    studio();
    await screen.findByRole('heading', { name: 'Steps and routes' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('studio-main');
    expect(screen.getByRole('link', { name: "Skip to the journey's steps" }).getAttribute('href')).toBe('#studio-main');
    expect(screen.getAllByRole('complementary').map((panel) => panel.getAttribute('aria-label'))).toEqual([
      'The chosen step',
      'Preview',
      'For testers',
    ]);
    expect((screen.getByRole('combobox', { name: 'Journey' }) as HTMLSelectElement).value).toBe('journeys/small.json');
  });

  it('turns Undo and Review and save on after an edit, shows the problem it makes on the step, and undoes by Ctrl+Z', async () => {
    const { store } = studio();
    await screen.findByText('No problems');
    const header = screen.getByRole('banner');
    const review = within(header).getByRole('button', { name: 'Review and save' }) as HTMLButtonElement;
    expect(review.disabled).toBe(true);
    act(() =>
      store.edit('Changed where Continue goes from first', (held) => ({
        ...held,
        journeys: {
          'journeys/small.json': held.journeys['journeys/small.json']!.replace('"to": "second"', '"to": "nowhere"'),
        },
      })),
    );
    expect(review.disabled).toBe(false);
    expect(within(header).getByText('Undoes: Changed where Continue goes from first')).toBeTruthy();
    expect(await within(header).findByText('1 error')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Error in first: no step or exit "nowhere"' })).toBeTruthy();
    const node = document.querySelector('.react-flow__node[data-id="step:first"]');
    expect(node?.getAttribute('aria-label')).toBe(
      'First question (first), kind question, address /first, Start, 1 problem, goes to nowhere otherwise',
    );
    expect(document.querySelector('.react-flow__node[data-id="missing:nowhere"]')?.getAttribute('aria-label')).toBe(
      'Missing step: nowhere',
    );

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(review.disabled).toBe(true);
    expect(await within(header).findByText('No problems')).toBeTruthy();
  });

  it('opens a step from the graph by keyboard: Enter selects it and asks for the path to preview it along', async () => {
    const { store, asked } = studio();
    await screen.findByText('No problems');
    const node = document.querySelector<HTMLElement>('.react-flow__node[data-id="step:second"]')!;
    fireEvent.keyDown(node, { key: 'Enter' });
    expect(store.getState().selected).toEqual({ file: 'journeys/small.json', stepId: 'second' });
    await screen.findByText(/No generated path reaches "second"/);
    expect(asked).toContain('paths');
  });

  it('finds a step by its words and takes the focus to it on Enter', async () => {
    studio();
    await screen.findByText('No problems');
    const search = screen.getByRole('searchbox', { name: 'Find a step' });
    fireEvent.change(search, { target: { value: 'first question' } });
    expect(screen.getByText('1 step matches: press Enter to go to the first.')).toBeTruthy();
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(document.activeElement?.getAttribute('data-id')).toBe('step:first');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-id')).toBe('step:second');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-id')).toBe('step:first');
  });
});
