import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldError, JourneySnapshot } from '../../../engine/browser';
import {
  deleteWorkOrderDocument,
  GatewayError,
  listWorkOrderDocuments,
  uploadWorkOrderDocument,
  type GatewayClient,
} from '../../../gateway/client';
import type { FileItem, FileUploads, RefusedFile } from '../../../renderer';
import { MEDIA_RULES, refusalOf, uniqueName } from './media-files';

/** What the uploads of /uploadmedia need from the page. */
export interface MediaUploadsOptions {
  /** The portal's quiet client: a failed upload must not clear the answers kept in the browser. */
  client: GatewayClient;
  snapshot: JourneySnapshot | null;
  /** Records the names of the files held as the page's answer. */
  answer: (names: string[]) => void;
  /** Saves the media list to the work order (1 second after a change, REP-MED-08); settles when saved. */
  saveList: (documentIds: string[]) => Promise<void>;
  /** A load, upload or delete that failed on the way: the repair error page (REP-ERR-14). */
  fail: (error: unknown) => void;
}

/** The uploads to one work order, wherever they are made (/uploadmedia, a repair's details page). */
export interface WorkOrderUploadsOptions extends Omit<MediaUploadsOptions, 'snapshot'> {
  /** The work order the files are attached to; none yet: nothing can be added. */
  workOrderId: string | undefined;
  /** Only images are taken (the IsImageAllowed setting, REP-MED-05). */
  imagesOnly: boolean;
}

/** The uploads of the page, and what Continue waits for. */
export interface MediaUploads extends FileUploads {
  /**
   * Before Continue: waits for the files on their way (uploads and deletes) and saves the media
   * list if a save is due, so the answer Continue reads holds every file kept. Gives the error
   * that keeps the page when a refused file has not yet been pointed out at a Continue (the
   * resident then chooses another file, or continues without it), [] to go on, and null when a
   * failure on the way has already ended the journey on its error page.
   */
  beforeContinue: (field: string) => Promise<FieldError[] | null>;
}

/** How long after a change the media list is saved to the work order. */
export const MEDIA_SAVE_DELAY_MS = 1000;

/** What Continue says while a refused file is still shown: the resident has not added it. */
export const NOT_ADDED_KEY = 'repair.media.not-added';

/** The spec's key a refusal from the gateway names (its error code), if it is one of the media ones. */
function refusalKey(error: unknown): string | undefined {
  if (!(error instanceof GatewayError) || ![400, 409, 413, 415].includes(error.status)) return undefined;
  const codes = error.errors.map((item) => item.code ?? '');
  return codes.find((code) => code.startsWith('Upload_Media_')) ?? 'Upload_Media_Wrong_File_Type';
}

/** The files kept: uploaded, not on their way. */
const keptOf = (files: readonly FileItem[]) => files.filter((file) => file.progress === undefined);

/**
 * The files of the repair being reported, for the file-list widget: the ones already on the draft
 * work order, and each file added, checked (number, type, size), made smaller when it is a photo,
 * and uploaded at once with its progress shown. A refused file is never listed with the files
 * added: it is named with the spec's message until the resident chooses files again or continues
 * without it. The answer of the page is the names of the files kept, recorded as soon as an
 * upload or a delete has finished; Continue waits for those on their way (`beforeContinue`).
 */
export function useMediaUploads({ snapshot, ...options }: MediaUploadsOptions): MediaUploads {
  const workOrder = snapshot?.facts['work-order'] as { id?: string } | undefined;
  return useWorkOrderUploads({
    ...options,
    workOrderId: workOrder?.id,
    imagesOnly: snapshot?.toggles.IsImageAllowed === 'true',
  });
}

/**
 * The uploads of {@link useMediaUploads} for a work order named by its id: the same checks,
 * photo shrinking, progress, refusals and list of files, whichever page adds them.
 */
