import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutGraph } from './graph-layout';
import { buildGraphModel } from './graph-model';

const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../..', path), 'utf8');
const journeys = {
  'journeys/repair.json': read('journeys/repair.json'),
  'journeys/damp-and-mould.json': read('journeys/damp-and-mould.json'),
};

describe('the graph layout', () => {
  it('places the repair journey top to bottom: the start above the steps it leads to', () => {
    const placed = layoutGraph(buildGraphModel({ journey: 'journeys/repair.json', journeys, words: {}, issues: [] }));
    const y = (id: string) => placed.find((node) => node.model.id === id)!.y;
    expect(y('step:repair-property')).toBeLessThan(y('step:repair-asset'));
    expect(y('step:repair-asset')).toBeLessThan(y('step:confirmation-details'));
  });

  it('lays an open included journey out inside its group, placed relative to it', () => {
    const placed = layoutGraph(
      buildGraphModel({
        journey: 'journeys/repair.json',
        journeys,
        words: {},
        issues: [],
        open: new Set(['damp-and-mould']),
      }),
    );
    const group = placed.find((node) => node.model.id === 'include:damp-and-mould')!;
    const confirm = placed.find((node) => node.model.id === 'step:damp-confirm')!;
    expect(placed.indexOf(group)).toBeLessThan(placed.indexOf(confirm));
    expect(confirm.x).toBeGreaterThanOrEqual(0);
    expect(confirm.y).toBeGreaterThan(0);
    expect(confirm.x + confirm.width).toBeLessThanOrEqual(group.width);
    expect(confirm.y + confirm.height).toBeLessThanOrEqual(group.height);
  });
});
