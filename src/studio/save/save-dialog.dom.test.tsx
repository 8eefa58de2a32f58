import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioApi } from '../api';
import { createStudioStore } from '../state/studio-store';
import { StudioProvider } from '../state/use-studio';
import type { StudioDiff, StudioFiles, StudioImpact, StudioIssue, StudioSave } from '../studio-api';
import { SaveDialog } from './save-dialog';

const files: StudioFiles = {
  journeys: [{ path: 'journeys/repair.json', name: 'repair', text: '{ "id": "report-a-repair", "steps": [] }\n' }],
  words: { path: 'src/i18n/locales/en-GB/journeys.json', text: '{}\n' },
  otherWords: {},
};
const routeError: StudioIssue = {
  severity: 'error',
  code: 'unknown-step',
  file: 'journeys/repair.json',
  pointer: '/steps/3/next/0/to',
  message: 'Continue goes to "nowhere", which is no step or exit.',
};
const impact = (issues: StudioIssue[] = []): StudioImpact => ({
  paths: {
    before: 48,
    after: 49,
    changed: ['shortest-12-covid', 'simple-004-exit-reported'],
    added: ['shortest-49-pets'],
    removed: [],
  },
  unreachable: ['covid'],
  lostCoverage: { steps: ['covid'], routes: ['vulnerability>covid'] },
  navigation: {
    tables: ['tests/journeys/repair-navigation.table.md'],
    rows: [
      {
        table: 'tests/journeys/repair-navigation.table.md',
        id: 'N17',
        page: '/vulnerabilityquestion',
        action: 'Continue',
        words: 'goes to /covidquestion',
        problem: 'Continue went to /pets instead.',
      },
    ],
  },
  issues,
});
const diff: StudioDiff = {
  diff: '--- journeys/repair.json\n+++ journeys/repair.json\n@@ -1,3 +1,3 @@\n {\n-  "to": "covid"\n+  "to": "pets"\n }\n',
  files: ['journeys/repair.json', 'docs/journeys/repair.md'],
};

async function openDialog(answers: { impact: StudioImpact; save?: StudioSave }) {
  const calls: string[] = [];
  const api: StudioApi = {
    files: async () => (calls.push('files'), structuredClone(files)),
    check: async () => ({ issues: answers.impact.issues, milliseconds: 1 }),
    paths: async () => ({ paths: [] }),
    replay: async () => ({ results: [] }),
    impact: async () => (calls.push('impact'), answers.impact),
    diff: async () => (calls.push('diff'), diff),
    save: async () => (calls.push('save'), answers.save ?? { saved: false, issues: [] }),
    world: async () => ({ facts: {}, toggles: {}, variants: [] }),
  };
  const store = createStudioStore({ api, now: () => 0 });
  await store.reloadFromDisk();
  store.edit('Changed where Continue goes from vulnerability', (held) => ({
    ...held,
    journeys: { 'journeys/repair.json': '{ "id": "report-a-repair", "steps": [{ "id": "pets" }] }\n' },
  }));
  const onClose = vi.fn();
  render(
    <StudioProvider store={store}>
      <SaveDialog onClose={onClose} />
    </StudioProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Review and save' });
  await within(dialog).findByRole('heading', { name: 'What the change does to the tests' });
  return { dialog, calls, store, onClose };
}

describe('review and save', () => {
  it('shows the impact: the paths that change, steps no longer reached, lost coverage and the navigation rows that no longer hold', async () => {
    const { dialog } = await openDialog({ impact: impact() });
    expect(
      within(dialog).getByText('Test paths: 2 of 48 change, 1 added, 0 removed (48 before, 49 after).'),
    ).toBeTruthy();
    expect(within(dialog).getByText('shortest-12-covid')).toBeTruthy();
    expect(within(dialog).getByText('shortest-49-pets')).toBeTruthy();
    expect(within(dialog).getByText('Steps no path reaches any more: covid.')).toBeTruthy();
    expect(within(dialog).getByText('Lose coverage: 1 step and 1 route.')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: '1 row of the navigation table no longer holds' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
      'N17/vulnerabilityquestionContinue: goes to /covidquestionContinue went to /pets instead.',
    );
  });

  it('shows the diff with every added and removed line keeping its + or -, not only its colour', async () => {
    const { dialog } = await openDialog({ impact: impact() });
    const shown = within(dialog).getByLabelText('The change, as it will be written');
    expect(shown.querySelector('.studio-diff__line--removed')?.textContent).toBe('-  "to": "covid"\n');
    expect(shown.querySelector('.studio-diff__line--added')?.textContent).toBe('+  "to": "pets"\n');
    expect(within(dialog).getByText(/Files: journeys\/repair.json, docs\/journeys\/repair.md/)).toBeTruthy();
  });

  it('turns Save off with the reason while the check finds an error, and lists the error', async () => {
    const { dialog, calls } = await openDialog({ impact: impact([routeError]) });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.getAttribute('aria-describedby')).toBe('save-blocked');
    expect(within(dialog).getByText('Save is not possible while the check finds 1 error: fix it first.')).toBeTruthy();
    expect(within(dialog).getByText(/Continue goes to "nowhere"/)).toBeTruthy();
    fireEvent.click(save);
    expect(calls).not.toContain('save');
  });

  it('shows why the server refused a save and that it wrote nothing', async () => {
    const { dialog, store } = await openDialog({ impact: impact(), save: { saved: false, issues: [routeError] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('refused the save and wrote nothing');
    expect(within(dialog).getByText(/Continue goes to "nowhere"/)).toBeTruthy();
    expect(store.getState().dirty).toBe(true);
  });

  it('after a save says what was written, shows the written diff and reads the files again (clean)', async () => {
    const { dialog, calls, store } = await openDialog({
      impact: impact(),
      save: { saved: true, written: ['journeys/repair.json', 'docs/journeys/repair.md'], diff: diff.diff },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      '✔ Saved: journeys/repair.json, docs/journeys/repair.md',
    );
    expect(within(dialog).getByLabelText('What was written').textContent).toContain('+  "to": "pets"');
    await vi.waitFor(() => expect(calls.filter((call) => call === 'files')).toHaveLength(2));
    expect(store.getState().dirty).toBe(false);
  });

  it('closes on Escape', async () => {
    const { dialog, onClose } = await openDialog({ impact: impact() });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
