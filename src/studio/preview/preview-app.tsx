/**
 * The preview page (preview.html, in an iframe of the studio): the journey the studio holds, at the
 * step a path leads to, rendered by the portal's renderer (StepView) with the portal's CSS, its
 * Continue and Back moving through the real journey session. The studio says what to show
 * (studio-preview:show); the preview tells it where the resident is after every move.
 */
import i18next from 'i18next';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { viewModel, type Journey, type JourneySession } from '../../../engine';
import {
  StepView,
  TranslateProvider,
  ClearAnswersDialog,
  type FileItem,
  type FileUploads,
  type MessageValues,
} from '../../../renderer';
import { isPreviewMessage, type FromPreview, type ShowInPreview } from './preview-protocol';
import { askTheStudio, placeIn, previewJourney, previewSession, walkPath } from './preview-journey';

/** What the preview shows: a journey walked to its step, or why it cannot. */
type Shown =
  | { kind: 'waiting' }
  | { kind: 'problem'; message: string }
  | { kind: 'journey'; id: number; journey: Journey; session: JourneySession; walking: boolean; note: string | null };

/** Numbers each journey shown, so that a new one starts with a fresh page (its files chosen, its focus). */
let shownCount = 0;

const tell = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);

/** Words the portal fills from its configuration (the call centre's number), shown as what they stand for. */
const CONFIGURED_WORDS = {
  phoneNumber: '[the association’s phone number]',
  callCentreHours: '[the call centre’s opening hours]',
};

function translatorOf(words: Record<string, string>) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en-GB',
    resources: { 'en-GB': { translation: words } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, defaultVariables: CONFIGURED_WORDS },
    returnNull: false,
  });
  return (key: string, values?: MessageValues) => instance.t(key, { ...values }) as string;
}

/** Files chosen on a file-list page, kept in the preview only (nothing is uploaded). */
function usePreviewUploads(): (field: string) => FileUploads {
  const [files, setFiles] = useState<Record<string, FileItem[]>>({});
  return useCallback(
    (field: string) => ({
      files: files[field] ?? [],
      onAdd: (added: File[]) =>
        setFiles((held) => ({
          ...held,
          [field]: [
            ...(held[field] ?? []),
            ...added.map((file, at) => ({ id: `${field}-${Date.now()}-${at}`, name: file.name, size: file.size })),
          ],
        })),
      onRemove: (id: string) =>
        setFiles((held) => ({ ...held, [field]: (held[field] ?? []).filter((f) => f.id !== id) })),
    }),
    [files],
  );
}

function JourneyStep({
  journey,
  session,
  translate,
}: {
  journey: Journey;
  session: JourneySession;
  translate: ReturnType<typeof translatorOf>;
}) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const uploadsOf = usePreviewUploads();
  const model = useMemo(
    () =>
      state.snapshot && state.snapshot.status !== 'done' ? viewModel(journey, state.snapshot, state.errors) : null,
    [journey, state.snapshot, state.errors],
  );
  if (state.snapshot?.status === 'done') {
    const exit = journey.index.exits[state.snapshot.stepId];
    return (
      <div className="panel">
        <h1 className="heading-l">The resident leaves the journey here</h1>
        <p>
          Exit “{state.snapshot.stepId}”{exit?.route ? `: the portal opens ${exit.route}.` : '.'}
        </p>
      </div>
    );
  }
  if (!model) return <p role="status">Opening the journey…</p>;
  const uploads = Object.fromEntries(
    model.fields.filter((field) => field.widget === 'file-list').map((field) => [field.name, uploadsOf(field.name)]),
  );
  return (
    <TranslateProvider translate={translate}>
      <StepView
        model={model}
        uploads={uploads}
        busy={state.busy}
        onAnswer={session.answer}
        onContinue={() => void session.continue()}
        onBack={() => void session.back()}
        onExit={(choice) => void session.exit(choice)}
        onChangeAnswer={(row) => void session.change(row)}
        onFinish={session.finish}
      />
      {state.pendingEdit ? (
        <ClearAnswersDialog
          answers={state.pendingEdit.cleared}
          onConfirm={session.confirmEdit}
          onCancel={session.cancelEdit}
        />
      ) : null}
    </TranslateProvider>
  );
}

/** Builds, starts and walks the journey the studio asked for. */
function show(message: ShowInPreview, setShown: (shown: Shown) => void): () => void {
  let journey: Journey;
  try {
    journey = previewJourney(message.journeys, message.journey);
  } catch (error) {
    const text = `This journey cannot be previewed until its problems are fixed: ${(error as Error).message}`;
    setShown({ kind: 'problem', message: text });
    tell({ type: 'studio-preview:problem', message: text });
    return () => undefined;
  }
  const translate = translatorOf(message.words);
  let closed = false;
  let walked = 0;
  const session = previewSession(journey, {
    world: message.path?.assumes ?? message.world,
    path: message.path,
    ask: askTheStudio(message.token),
    words: (key) => translate(key),
    failure: (error) => {
      if (!closed) tell({ type: 'studio-preview:problem', message: (error as Error).message ?? String(error) });
    },
  });
  const report = () => {
    const place = placeIn(journey, session);
    if (place && !closed) tell({ type: 'studio-preview:at', ...place, moves: walked });
  };
  let stopper = () => {
    closed = true;
    session.close();
  };
  const id = (shownCount += 1);
  setShown({ kind: 'journey', id, journey, session, walking: true, note: null });
  void (async () => {
    await session.start('');
    if (message.path) {
      const result = await walkPath(journey, session, message.path, message.moves);
      walked = result.walked;
      if (result.problem && !closed) tell({ type: 'studio-preview:problem', message: result.problem });
      if (!closed) setShown({ kind: 'journey', id, journey, session, walking: false, note: result.problem });
    } else if (!closed) setShown({ kind: 'journey', id, journey, session, walking: false, note: null });
    report();
    // From here on, every move the analyst makes in the preview is reported.
    const unsubscribe = session.subscribe(report);
    const stop = stopper;
    stopper = () => {
      unsubscribe();
      stop();
    };
  })();
  return () => stopper();
}

export function PreviewApp() {
  const [shown, setShown] = useState<Shown>({ kind: 'waiting' });
  const [message, setMessage] = useState<ShowInPreview | null>(null);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isPreviewMessage(event.data) && event.data.type === 'studio-preview:show') setMessage(event.data);
    };
    window.addEventListener('message', listen);
    tell({ type: 'studio-preview:ready' });
    return () => window.removeEventListener('message', listen);
  }, []);
  useEffect(() => (message ? show(message, setShown) : undefined), [message]);
  const translate = useMemo(() => translatorOf(message?.words ?? {}), [message]);

  return (
    <main className="page-width" id="main-content">
      {shown.kind === 'waiting' ? <p role="status">Choose a step in the studio to preview it.</p> : null}
      {shown.kind === 'problem' ? (
        <div className="alert alert--warning" role="alert">
          {shown.message}
        </div>
      ) : null}
      {shown.kind === 'journey' ? (
        <>
          {shown.note ? (
            <div className="alert alert--warning" role="alert">
              {shown.note}
            </div>
          ) : null}
          {shown.walking ? (
            <p role="status">Walking the path to the step…</p>
          ) : (
            <JourneyStep key={shown.id} journey={shown.journey} session={shown.session} translate={translate} />
          )}
        </>
      ) : null}
    </main>
  );
}
