import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureImportGraph } from '../../scripts/import-graph.mjs';

/**
 * The import graph's figures (docs/architecture.md, "Floors inside a layer"): the lint walls stop
 * one import at a time; this holds the whole graph to no upward import, no import from one portal
 * feature to another and no circle, and proves the counting on a planted tree.
 */
const scratch = mkdtempSync(join(tmpdir(), 'import-graph-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function plant(files: Record<string, string>): void {
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions: { moduleResolution: 'Bundler' } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
}

describe('the import graph', () => {
  it('counts an upward import, an import across features and a circle in a planted tree', async () => {
    plant({
      'engine/definition/types.ts': "import { run } from '../runtime/run';\nexport const kind = run;\n",
      'engine/runtime/run.ts': 'export const run = 1;\n',
      'src/pages/repairs/list.ts': "import { card } from '../cases/card';\nexport const list = card;\n",
      'src/pages/cases/card.ts': 'export const card = 1;\n',
      'gateway/server/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
      'gateway/server/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
      'engine/runtime/run.test.ts': "import { kind } from '../definition/types';\nexport const t = kind;\n",
    });
    const figures = await measureImportGraph(scratch);
    expect(figures.engineUpward.up).toEqual([{ from: 'engine/definition/types.ts', to: 'engine/runtime/run.ts' }]);
    expect(figures.featureToFeature).toEqual([{ from: 'src/pages/repairs/list.ts', to: 'src/pages/cases/card.ts' }]);
    expect(figures.circles).toEqual([['gateway/server/one.ts', 'gateway/server/two.ts']]);
  });

  it('has no upward import inside engine/ or src/, no import across features and no circle', async () => {
    const figures = await measureImportGraph();
    expect(figures.engineUpward.up).toEqual([]);
    expect(figures.srcUpward.up).toEqual([]);
    expect(figures.featureToFeature).toEqual([]);
    expect(figures.circles).toEqual([]);
    expect([...figures.engineUpward.unplaced, ...figures.srcUpward.unplaced]).toEqual([]);
  });
});
