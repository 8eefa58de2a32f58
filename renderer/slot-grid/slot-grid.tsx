import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from '../widget-kit/translate-context';
import type { SlotGridProps } from './slot-grid-props';
import { formatSlotDate, isBookable, slotLayout } from './slot-layout';

const MOVES: Record<string, [number, number]> = {
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
  ArrowDown: [1, 0],
  ArrowUp: [-1, 0],
};

/**
 * Appointment slots as a grid: dates as columns, five at a time with Previous and Next, time bands
 * as rows. Arrow keys move between bookable slots, Enter or Space chooses one; a slot that is Not
 * Available shows a dash and cannot be chosen.
 */
export function SlotGrid(props: SlotGridProps) {
  const { slots, selectedId, onSelect, captionKey, errorKey, datesPerPage = 5, formatDate = formatSlotDate } = props;
  const translate = useTranslate();
  const layout = slotLayout(slots);
  const selectedDate = slots.find((slot) => slot.id === selectedId)?.date;
  const [first, setFirst] = useState(() => {
    const at = selectedDate ? layout.dates.indexOf(selectedDate) : 0;
    return Math.max(0, at - (at % datesPerPage));
  });
  const grid = useRef<HTMLTableElement>(null);
  const dates = layout.dates.slice(first, first + datesPerPage);
  const bookable = layout.bands.flatMap((band) => dates.map((date) => layout.cell(band, date))).filter(isBookable);
  const tabStop = bookable.find((slot) => slot.id === selectedId)?.id ?? bookable[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: number, column: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      const slot = layout.cell(layout.bands[row] ?? '', dates[column] ?? '');
      if (isBookable(slot)) {
        event.preventDefault();
        onSelect(slot.id);
      }
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    for (
      let r = row + move[0], c = column + move[1];
      r >= 0 && c >= 0 && r < layout.bands.length && c < dates.length;
    ) {
      const slot = layout.cell(layout.bands[r] ?? '', dates[c] ?? '');
      if (isBookable(slot)) {
        Array.from(grid.current?.querySelectorAll<HTMLElement>('[data-slot-id]') ?? [])
          .find((button) => button.dataset.slotId === slot.id)
          ?.focus();
        return;
      }
      r += move[0];
      c += move[1];
    }
  };

  return (
    <div className={`rp-slot-grid${errorKey ? ' rp-form-group--error' : ''}`}>
      {errorKey ? <p className="rp-error-message">{translate(errorKey)}</p> : null}
      <div className="rp-slot-grid__paging">
        <button
          type="button"
          className="rp-button rp-button--secondary"
          disabled={first === 0}
          onClick={() => setFirst(Math.max(0, first - datesPerPage))}
        >
          {translate('renderer.slot-grid.previous')}
        </button>
        <button
          type="button"
          className="rp-button rp-button--secondary"
          disabled={first + datesPerPage >= layout.dates.length}
          onClick={() => setFirst(first + datesPerPage)}
        >
          {translate('renderer.slot-grid.next')}
        </button>
      </div>
      <table className="rp-slot-grid__table" role="grid" ref={grid}>
        <caption className="rp-slot-grid__caption">{translate(captionKey ?? 'renderer.slot-grid.caption')}</caption>
        <thead>
          <tr>
            <td />
            {dates.map((date) => (
              <th scope="col" key={date}>
                {formatDate(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {layout.bands.map((band, row) => (
            <tr key={band}>
              <th scope="row">{translate(band)}</th>
              {dates.map((date, column) => {
                const slot = layout.cell(band, date);
                if (!isBookable(slot)) {
                  return (
                    <td role="gridcell" key={date} className="rp-slot-grid__none">
                      <span aria-hidden="true">-</span>
                      <span className="rp-visually-hidden">{translate('renderer.slot-grid.not-available')}</span>
                    </td>
                  );
                }
                const selected = slot.id === selectedId;
                return (
                  <td role="gridcell" key={date} aria-selected={selected}>
                    <button
                      type="button"
                      data-slot-id={slot.id}
                      tabIndex={slot.id === tabStop ? 0 : -1}
                      className={`rp-slot${selected ? ' rp-slot--selected' : ''}`}
                      aria-pressed={selected}
                      onClick={() => onSelect(slot.id)}
                      onKeyDown={(event) => onKeyDown(event, row, column)}
                    >
                      <span className="rp-visually-hidden">
                        {translate(band)}, {formatDate(date)}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
