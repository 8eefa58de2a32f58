import type { AreaWords } from '../i18n/use-area-words';
import { FilterPanel, type Filters } from './filter-panel';
import { PropertyChoice, SearchAndSort } from './list-controls';
import type { HomeList, HomeListState } from './use-home-list';

/** The filter panel of a home's list: its filters, areas (none for the case list) and status groups. */
export interface HomeListFilter {
  filters: Filters;
  areas: readonly string[];
  statusGroups: readonly string[];
  onApply: (filters: Filters) => void;
}

/**
 * The controls above a home's list (the repairs, the cases): "loading" while the home's scope
 * loads, then the property choice, search and sort, and the filter panel; nothing when the scope
 * cannot be read (the page says so in its own words).
 */
export function HomeListControls<State extends HomeListState>({
  list,
  sortOrders,
  invalidMessage,
  filter,
  words,
}: {
  list: HomeList<State>;
  sortOrders: readonly [newest: State['sort'], oldest: State['sort']];
  invalidMessage?: (text: string) => string | undefined;
  filter: HomeListFilter;
  words: AreaWords;
}) {
  const { scope, state, update } = list;
  if (scope.state === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {words('list.loading')}
      </p>
    );
  }
  if (scope.state !== 'ready') return null;
  return (
    <>
      <PropertyChoice
        properties={scope.properties}
        selected={scope.property?.premisesId ?? ''}
        onSelect={list.choosePremises}
        words={words}
      />
      <SearchAndSort
        searchText={state.searchText}
        sort={state.sort}
        sortOrders={sortOrders}
        invalidMessage={invalidMessage}
        onSearch={(searchText) => update({ searchText } as Partial<State>)}
        onSort={(sort) => update({ sort } as Partial<State>)}
        words={words}
      />
      <FilterPanel {...filter} words={words} />
    </>
  );
}