export function useWorkOrderUploads(options: WorkOrderUploadsOptions): MediaUploads {
  const { client, workOrderId, imagesOnly } = options;
  const [files, setFiles] = useState<FileItem[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const latest = useRef(options);
  latest.current = options;
  /** The files and refusals as they are now: callbacks read these, not the values of their render. */
  const now = useRef({ files: [] as FileItem[], refused: [] as RefusedFile[] });
  /** Whether a Continue has pointed out the refusals shown. */
  const refusalsTold = useRef(false);
  /** Uploads and deletes on their way. */
  const onTheirWay = useRef(new Set<Promise<void>>());
  /** Files deleted while still uploading: their document is deleted once it exists. */
  const dropped = useRef(new Set<string>());
  /** Files whose delete has been asked for. */
  const deleting = useRef(new Set<string>());
  /** Failed on the way: the journey is on its error page. */
  const failed = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dueSave = useRef<string[] | null>(null);

  const fail = useCallback((error: unknown) => {
    failed.current = true;
    latest.current.fail(error);
  }, []);

  const saveNow = useCallback(() => {
    clearTimeout(saveTimer.current);
    const ids = dueSave.current;
    dueSave.current = null;
    return ids ? latest.current.saveList(ids) : Promise.resolve();
  }, []);

  /** Changes the files; with `andSettle`, the answer follows at once and, a second later, the work order. */
  const update = useCallback(
    (change: (files: FileItem[]) => FileItem[], andSettle = false) => {
      const next = change(now.current.files);
      now.current.files = next;
      setFiles(next);
      if (!andSettle) return;
      const kept = keptOf(next);
      latest.current.answer(kept.map((file) => file.name));
      dueSave.current = kept.map((file) => file.id);
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void saveNow(), MEDIA_SAVE_DELAY_MS);
    },
    [saveNow],
  );

  const showRefused = useCallback((next: RefusedFile[]) => {
    now.current.refused = next;
    refusalsTold.current = false;
    setRefused(next);
  }, []);

  const track = useCallback((task: Promise<void>) => {
    onTheirWay.current.add(task);
    void task.finally(() => onTheirWay.current.delete(task));
  }, []);

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  // The files already on the draft (a resumed report, a reload), before any added meanwhile.
  useEffect(() => {
    if (!workOrderId) return;
    let live = true;
    listWorkOrderDocuments(client, workOrderId).then(
      ({ data = [] }) => {
        if (!live) return;
        const stored = data.map((document) => ({ id: document.id, name: document.media.fileName }));
        update((list) => [...stored, ...list.filter((item) => !stored.some((file) => file.id === item.id))]);
      },
      (error: unknown) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [client, fail, update, workOrderId]);

  const removeDocument = useCallback(
    (id: string) => {
      if (!workOrderId) return;
      deleting.current.add(id);
      track(
        deleteWorkOrderDocument(client, workOrderId, id).then(
          () => update((list) => list.filter((item) => item.id !== id), true),
          fail,
        ),
      );
    },
    [client, fail, track, update, workOrderId],
  );

  const onAdd = useCallback(
    (added: File[]) => {
      if (!workOrderId) return;
      let held = now.current.files.length;
      const taken = now.current.files.map((file) => file.name);
      // A new choice: the refusals of the last one are done with.
      const refusals: RefusedFile[] = [];
      for (const file of added) {
        const name = uniqueName(file.name, taken);
        const temporary = `adding-${crypto.randomUUID()}`;
        const refusedKey = refusalOf(file, imagesOnly, held);
        if (refusedKey) {
          refusals.push({ id: temporary, name: file.name, errorKey: refusedKey });
          continue;
        }
        taken.push(name);
        held += 1;
        update((list) => [...list, { id: temporary, name, size: file.size, progress: 0 }]);
        const progress = (percent: number) =>
          update((list) =>
            list.map((item) =>
              item.id === temporary ? { ...item, progress: Math.min(90, Math.round(percent * 0.9)) } : item,
            ),
          );
        const upload = async () => {
          const { base64Of, shrink } = await import('./media-send');
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
          if (dropped.current.delete(temporary)) return removeDocument(id);
          update((list) => list.map((item) => (item.id === temporary ? { id, name, size: content.size } : item)), true);
        };
        track(
          upload().catch((error: unknown) => {
            const key = refusalKey(error);
            if (!key) return fail(error);
            update((list) => list.filter((item) => item.id !== temporary));
            if (!dropped.current.delete(temporary))
              showRefused([...now.current.refused, { id: temporary, name: file.name, errorKey: key }]);
          }),
        );
      }
      showRefused(refusals);
    },
    [client, fail, imagesOnly, removeDocument, showRefused, track, update, workOrderId],
  );

  const onRemove = useCallback(
    (id: string) => {
      const file = now.current.files.find((item) => item.id === id);
      if (!file || deleting.current.has(id)) return;
      if (file.progress === undefined) return removeDocument(id);
      // Still on its way: it leaves the list now, and its document once it is stored.
      dropped.current.add(id);
      update((list) => list.filter((item) => item.id !== id));
    },
    [removeDocument, update],
  );

  const beforeContinue = useCallback(
    async (field: string): Promise<FieldError[] | null> => {
      while (onTheirWay.current.size > 0) await Promise.all([...onTheirWay.current]);
      if (failed.current) return null;
      await saveNow();
      if (now.current.refused.length === 0) return [];
      if (!refusalsTold.current) {
        refusalsTold.current = true;
        return [{ field, messageKey: NOT_ADDED_KEY }];
      }
      // Told, and continuing without them.
      showRefused([]);
      return [];
    },
    [saveNow, showRefused],
  );

  return {
    files,
    refused,
    onAdd,
    onRemove,
    beforeContinue,
    accept: 'image/*,video/*,application/pdf',
    maxFiles: MEDIA_RULES.maxFiles,
  };
}
