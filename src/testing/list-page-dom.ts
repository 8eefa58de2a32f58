import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The portal's clock at `now` in each test of the file (Date only, so timers still run). */
export function fixTheDateInEachTest(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The rows of a list's table under its heading row. */
export const bodyRows = () => screen.getAllByRole('row').slice(1);

/** The texts of a row's cells, headings included. */
export const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');

/** The filters' From or To date. */
export const dateField = (name: 'From' | 'To') => screen.getByLabelText(name) as HTMLInputElement;

/** Types a date range into the filters and applies it with their `button`. */
export function applyDates(from: string, to: string, button: string) {
  fireEvent.change(dateField('From'), { target: { value: from } });
  fireEvent.change(dateField('To'), { target: { value: to } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}
