import type { PathFile } from '../../engine/browser';

/**
 * For testers in `npm run dev`: downloads the path walked so far as a path file, which
 * `npm run journeys -- replay <file>` replays through the engine (or with --browser, the pages).
 */
export function TesterTools({ walkedPath, label }: { walkedPath: () => PathFile | null; label: string }) {
  const download = () => {
    const path = walkedPath();
    if (!path) return;
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(path, null, 2)}\n`], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${path.journey}-${path.name}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <aside className="tester-tools" aria-label="Tester tools">
      <button type="button" className="button button--secondary" onClick={download}>
        {label}
      </button>
    </aside>
  );
}
