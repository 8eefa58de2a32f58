import { useEffect, useState } from 'react';
import { type GatewayClient, getWorkOrder, isHandledByApp } from '../../../../gateway/client';
import type { WorkOrderListItem } from '../../../../schemas/generated/types';
import { problemName } from '../repair-description';
import type { RepairsWords } from '../repairs-words';
import { needsProblemName, repairRow, type RepairRow } from './list-item-view';

/**
 * The rows of a list of repairs (repairRow). A repair with no description to show (a draft saved
 * before its description) is named by its problem, "Windows: Window will not close or lock": the
 * list item carries the location but not the reason (the work-order list item schema), so the
 * reason is read with the work-order lookup (GET /works-orders/{id}). Until it answers, or if it
 * fails, the location alone names the repair. The repairs list and the dashboard's card use this.
 */
export function useRepairRows(
  client: GatewayClient,
  items: readonly WorkOrderListItem[],
  words: RepairsWords,
  fullDescription: boolean,
): RepairRow[] {
  return useNamedRepairRows(client, items, words, fullDescription).rows;
}

/**
 * {@link useRepairRows}, and whether a repair's problem name is still being read (`naming`): a
 * place with room for one repair (the dashboard's card) waits for the name rather than show the
 * location first and move everything under it when the longer name arrives (ACC-DSH-15).
 */
export function useNamedRepairRows(
  client: GatewayClient,
  items: readonly WorkOrderListItem[],
  words: RepairsWords,
  fullDescription: boolean,
): { rows: RepairRow[]; naming: boolean } {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  // The repairs whose lookups have answered (the key below), found or not.
  const [named, setNamed] = useState<string>('[]');
  // One string, so the lookups run again only when the repairs to name change.
  const nameless = JSON.stringify(
    items.filter((item) => needsProblemName(item, fullDescription)).map((item) => item.id),
  );

  useEffect(() => {
    const ids = JSON.parse(nameless) as string[];
    if (ids.length === 0) return;
    let current = true;
    const lookups = ids.map((id) =>
      getWorkOrder(client, id).then(
        ({ data }): [string, string] => [id, data ? problemName(data.repairLocation, data.repairReason) : ''],
        (error: unknown): [string, string] => {
          if (!isHandledByApp(error)) console.warn(`Could not read repair ${id} to name it by its problem`, error);
          return [id, ''];
        },
      ),
    );
    void Promise.all(lookups).then((found) => {
      if (!current) return;
      setNames((known) => new Map([...known, ...found.filter(([, name]) => name)]));
      setNamed(nameless);
    });
    return () => {
      current = false;
    };
  }, [client, nameless]);

  return {
    rows: items.map((item) => repairRow(item, words, fullDescription, names.get(item.id))),
    naming: nameless !== '[]' && named !== nameless,
  };
}
