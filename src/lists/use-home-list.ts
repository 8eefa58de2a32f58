import { useState } from 'react';
import type { GatewayClient } from '../../gateway/client';
import { useRepairScope, type RepairScope } from '../properties/use-repair-scope';
import { readSlice, writeSlice } from '../storage/root-store';

/** What a list of one home's records keeps under the root key: its page, search and order, and its own filters. */
export interface HomeListState<Sort extends string = string> {
  page: number;
  searchText: string;
  sort: Sort;
}

/** A list of the chosen home's records (the repairs, the cases): its kept state, the home's scope, and its moves. */
export interface HomeList<State extends HomeListState> {
  state: State;
  scope: RepairScope;
  /** A change of search, order, filter or page size starts again at page 1 (unless it names the page) and is kept. */
  update: (changes: Partial<State>) => void;
  /** Another home: remembered for every page (the dashboard's choice too), with `onHomeChange` applied to the list. */
  choosePremises: (premisesId: string) => void;
}

/**
 * The state of a list of the chosen home's records, kept under the root key (`read`, `write`), so
 * Back from a record and a reload show the same list (REP-LST-04, ACC-CAS-18 to ACC-CAS-24); the
 * chosen home is the dashboard's, and the scope (the home's properties and areas) loads with it.
 */
export function useHomeList<State extends HomeListState>(
  client: GatewayClient,
  customerId: string,
  read: () => State,
  write: (state: State) => void,
  onHomeChange: Partial<State> = {},
): HomeList<State> {
  const [state, setState] = useState(read);
  const [premisesId, setPremisesId] = useState(() => readSlice<{ premisesId?: string }>('dashboard')?.premisesId);
  const scope = useRepairScope(client, customerId, premisesId);
  const update = (changes: Partial<State>) => {
    const next = { ...state, page: 1, ...changes };
    setState(next);
    write(next);
  };
  const choosePremises = (id: string) => {
    setPremisesId(id);
    writeSlice('dashboard', { ...readSlice<object>('dashboard'), premisesId: id });
    update(onHomeChange);
  };
  return { state, scope, update, choosePremises };
}
