import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { slotGridExamples } from './examples';
import { SlotGrid } from './slot-grid';
import type { SlotGridProps } from './slot-grid-props';

function Grid({ onSelect, ...props }: SlotGridProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <ExampleWords>
      <SlotGrid
        {...props}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          onSelect(id);
        }}
      />
    </ExampleWords>
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('slot grid', () => {
  it('shows five dates as columns and pages with Previous and Next', () => {
    render(<Grid {...slotGridExamples['seven days, some full']} onSelect={vi.fn()} />);
    expect(headers()).toEqual(['Mon 23 Nov', 'Tue 24 Nov', 'Wed 25 Nov', 'Thu 26 Nov', 'Fri 27 Nov']);
    expect((screen.getByRole('button', { name: 'Previous dates' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next dates' }));
    expect(headers()).toEqual(['Mon 30 Nov', 'Tue 1 Dec']);
    expect((screen.getByRole('button', { name: 'Next dates' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous dates' }));
    expect(headers()[0]).toBe('Mon 23 Nov');
  });

  it('shows a slot that is Not Available as a dash that cannot be chosen', () => {
    render(<Grid {...slotGridExamples['seven days, some full']} onSelect={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Afternoon, Tue 24 Nov' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Morning, Thu 26 Nov' })).toBeNull();
    const dashes = screen.getAllByRole('gridcell').filter((cell) => cell.className === 'rp-slot-grid__none');
    expect(dashes).toHaveLength(3);
    expect(dashes[0]?.textContent).toBe('-Not available');
  });

  it('moves between bookable slots with the arrow keys, skipping full ones, and chooses with Enter', () => {
    const onSelect = vi.fn();
    render(<Grid {...slotGridExamples['seven days, some full']} onSelect={onSelect} />);
    const first = screen.getByRole('button', { name: 'Morning, Mon 23 Nov' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Morning, Tue 24 Nov' }).tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const below = screen.getByRole('button', { name: 'Afternoon, Mon 23 Nov' });
    expect(document.activeElement).toBe(below);
    fireEvent.keyDown(below, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Afternoon, Wed 25 Nov' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Afternoon, Fri 27 Nov' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('2026-11-27-pm');
    const chosen = screen.getByRole('button', { name: 'Afternoon, Fri 27 Nov' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(chosen.tabIndex).toBe(0);
  });

  it('opens on the page of the chosen slot and shows its error', () => {
    render(<Grid {...slotGridExamples['a slot chosen on the second page']} onSelect={vi.fn()} />);
    expect(headers()).toEqual(['Mon 30 Nov', 'Tue 1 Dec']);
    expect(screen.getByRole('button', { name: 'Morning, Tue 1 Dec' }).getAttribute('aria-pressed')).toBe('true');
  });
});
