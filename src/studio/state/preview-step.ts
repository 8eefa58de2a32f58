import type { StudioStore } from './studio-store';

/**
 * Shows a step in the preview as a resident who walked there sees it: along the shortest generated
 * path to its first page, so that every condition on the way holds (the complaint of other
 * tools: a preview that starts mid-journey ignores the conditions). When no path reaches it, the
 * preview starts at the journey's start and says so.
 */
export async function previewStep(store: Pick<StudioStore, 'loadPaths' | 'setPreview'>, stepId: string): Promise<void> {
  const paths = await store.loadPaths();
  if (paths === null) {
    store.setPreview({
      path: null,
      note: `The test paths cannot be made as the journey stands, so the preview starts at the journey's start rather than at "${stepId}".`,
    });
    return;
  }
  const found = paths.find(
    ({ file }) =>
      file.kind === 'shortest' && 'step' in file.target && file.target.step === stepId && file.target.page === 0,
  );
  store.setPreview(
    found
      ? { path: found.file, note: null }
      : {
          path: null,
          note: `No generated path reaches "${stepId}" as the journey stands, so the preview starts at the journey's start.`,
        },
  );
}
