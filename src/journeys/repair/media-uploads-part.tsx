import { useEffect, useMemo } from 'react';
import type { GatewayClient } from '../../../gateway/client';
import type { JourneyHost } from '../journey-host-types';
import { useMediaUploads, type MediaUploads } from './use-media-uploads';

/**
 * The uploads of /uploadmedia, kept for the whole journey page (repair-host.tsx): the files are
 * uploaded as they are added and their list saved to the draft work order (repair-draft.ts
 * through the operation save-repair-draft). Renders nothing; hands the page its uploads.
 */
export function MediaUploadsPart({
  host,
  client,
  onUploads,
}: {
  host: JourneyHost;
  client: GatewayClient;
  onUploads: (uploads: MediaUploads) => void;
}) {
  const uploads = useMediaUploads({
    client,
    snapshot: host.snapshot,
    answer: (names) => host.answer('media', names),
    saveList: (documentIds) =>
      host.runOperation('save-repair-draft', { 'work-order-documents': documentIds }, 'work-order'),
    fail: host.fail,
  });
  const { files, refused, onAdd, onRemove, beforeContinue } = uploads;
  // A new object only when the uploads change, so the page renders again only then.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the parts listed are all the object holds that changes
  const changed = useMemo(() => uploads, [files, refused, onAdd, onRemove, beforeContinue]);
  useEffect(() => onUploads(changed), [onUploads, changed]);
  return null;
}
