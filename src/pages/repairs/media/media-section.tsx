import { useEffect, useId, useState } from 'react';
import { getWorkOrderDocument, listWorkOrderDocuments } from '../../../../gateway/client';
import type { MediaDocument } from '../../../../schemas/generated/types';
import { useGateway } from '../../../gateway/gateway-context';
import type { RepairsWords } from '../repairs-words';
import {
  base64Blob,
  contentTypeOf,
  isMediaAppropriate,
  isMobileSafari,
  isMpeg,
  mediaKind,
  type MediaKind,
} from './media-kind';
import { MediaViewer, type OpenedMedia } from './media-viewer';

const KIND_LABEL: Record<MediaKind, string> = {
  image: 'media.kind.image',
  video: 'media.kind.video',
  pdf: 'media.kind.pdf',
  other: 'media.kind.other',
};

/**
 * The media of a repair (REP-MED-01, REP-MED-02, REP-MED-12): each file with its kind, images and videos
 * in an overlay, PDFs in a new tab, other files downloaded; files marked not appropriate show
 * MediaRemovedMsg instead.
 */
export function MediaSection({
  workOrderId,
  words,
  emptyKey,
}: {
  workOrderId: string;
  words: RepairsWords;
  /** Said when the repair has no media; without it the section is left out. */
  emptyKey?: string;
}) {
  const { client } = useGateway();
  const headingId = useId();
  const [documents, setDocuments] = useState<MediaDocument[] | 'error'>();
  const [opened, setOpened] = useState<OpenedMedia>();
  const [fallback, setFallback] = useState<OpenedMedia>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    listWorkOrderDocuments(client, workOrderId).then(
      ({ data }) => current && setDocuments(data ?? []),
      () => current && setDocuments('error'),
    );
    return () => {
      current = false;
    };
  }, [client, workOrderId]);

  useEffect(() => () => void (opened && URL.revokeObjectURL(opened.url)), [opened]);

  const open = async (document: MediaDocument) => {
    const contentType = contentTypeOf(document);
    const kind = mediaKind(contentType);
    // A tab opened now, while the click lasts, is not blocked; the PDF is put into it once loaded.
    const tab = kind === 'pdf' ? window.open('about:blank', '_blank') : null;
    setFailed(false);
    try {
      const { data } = await getWorkOrderDocument(client, workOrderId, document.id);
      if (!data) throw new Error(`Document ${document.id} came back empty.`);
      const type = data.contentType || contentType;
      const url = URL.createObjectURL(base64Blob(data.media, type));
      const media = {
        fileName: document.media.fileName,
        kind,
        url,
        unplayable: isMpeg(type) && isMobileSafari(navigator.userAgent, navigator.maxTouchPoints),
      };
      if (kind === 'image' || kind === 'video') setOpened(media);
      else if (tab) tab.location.href = url;
      else setFallback(media);
    } catch (error) {
      console.warn('Could not open a repair document', error);
      tab?.close();
      setFailed(true);
    }
  };

  if (documents === undefined) return null;
  if (Array.isArray(documents) && documents.length === 0) return emptyKey ? <p>{words(emptyKey)}</p> : null;
  return (
    <section aria-labelledby={headingId} className="repair-media">
      <h2 id={headingId}>{words('media.heading')}</h2>
      {documents === 'error' || failed ? (
        <p className="alert alert--error" role="alert">
          {words('View_Media_Error')}
        </p>
      ) : null}
      {Array.isArray(documents) && (
        <ul className="repair-media__list">
          {documents.map((document) => {
            const kind = mediaKind(contentTypeOf(document));
            const name = document.media.fileName;
            return (
              <li key={document.id} className="repair-media__item">
                <span className={`repair-media__kind repair-media__kind--${kind}`}>{words(KIND_LABEL[kind])}</span>
                {!isMediaAppropriate(document) ? (
                  <span>{words('MediaRemovedMsg')}</span>
                ) : (
                  <>
                    <span className="repair-media__name">{name}</span>
                    <button type="button" className="repairs-link-button" onClick={() => void open(document)}>
                      {words(kind === 'pdf' ? 'media.openPdf' : kind === 'other' ? 'media.get' : 'media.view', {
                        fileName: name,
                      })}
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {fallback && (
        <p role="status">
          <a
            href={fallback.url}
            target="_blank"
            rel="noopener"
            download={fallback.kind === 'other' ? fallback.fileName : undefined}
          >
            {words(fallback.kind === 'pdf' ? 'media.openPdf' : 'media.get', { fileName: fallback.fileName })}
          </a>
        </p>
      )}
      {opened && <MediaViewer media={opened} onClose={() => setOpened(undefined)} words={words} />}
    </section>
  );
}
