// `npm run graph [-- --root <checkout>] [-- --list]`: figures of the import graph, read by
// dependency-cruiser (docs/architecture.md, "Floors inside a layer"):
// - upward imports inside engine/ and src/: a module importing one on a higher floor
//   (floors from scripts/import-floors.mjs, the same floors the lint walls keep);
// - feature to feature: a module of src/pages/<one> importing one of src/pages/<another>;
// - circles: groups of modules that import one another round, as dependency-cruiser finds them.
// Test code (*.test.*, testing/ and test-fixtures/ folders) is left out: it may reach anywhere.
// With --root, another checkout is measured against this checkout's floors: how main looked
// before a change is measured the same way as after it. --list prints each offending import.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cruise } from 'dependency-cruiser';
import { engineFloors, srcFloors } from './import-floors.mjs';

const folders = ['schemas', 'journeys', 'engine', 'renderer', 'gateway', 'src', 'scripts'];

/** Every import between the project's own modules, tests and generated files left out. */
async function readEdges(root) {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      folders.filter((folder) => existsSync(join(root, folder))),
      {
        tsPreCompilationDeps: true,
        exclude: {
          path: [
            '(^|/)node_modules/',
            '(^|/)generated/',
            '\\.test\\.tsx?$',
            '(^|/)test-fixtures/',
            '(^|/)testing/',
            '(^|/)dist/',
          ],
        },
        doNotFollow: { path: 'node_modules' },
        moduleSystems: ['es6'],
      },
      undefined,
      { tsConfig: { fileName: join(root, 'tsconfig.json') } },
    );
    const edges = [];
    // dependency-cruiser marks each import that leads back to its module and gives one such path:
    // a circle is the set of modules on it, counted once however many of its imports report it.
    const circles = new Map();
    for (const module of result.output.modules) {
      for (const dependency of module.dependencies) {
        const target = dependency.resolved;
        if (dependency.coreModule || !target || target.includes('node_modules')) continue;
        if (!folders.some((folder) => target.startsWith(`${folder}/`))) continue;
        edges.push({ from: module.source, to: target });
        if (dependency.circular && dependency.cycle) {
          const members = [...new Set([module.source, ...dependency.cycle.map(({ name }) => name)])].sort();
          circles.set(members.join('\n'), members);
        }
      }
    }
    return { edges, circles: [...circles.values()] };
  } finally {
    process.chdir(previous);
  }
}

/** The floor of a path (its index in floors, the ground being 0), or undefined if none holds it. */
function floorOf(floors, path) {
  let best;
  let bestLength = -1;
  floors.forEach((prefixes, floor) => {
    for (const prefix of prefixes) {
      const holds = path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
      if (holds && prefix.length > bestLength) {
        best = floor;
        bestLength = prefix.length;
      }
    }
  });
  return best;
}

function upward(edges, layer, floors) {
  const inside = edges.filter(({ from, to }) => from.startsWith(`${layer}/`) && to.startsWith(`${layer}/`));
  const unplaced = new Set();
  const up = [];
  for (const edge of inside) {
    const from = floorOf(floors, edge.from);
    const to = floorOf(floors, edge.to);
    if (from === undefined) unplaced.add(edge.from);
    if (to === undefined) unplaced.add(edge.to);
    if (from !== undefined && to !== undefined && to > from) up.push(edge);
  }
  return { up, unplaced: [...unplaced].sort() };
}

const featureOf = (path) => /^src\/pages\/([^/]+)\//.exec(path)?.[1];

function featureToFeature(edges) {
  return edges.filter(({ from, to }) => {
    const one = featureOf(from);
    const other = featureOf(to);
    return one !== undefined && other !== undefined && one !== other;
  });
}

/** The figures of the checkout at root (this one by default), measured against this checkout's floors. */
export async function measureImportGraph(root = join(import.meta.dirname, '..')) {
  const { edges, circles } = await readEdges(root);
  return {
    root,
    imports: edges.length,
    engineUpward: upward(edges, 'engine', engineFloors),
    srcUpward: upward(edges, 'src', srcFloors),
    featureToFeature: featureToFeature(edges),
    circles,
  };
}

async function main() {
  const { values } = parseArgs({ options: { root: { type: 'string' }, list: { type: 'boolean', default: false } } });
  const figures = await measureImportGraph(values.root ? resolve(values.root) : undefined);
  const show = (label, list) => {
    if (values.list) for (const { from, to } of list) console.log(`  ${label}: ${from} -> ${to}`);
  };
  console.log(
    `import graph of ${figures.root}: ${figures.imports} imports between the project's modules (tests left out)`,
  );
  console.log(`upward imports inside engine/: ${figures.engineUpward.up.length}`);
  show('up', figures.engineUpward.up);
  console.log(`upward imports inside src/: ${figures.srcUpward.up.length}`);
  show('up', figures.srcUpward.up);
  console.log(`feature-to-feature imports in src/pages: ${figures.featureToFeature.length}`);
  show('across', figures.featureToFeature);
  const modules = figures.circles.reduce((sum, group) => sum + group.length, 0);
  console.log(`circles: ${figures.circles.length} (${modules} modules)`);
  if (values.list) for (const group of figures.circles) console.log(`  circle: ${group.join(' <-> ')}`);
  const unplaced = [...figures.engineUpward.unplaced, ...figures.srcUpward.unplaced];
  if (unplaced.length) console.log(`modules on no floor (scripts/import-floors.mjs): ${unplaced.join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
