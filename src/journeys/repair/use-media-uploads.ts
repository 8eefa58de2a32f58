import { useCallback, useEffect, useRef, useState } from 'react';
import type { JourneySnapshot } from '../../../engine/browser';
import {
  deleteWorkOrderDocument,
  GatewayError,
  listWorkOrderDocuments,
  uploadWorkOrderDocument,
  type GatewayClient,
} from '../../../gateway/client';
import type { FileItem, FileUploads } from '../../../renderer';
import { base64Of, MEDIA_RULES, refusalOf, shrink, uniqueName } from './media-files';

/** What the uploads of /uploadmedia need from the page. */
export interface MediaUploadsOptions {
  /** The portal's quiet client: a failed upload must not clear the answers kept in the browser. */
  client: GatewayClient;
  snapshot: JourneySnapshot | null;
  /** Records the names of the files held as the page's answer. */
  answer: (names: string[]) => void;
  /** Saves the media list to the work order (1 second after a change, repairs.md §5). */
  saveList: (documentIds: string[]) => void;
  /** A load, upload or delete that failed on the way: the repair error page (repairs.md §8). */
  fail: (error: unknown) => void;
}

/** How long after a change the media list is saved to the work order. */
export const MEDIA_SAVE_DELAY_MS = 1000;

/** The spec's key a refusal from the gateway names (its error code), if it is one of the media ones. */
function refusalKey(error: unknown): string | undefined {
  if (!(error instanceof GatewayError) || ![400, 409, 413, 415].includes(error.status)) return undefined;
  const codes = error.errors.map((item) => item.code ?? '');
  return codes.find((code) => code.startsWith('Upload_Media_')) ?? 'Upload_Media_Wrong_File_Type';
}

/**
 * The files of the repair being reported, for the file-list widget: the ones already on the draft
 * work order, and each file added, checked (number, type, size), made smaller when it is a photo,
 * and uploaded at once with its progress shown; a refused file stays listed with the spec's
 * message and is not kept. The answer of the page is the names of the files held.
 */
export function useMediaUploads(options: MediaUploadsOptions): FileUploads {
  const { client, snapshot } = options;
  const workOrder = snapshot?.facts['work-order'] as { id?: string } | undefined;
  const workOrderId = workOrder?.id;
  const imagesOnly = snapshot?.toggles.IsImageAllowed === 'true';
  const [files, setFiles] = useState<FileItem[]>([]);
  const latest = useRef(options);
  latest.current = options;
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** The answer and, a second later, the work order follow the files held. */
  const settle = useCallback((held: FileItem[]) => {
    const kept = held.filter((file) => file.progress === undefined && !file.errorKey);
    latest.current.answer(kept.map((file) => file.name));
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => latest.current.saveList(kept.map((file) => file.id)), MEDIA_SAVE_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  // The files already on the draft (a resumed report, a reload).
  useEffect(() => {
    if (!workOrderId) return;
    let live = true;
    listWorkOrderDocuments(client, workOrderId).then(
      ({ data = [] }) => live && setFiles(data.map((document) => ({ id: document.id, name: document.media.fileName }))),
      (error: unknown) => live && latest.current.fail(error),
    );
    return () => {
      live = false;
    };
  }, [client, workOrderId]);

  const update = useCallback(
    (change: (held: FileItem[]) => FileItem[], andSettle = false) => {
      setFiles((held) => {
        const next = change(held);
        if (andSettle) settle(next);
        return next;
      });
    },
    [settle],
  );

  const onAdd = useCallback(
    (added: File[]) => {
      if (!workOrderId) return;
      let held = files.filter((file) => !file.errorKey).length;
      const taken = files.map((file) => file.name);
      for (const file of added) {
        const name = uniqueName(file.name, taken);
        taken.push(name);
        const temporary = `adding-${crypto.randomUUID()}`;
        const refused = refusalOf(file, imagesOnly, held);
        if (refused) {
          update((list) => [...list, { id: temporary, name, size: file.size, errorKey: refused }]);
          continue;
        }
        held += 1;
        update((list) => [...list, { id: temporary, name, size: file.size, progress: 0 }]);
        const progress = (percent: number) =>
          update((list) =>
            list.map((item) =>
              item.id === temporary ? { ...item, progress: Math.min(90, Math.round(percent * 0.9)) } : item,
            ),
          );
        (async () => {
          const content = await shrink(file, progress);
          const { data } = await uploadWorkOrderDocument(client, workOrderId, {
            DocumentType: 'WORKORDER',
            Media: await base64Of(content),
            Metadata: [
              { key: 'content-type', value: content.type || file.type },
              { key: 'filename', value: name },
              { key: 'IsMediaAppropriate', value: 'true' },
            ],
          });
          const id = data?.documentIdentifier ?? temporary;
          update((list) => list.map((item) => (item.id === temporary ? { id, name, size: content.size } : item)), true);
        })().catch((error: unknown) => {
          const key = refusalKey(error);
          if (!key) return latest.current.fail(error);
          update((list) =>
            list.map((item) =>
              item.id === temporary ? { id: temporary, name, size: file.size, errorKey: key } : item,
            ),
          );
        });
      }
    },
    [client, files, imagesOnly, update, workOrderId],
  );

  const onRemove = useCallback(
    (id: string) => {
      const file = files.find((item) => item.id === id);
      if (!file) return;
      // A refused file was never kept: it only leaves the list.
      if (file.errorKey || !workOrderId) return update((list) => list.filter((item) => item.id !== id));
      deleteWorkOrderDocument(client, workOrderId, id).then(
        () => update((list) => list.filter((item) => item.id !== id), true),
        (error: unknown) => latest.current.fail(error),
      );
    },
    [client, files, update, workOrderId],
  );

  return { files, onAdd, onRemove, accept: 'image/*,video/*,application/pdf', maxFiles: MEDIA_RULES.maxFiles };
}
