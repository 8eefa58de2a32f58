/**
 * The preview in the studio: an iframe of preview.html (the portal's renderer and CSS, apart from
 * the studio's own styles), at a phone's width (390 px) or a desktop's, told what to show whenever
 * the journey, its words, the world or the path change, and telling the studio where it is.
 */
import { useEffect, useRef, useState } from 'react';
import './preview-pane.css';
import { isPreviewMessage, type FromPreview, type PreviewAt, type ShowInPreview } from './preview-protocol';

export type { PreviewAt } from './preview-protocol';

/** What to show (the preview's "show" message without its type) and what to tell the studio. */
export interface PreviewPaneProps extends Omit<ShowInPreview, 'type'> {
  onAt?: (at: PreviewAt) => void;
  onEdit?: (stepId: string) => void;
  onProblem?: (message: string) => void;
}

const WIDTHS = { phone: 390, desktop: 1024 } as const;
type Width = keyof typeof WIDTHS;

/** How long the preview waits for the typing to pause before it walks the journey again. */
const SETTLE_MS = 250;

export function PreviewPane(props: PreviewPaneProps) {
  const { journeys, journey, words, world, path, moves, token } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(0);
  const [width, setWidth] = useState<Width>('phone');
  const [at, setAt] = useState<PreviewAt | null>(null);
  const [restarts, setRestarts] = useState(0);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isPreviewMessage(event.data)) return;
      const message = event.data as FromPreview;
      if (message.type === 'studio-preview:ready') setReady((count) => count + 1);
      if (message.type === 'studio-preview:at') {
        const { type: _type, ...place } = message;
        setAt(place);
        latest.current.onAt?.(place);
      }
      // The studio shows the problem (studio-preview.tsx).
      if (message.type === 'studio-preview:problem') latest.current.onProblem?.(message.message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    if (ready === 0) return;
    const timer = setTimeout(() => {
      const message: ShowInPreview = {
        type: 'studio-preview:show',
        journeys,
        journey,
        words,
        world,
        path,
        ...(moves === undefined ? {} : { moves }),
        token,
      };
      setAt(null);
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [ready, journeys, journey, words, world, path, moves, token, restarts]);

  const where = at
    ? at.status === 'done'
      ? `The resident has left the journey by the exit “${at.stepId}”.`
      : `The preview shows ${at.route} (step “${at.stepId}”${at.page > 0 ? `, page ${at.page + 1}` : ''}).`
    : 'The preview is opening.';

  return (
    <div className="studio-preview">
      <div className="studio-preview__tools" role="group" aria-label="Preview width">
        {(Object.keys(WIDTHS) as Width[]).map((name) => (
          <button
            key={name}
            type="button"
            className="studio-button"
            aria-pressed={width === name}
            onClick={() => setWidth(name)}
          >
            {name === 'phone' ? 'Phone (390 px)' : 'Desktop (1024 px)'}
          </button>
        ))}
        <button type="button" className="studio-button" onClick={() => setRestarts((count) => count + 1)}>
          Walk the path again
        </button>
        <button
          type="button"
          className="studio-button"
          disabled={!at || at.status === 'done'}
          onClick={() => at && props.onEdit?.(at.stepId)}
        >
          Edit this step
        </button>
      </div>
      <p className="studio-preview__where" role="status" aria-live="polite">
        {where}
      </p>
      <div className="studio-preview__frame-box">
        <iframe
          ref={frame}
          className="studio-preview__frame"
          src="/preview.html"
          title={`Preview at ${width === 'phone' ? 'a phone’s width, 390 pixels' : 'a desktop’s width, 1024 pixels'}`}
          style={{ width: WIDTHS[width] }}
        />
      </div>
    </div>
  );
}
