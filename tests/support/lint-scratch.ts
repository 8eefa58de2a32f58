import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * A scratch tree for the lint-rule tests (tests/lint): the project's real eslint.config.js and the
 * floors it reads (scripts/import-floors.mjs), the repository's node_modules, and the files a test
 * plants (path relative to the root → text), so the real folders are never written to and every
 * import resolves to what the scratch tree holds. `remove` deletes it.
 *
 * @example
 * const tree = lintScratch('lint-rules-', { 'engine/index.ts': 'export {};\n' });
 * new ESLint({ cwd: tree.root });
 */
export function lintScratch(prefix: string, files: Record<string, string> = {}): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const copied of ['eslint.config.js', 'scripts/import-floors.mjs']) {
    mkdirSync(dirname(join(root, copied)), { recursive: true });
    copyFileSync(join(repoRoot, copied), join(root, copied));
  }
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'lint-fixture', type: 'module' }));
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
