import { useId, useRef, useState, type FormEvent } from 'react';
import type { CustomerProperty } from '../properties/customer-properties';
import { PropertySelector } from './property-selector';
import type { AreaWords } from '../i18n/use-area-words';
import './lists.css';

/** The property the list is for: a drop-down when the customer has several, plain text for one. */
export function PropertyChoice({
  properties,
  selected,
  onSelect,
  words,
}: {
  properties: CustomerProperty[];
  selected: string;
  onSelect: (premisesId: string) => void;
  words: AreaWords;
}) {
  if (properties.length === 0) return null;
  if (properties.length === 1) {
    return (
      <dl className="repair-property">
        <dt>{words('list.property')}</dt>
        <dd>{properties[0]?.address}</dd>
      </dl>
    );
  }
  return (
    <PropertySelector label={words('list.property')} properties={properties} selected={selected} onSelect={onSelect} />
  );
}

/**
 * The search box (Search to run it, Clear to empty it) and the sort order, newest or oldest first
 * (`sortOrders`, the list's own orderBy values; a list in a fixed order, such as the
 * transactions, passes no `sort` and has no sort choice). When `invalidMessage` names a problem
 * with the typed text (the case list's search-text rule), Search shows it under the label and
 * searches nothing.
 */
export function SearchAndSort<Sort extends string>({
  searchText,
  sort,
  sortOrders,
  invalidMessage,
  onSearch,
  onSort,
  words,
}: {
  searchText: string;
  sort?: Sort;
  sortOrders?: readonly [newest: Sort, oldest: Sort];
  invalidMessage?: (text: string) => string | undefined;
  onSearch: (text: string) => void;
  onSort?: (sort: Sort) => void;
  words: AreaWords;
}) {
  const searchId = useId();
  const errorId = useId();
  const sortId = useId();
  const [typed, setTyped] = useState(searchText);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const [shownFor, setShownFor] = useState(searchText);
  if (shownFor !== searchText) {
    setShownFor(searchText);
    setTyped(searchText);
    setError(undefined);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = invalidMessage?.(typed.trim());
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSearch(typed.trim());
  };
  return (
    <div className="repair-controls">
      <form role="search" className="repair-search" onSubmit={submit} noValidate>
        <label htmlFor={searchId}>{words('list.search.label')}</label>
        {error && (
          <p id={errorId} className="repair-search__error">
            {error}
          </p>
        )}
        <div className="repair-search__row">
          <input
            id={searchId}
            ref={input}
            type="search"
            className="repairs-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            {words('list.search.submit')}
          </button>
          {(typed || searchText) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setTyped('');
                setError(undefined);
                onSearch('');
                input.current?.focus();
              }}
            >
              {words('list.search.clear')}
            </button>
          )}
        </div>
      </form>
      {sort !== undefined && sortOrders && onSort && (
        <div className="form-group">
          <label htmlFor={sortId}>{words('list.sort.label')}</label>
          <select id={sortId} className="select" value={sort} onChange={(event) => onSort(event.target.value as Sort)}>
            <option value={sortOrders[0]}>{words('list.sort.newest')}</option>
            <option value={sortOrders[1]}>{words('list.sort.oldest')}</option>
          </select>
        </div>
      )}
    </div>
  );
}
