import { describe, expect, it } from 'vitest';
import { buildingsOf, isHighRise } from './home-buildings';
import { building, estate, flat, tower } from './testing/building-fixtures';

describe('a high-rise building (ACC-BSF-01: 18 m or seven storeys or higher)', () => {
  const block = (heightMetres: number | null, storeys: number | null, isHighRiseStatus = false) =>
    building('B2', 'Block', 'Elm Court', 'Elm Court', {
      heightMetres,
      storeys,
      statuses: { isInDefects: false, isHighRise: isHighRiseStatus },
    });

  it('is one of 18 metres or more, seven storeys or more, or marked high-rise', () => {
    expect(isHighRise(block(18, 5))).toBe(true);
    expect(isHighRise(block(12.5, 7))).toBe(true);
    expect(isHighRise(block(null, null, true))).toBe(true);
  });

  it('is not one lower than both, or with neither recorded', () => {
    expect(isHighRise(block(17.9, 6))).toBe(false);
    expect(isHighRise(block(null, null))).toBe(false);
  });
});

describe('the buildings of a home', () => {
  it("reads a flat's block, estate and high-rise block from its hierarchy", () => {
    expect(buildingsOf([flat, tower, estate])).toEqual({ block: tower, estate, highRise: tower });
  });

  it('has no block for a house on an estate, and no high-rise block for a low one', () => {
    const house = building('H1', 'Property', '14 Rowan Close', '14 Rowan Close');
    expect(buildingsOf([house, estate])).toEqual({ block: undefined, estate, highRise: undefined });
    const low = building('B3', 'Block', 'Elm Court', 'Elm Court', { heightMetres: 12.5, storeys: 4 });
    expect(buildingsOf([flat, low, estate]).highRise).toBeUndefined();
  });
});
