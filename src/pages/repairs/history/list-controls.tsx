import { useId, useRef, useState, type FormEvent } from 'react';
import type { CustomerProperty } from '../../dashboard/customer-properties';
import { PropertySelector } from '../../dashboard/property-selector';
import type { RepairsWords } from '../repairs-words';
import type { SortOrder } from './list-state';

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
  words: RepairsWords;
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

/** The search box (Search to run it, Clear to empty it) and the sort order. */
export function SearchAndSort({
  searchText,
  sort,
  onSearch,
  onSort,
  words,
}: {
  searchText: string;
  sort: SortOrder;
  onSearch: (text: string) => void;
  onSort: (sort: SortOrder) => void;
  words: RepairsWords;
}) {
  const searchId = useId();
  const sortId = useId();
  const [typed, setTyped] = useState(searchText);
  const input = useRef<HTMLInputElement>(null);
  const [shownFor, setShownFor] = useState(searchText);
  if (shownFor !== searchText) {
    setShownFor(searchText);
    setTyped(searchText);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <div className="repair-controls">
      <form role="search" className="repair-search" onSubmit={submit}>
        <label htmlFor={searchId}>{words('list.search.label')}</label>
        <div className="repair-search__row">
          <input
            id={searchId}
            ref={input}
            type="search"
            className="repairs-input"
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
                onSearch('');
                input.current?.focus();
              }}
            >
              {words('list.search.clear')}
            </button>
          )}
        </div>
      </form>
      <div className="form-group">
        <label htmlFor={sortId}>{words('list.sort.label')}</label>
        <select
          id={sortId}
          className="select"
          value={sort}
          onChange={(event) => onSort(event.target.value as SortOrder)}
        >
          <option value="raisedDate desc">{words('list.sort.newest')}</option>
          <option value="raisedDate asc">{words('list.sort.oldest')}</option>
        </select>
      </div>
    </div>
  );
}
