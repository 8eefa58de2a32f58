import { useEffect, useState } from 'react';
import type { GatewayClient } from '../../../gateway/client';
import type { JourneyHost, JourneyHostModule, PageParts } from '../journey-host-types';
import { repairEntryOf } from './repair-page-entry';
import { prefetchFirstStepCode, repairOperations } from './repair-operations';
import type { MediaUploads } from './use-media-uploads';

type MediaPart = typeof import('./media-uploads-part');

/** The uploads' code, a chunk of its own: loaded when a repair page opens, not before it can show. */
let mediaPart: MediaPart | undefined;
const loadMediaPart = async () => (mediaPart ??= await import('./media-uploads-part'));

/**
 * The photos of /uploadmedia: uploaded as they are added, their list saved to the draft work
 * order, and Continue held until the files on their way have arrived. The uploads' code arrives
 * after the page's first step is shown; a page with a file list waits for it.
 */
function useRepairPageParts(host: JourneyHost, { quietClient }: { quietClient: GatewayClient }): PageParts {
  const [part, setPart] = useState(mediaPart);
  const [uploads, setUploads] = useState<MediaUploads | null>(null);
  const { fail } = host;
  useEffect(prefetchFirstStepCode, []);
  useEffect(() => {
    if (part) return;
    let live = true;
    loadMediaPart().then((loaded) => live && setPart(loaded), fail);
    return () => {
      live = false;
    };
  }, [part, fail]);
  const fileFields = (host.model?.fields ?? []).filter((field) => field.widget === 'file-list').map((f) => f.name);
  const [fileField] = fileFields;
  const element = part ? <part.MediaUploadsPart host={host} client={quietClient} onUploads={setUploads} /> : null;
  if (!uploads) return { element, ready: !fileField };
  return {
    element,
    uploads: Object.fromEntries(fileFields.map((name) => [name, uploads])),
    ...(fileField ? { hold: () => uploads.beforeContinue(fileField) } : {}),
  };
}

/** The repair journey's own parts (journeys/repair.json), registered in journey-hosts.ts. */
const repairHost: JourneyHostModule = {
  operations: repairOperations,
  entryOf: (search, who) => repairEntryOf(search, who),
  usePageParts: useRepairPageParts,
};

export default repairHost;
