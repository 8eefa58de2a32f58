/**
 * "Words on the page": a labelled text box for every message key the step names, with its words
 * from the held locale text. A key of another namespace (the portal's common words, the
 * renderer's own) shows its words read-only, so no duplicate is added to journeys.json; a key no
 * namespace has says "No words yet", and typing adds it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { rendererMessages } from '../../../renderer/messages';
import { useInspectorStore, type HeldTexts } from './inspector-store-port';
import type { StepMessageKey } from './journey-model';
import { TYPING_PAUSE_MS } from './schema-form';
import { setWords } from './words';

interface WordsBoxProps {
  entry: StepMessageKey;
  words: string | undefined;
  /** Writes a suggested key into the step (an unassigned entry's path) as its words are added. */
  assign(journeys: HeldTexts['journeys'], entry: StepMessageKey): HeldTexts['journeys'];
}

function WordsBox({ entry, words, assign }: WordsBoxProps) {
  const store = useInspectorStore();
  const id = useId();
  const [value, setValue] = useState(words ?? '');
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!pending.current) setValue(words ?? '');
  }, [words]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (text: string) => {
    clearTimeout(timer.current);
    if (!pending.current) return;
    pending.current = false;
    if (text === words) return;
    if (entry.unassigned)
      store.edit(`Added the words ${entry.key}`, (held) => ({
        journeys: assign(held.journeys, entry),
        words: setWords(held.words, entry.key, text),
      }));
    else
      store.edit(`Changed the words of ${entry.key}`, (held) => ({
        ...held,
        words: setWords(held.words, entry.key, text),
      }));
  };
  const missing = words === undefined;
  return (
    <div className="studio-inspector__words-row">
      <label htmlFor={id}>
        {entry.label} <span className="studio-inspector__key">({entry.key})</span>
      </label>
      {missing && (
        <p className="studio-inspector__hint" id={`${id}-missing`}>
          No words yet: type them here to add them.
        </p>
      )}
      <textarea
        id={id}
        rows={Math.min(4, Math.max(1, Math.ceil((value.length || 1) / 60)))}
        value={value}
        placeholder={missing ? 'No words yet' : undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setValue(text);
          pending.current = true;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(text), TYPING_PAUSE_MS);
        }}
        onBlur={(event) => commit(event.target.value)}
      />
    </div>
  );
}

/** Where a key of another namespace is kept, for the note beside its words. */
function sharedPlace(key: string): string {
  return key in rendererMessages
    ? "the portal renderer's own words, in renderer/messages.ts"
    : 'shared words of the portal, in common.json';
}

/** Words the journeys share with the rest of the portal: shown as they are, never edited here. */
function SharedWords({ entry, words }: { entry: StepMessageKey; words: string }) {
  const id = useId();
  return (
    <div className="studio-inspector__words-row" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`}>
        {entry.label} <span className="studio-inspector__key">({entry.key})</span>
      </p>
      <p className="studio-inspector__shared-words">{words}</p>
      <p className="studio-inspector__hint">({sharedPlace(entry.key)}; the studio does not edit them)</p>
    </div>
  );
}

/** The words of a step's message keys: the journeys' own editable, other namespaces' read-only. */
export function WordsPanel({
  keys,
  words,
  otherWords = {},
  assign,
}: {
  keys: StepMessageKey[];
  words: Record<string, string>;
  /** Words of the portal's other namespaces, flat (the store's disk.otherWords). */
  otherWords?: Record<string, string>;
  assign: WordsBoxProps['assign'];
}) {
  return (
    <section aria-labelledby="studio-inspector-words" className="studio-inspector__section">
      <h3 id="studio-inspector-words">Words on the page</h3>
      {keys.length === 0 ? (
        <p>This step names no words.</p>
      ) : (
        keys.map((entry) => {
          const shared = words[entry.key] === undefined && !entry.unassigned ? otherWords[entry.key] : undefined;
          return shared === undefined ? (
            <WordsBox key={entry.key} entry={entry} words={words[entry.key]} assign={assign} />
          ) : (
            <SharedWords key={entry.key} entry={entry} words={shared} />
          );
        })
      )}
    </section>
  );
}
