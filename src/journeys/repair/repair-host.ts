import type { JourneyHost, JourneyHostModule, PageParts } from '../journey-host-types';
import type { GatewayClient } from '../../../gateway/client';
import { repairEntryOf } from './repair-page-entry';
import { repairOperations } from './repair-operations';
import { useMediaUploads } from './use-media-uploads';

/**
 * The photos of /uploadmedia: uploaded as they are added, their list saved to the draft work
 * order (repair-draft.ts through the operation save-repair-draft), and Continue held until the
 * files on their way have arrived.
 */
function useRepairPageParts(host: JourneyHost, { quietClient }: { quietClient: GatewayClient }): PageParts {
  const mediaUploads = useMediaUploads({
    client: quietClient,
    snapshot: host.snapshot,
    answer: (names) => host.answer('media', names),
    saveList: (documentIds) =>
      host.runOperation('save-repair-draft', { 'work-order-documents': documentIds }, 'work-order'),
    fail: host.fail,
  });
  const fileFields = (host.model?.fields ?? []).filter((field) => field.widget === 'file-list').map((f) => f.name);
  const [fileField] = fileFields;
  return {
    uploads: Object.fromEntries(fileFields.map((name) => [name, mediaUploads])),
    ...(fileField ? { hold: () => mediaUploads.beforeContinue(fileField) } : {}),
  };
}

/** The repair journey's own parts (journeys/repair.json), registered in journey-hosts.ts. */
const repairHost: JourneyHostModule = {
  operations: repairOperations,
  entryOf: (search, who) => repairEntryOf(search, who),
  usePageParts: useRepairPageParts,
};

export default repairHost;
