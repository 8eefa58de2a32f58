import { useId, useRef, useState, type FormEvent } from 'react';
import type { AreaWords } from '../i18n/use-area-words';
import './lists.css';

/** The chosen filters: an area ('all' or an area) and a status group id ('all' or a group). A list without areas keeps 'all'. */
export interface Filters {
  area: string;
  status: string;
}

/**
 * Filter: a button that opens the side panel with the area and status drop-downs and Search
 * (which applies them), and Clear filters. The panel keeps its choices until Search is pressed.
 * The status choices are `statusGroups` ('all' first; each list gives its own), worded
 * `filter.group.<id>`; with no `areas` (the case list) there is no area drop-down. A list with
 * filters outside the panel (the transactions' dates and search) says when any of them narrows it
 * (`narrowed`) and clears them all (`onClear`) with the same Clear filters.
 */
export function FilterPanel({
  filters,
  areas,
  statusGroups,
  narrowed = filters.area !== 'all' || filters.status !== 'all',
  onApply,
  onClear,
  words,
}: {
  filters: Filters;
  areas: readonly string[];
  statusGroups: readonly string[];
  narrowed?: boolean;
  onApply: (filters: Filters) => void;
  onClear?: () => void;
  words: AreaWords;
}) {
  const panelId = useId();
  const areaId = useId();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState(filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    setOpen(false);
    // The panel closes: the focus goes back to the button that opened it rather than to the page.
    toggleButton.current?.focus();
  };
  const clear = () => {
    if (onClear) onClear();
    else onApply({ area: 'all', status: 'all' });
    setDraft({ area: 'all', status: 'all' });
    toggleButton.current?.focus();
  };
  const toggle = () => {
    setDraft(filters);
    setOpen(!open);
  };

  return (
    <div className="repair-filter">
      <div className="button-group">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          ref={toggleButton}
        >
          {words('filter.open')}
        </button>
        {narrowed && (
          <button type="button" className="button button--secondary" onClick={clear}>
            {words('filter.clear')}
          </button>
        )}
      </div>
      <form
        id={panelId}
        className="repair-filter__panel"
        hidden={!open}
        onSubmit={apply}
        aria-label={words('filter.heading')}
      >
        {areas.length > 0 && (
          <div className="form-group">
            <label htmlFor={areaId}>{words('filter.area')}</label>
            <select
              id={areaId}
              className="select"
              value={draft.area}
              onChange={(event) => setDraft({ ...draft, area: event.target.value })}
            >
              <option value="all">{words('filter.allAreas')}</option>
              {areas.map((area) => (
                <option key={area} value={area}>
                  {words(`area.${area}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="form-group">
          <label htmlFor={statusId}>{words('filter.status')}</label>
          <select
            id={statusId}
            className="select"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          >
            {statusGroups.map((id) => (
              <option key={id} value={id}>
                {words(`filter.group.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {words('filter.apply')}
        </button>
      </form>
    </div>
  );
}
