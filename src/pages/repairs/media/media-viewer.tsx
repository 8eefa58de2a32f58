import { useId } from 'react';
import { ModalDialog } from '../../../../renderer/widget-kit/modal-dialog';
import type { RepairsWords } from '../repairs-words';
import type { MediaKind } from './media-kind';

/** An opened file: its name, kind, object URL, and whether this device cannot play it (MPEG on mobile Safari). */
export interface OpenedMedia {
  fileName: string;
  kind: MediaKind;
  url: string;
  unplayable: boolean;
}

/**
 * The overlay for an image or a video: the file over the page, Close (and Escape) to return.
 * An MPEG video on mobile Safari shows Media_MPEG_Apple and a download link instead.
 */
export function MediaViewer({
  media,
  onClose,
  words,
}: {
  media: OpenedMedia;
  onClose: () => void;
  words: RepairsWords;
}) {
  const headingId = useId();
  return (
    <ModalDialog headingId={headingId} onClose={onClose}>
      <h2 id={headingId} className="rp-modal__heading">
        {media.fileName}
      </h2>
      {media.unplayable ? (
        <>
          <p>{words('Media_MPEG_Apple')}</p>
          <p>
            <a href={media.url} download={media.fileName}>
              {words('media.download', { fileName: media.fileName })}
            </a>
          </p>
        </>
      ) : media.kind === 'image' ? (
        <img
          className="media-viewer__image"
          src={media.url}
          alt={words('media.imageAlt', { fileName: media.fileName })}
        />
      ) : (
        <video className="media-viewer__video" src={media.url} controls aria-label={media.fileName}>
          <a href={media.url} download={media.fileName}>
            {words('media.download', { fileName: media.fileName })}
          </a>
        </video>
      )}
      <div className="button-group">
        <button type="button" className="button" onClick={onClose}>
          {words('media.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
