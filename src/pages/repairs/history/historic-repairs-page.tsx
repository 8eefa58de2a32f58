import type { WorkOrderSearch } from '../../../../gateway/client';
import { useSession } from '../../../auth/use-session';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { CreateRepairButton } from '../create-repair-button';
import { MaintenanceBanner } from '../maintenance-banner';
import { STATUS_FILTER_GROUPS, statusQuery } from '../repair-status';
import { RepairsError } from '../repairs-error';
import { useRepairsWords } from '../repairs-words';
import { FULL_DESCRIPTION_FLAG, MAINTENANCE_FLAG, useConfigurationFlag } from '../../../config/use-configuration-flag';
import { readListState, SORT_ORDERS, writeListState, type RepairListState } from './list-state';
import { RepairResultsView } from './repair-results';
import { assetIdsOf, type AreaAssets } from '../../../properties/use-repair-scope';
import '../../../lists/lists.css';
import '../repairs.css';
import { HomeListControls } from '../../../lists/home-list-controls';
import { useHomeList } from '../../../lists/use-home-list';

/** The repair list's status groups (REP-STA-03), 'all' first. */
const REPAIR_STATUS_GROUPS = STATUS_FILTER_GROUPS.map((group) => group.id);

/** The search the list state asks for, over the chosen home's areas (null until they are known). */
function searchOf(
  state: RepairListState,
  areas: AreaAssets[],
  raisedSince: string | undefined,
): WorkOrderSearch | null {
  const assets = assetIdsOf(areas, state.area);
  if (assets.length === 0) return null;
  return {
    propertiesIds: assets,
    orderBy: state.sort,
    ...(raisedSince ? { raisedSince } : {}),
    ...(state.searchText ? { searchText: state.searchText } : {}),
    ...(statusQuery(state.status) ? { status: statusQuery(state.status) } : {}),
  };
}

/**
 * /historicRepairs: the resident's repairs on the chosen property (docs/rules.md
 * REP-LST-01 to REP-LST-09). Page, page size, search and filters are kept under the root key, so
 * Back from a repair's details and a reload show the same list.
 */
export function HistoricRepairsPage() {
  const words = useRepairsWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const maintenance = useConfigurationFlag(client, MAINTENANCE_FLAG);
  const fullDescription = useConfigurationFlag(client, FULL_DESCRIPTION_FLAG) === true;
  // Another home shows all its areas again: the chosen area was the last home's.
  const list = useHomeList(client, customerId, readListState, writeListState, { area: 'all' });
  const { state, scope, update } = list;
  const ready = scope.state === 'ready' ? scope : undefined;
  const search = ready ? searchOf(state, ready.areas, ready.property?.tenancyStartDate) : null;
  return (
    <>
      <title>{`${words('list.heading')} – ${words('site.name')}`}</title>
      <PageHeading>{words('list.heading')}</PageHeading>
      {maintenance && <MaintenanceBanner words={words} />}
      <div className="button-group">
        <CreateRepairButton disabled={maintenance !== false} words={words} />
      </div>
      <p className="hint">{words('SSR072')}</p>
      {scope.state === 'error' && <RepairsError messageKey="repair_History_Error_Message2" words={words} />}
      <HomeListControls
        list={list}
        sortOrders={SORT_ORDERS}
        filter={{
          filters: { area: state.area, status: state.status },
          areas: ready?.areas.map((entry) => entry.area) ?? [],
          statusGroups: REPAIR_STATUS_GROUPS,
          onApply: (filters) => update(filters),
        }}
        words={words}
      />
      {ready && (
        <>
          <RepairResultsView
            search={search}
            state={state}
            fullDescription={fullDescription}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
            words={words}
          />
        </>
      )}
    </>
  );
}
