import { describe, expect, it } from 'vitest';
import { splitDetailLine } from './case-detail-lines';

describe('case detail lines', () => {
  it("splits 'label - value' into its label and value", () => {
    expect(splitDetailLine('How many fobs did you lose - 2')).toEqual({
      label: 'How many fobs did you lose',
      value: '2',
    });
  });

  it("splits on the first ' - ' only, so the value keeps later ones", () => {
    expect(splitDetailLine('When - 3 May - 5 May')).toEqual({ label: 'When', value: '3 May - 5 May' });
  });

  it('keeps a hyphen without spaces inside the label or value', () => {
    expect(splitDetailLine('Move-in date - 03-05-2025')).toEqual({ label: 'Move-in date', value: '03-05-2025' });
  });

  it('shows a line without the separator as a value with no label', () => {
    expect(splitDetailLine('Collected from the estate office')).toEqual({ value: 'Collected from the estate office' });
    expect(splitDetailLine(' - only a value')).toEqual({ value: 'only a value' });
  });
});
