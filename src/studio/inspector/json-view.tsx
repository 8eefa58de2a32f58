/**
 * The JSON view: the focused journey's whole held text in CodeMirror, scrolled to the selected
 * step, editable (typing is committed after a pause as one change), with the check's problems of
 * the file as lint marks on their lines and listed under the editor as text for screen readers.
 * Tab moves on (no tab indenting) and Escape leaves the editor, so it is no keyboard trap
 * (WCAG 2.1.2).
 */
import { json } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorView, keymap } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StudioIssue } from '../studio-api';
import { problemText } from './problems';
import { TYPING_PAUSE_MS } from './schema-form';

export interface JsonViewProps {
  file: string;
  text: string;
  issues: readonly StudioIssue[];
  /** Where the selected step starts in the text. */
  scrollTo: number | undefined;
  onCommit(text: string): void;
}

/** The lint marks of the problems, each on its position's line (the whole line: the check gives no end). */
export function diagnosticsOf(text: string, issues: readonly StudioIssue[]): Diagnostic[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  lines.reduce((offset, line) => {
    starts.push(offset);
    return offset + line.length + 1;
  }, 0);
  return issues.flatMap((issue) => {
    const line = issue.position?.line ?? 1;
    const start = starts[line - 1];
    if (start === undefined) return [];
    const from = Math.min(start + (issue.position?.column ?? 0), start + (lines[line - 1]?.length ?? 0));
    return [{ from, to: start + (lines[line - 1]?.length ?? 0), severity: issue.severity, message: issue.message }];
  });
}

/** Puts the cursor at the start of a line, scrolls it to the middle of the editor and gives the editor the focus. */
function showLine(view: EditorView, line: number): void {
  const at = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines)).from;
  view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
  view.focus();
}

export default function JsonView({ file, text, issues, scrollTo, onCommit }: JsonViewProps) {
  const editor = useRef<ReactCodeMirrorRef>(null);
  // The editor's view exists only once CodeMirror has mounted: the effects below wait for it.
  const [view, setView] = useState<EditorView | null>(null);
  const after = useRef<HTMLElement>(null);
  const [value, setValue] = useState(text);
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!pending.current) setValue(text);
  }, [text]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (!pending.current) return;
    pending.current = false;
    if (next !== text) onCommit(next);
  };

  const extensions = useMemo(
    () => [
      json(),
      lintGutter(),
      EditorView.lineWrapping,
      // tabindex: the editor scrolls, and axe asks a scrolling region to hold something it sees as focusable.
      EditorView.contentAttributes.of({
        'aria-label': `JSON of ${file}`,
        'aria-describedby': 'studio-json-help',
        tabindex: '0',
      }),
      keymap.of([
        {
          key: 'Escape',
          run: () => {
            after.current?.focus();
            return true;
          },
        },
      ]),
    ],
    [file],
  );

  // The problems as lint marks, set whenever the check answers (not re-linted from the text).
  useEffect(() => {
    if (!view) return;
    view.dispatch(setDiagnostics(view.state, diagnosticsOf(view.state.doc.toString(), issues)));
  }, [view, issues, value]);

  // The selected step at the top of the editor.
  useEffect(() => {
    if (!view || scrollTo === undefined || scrollTo > view.state.doc.length) return;
    view.dispatch({ effects: EditorView.scrollIntoView(scrollTo, { y: 'start' }) });
  }, [view, scrollTo]);

  return (
    <section aria-labelledby="studio-json-title" className="studio-inspector__section">
      <h3 id="studio-json-title">JSON of {file}</h3>
      <p id="studio-json-help" className="studio-inspector__hint">
        Everything of the journey, for what the forms do not show. Press Escape to leave the editor.
      </p>
      <CodeMirror
        ref={editor}
        value={value}
        height="24rem"
        basicSetup={{ foldGutter: true, highlightActiveLine: true }}
        indentWithTab={false}
        extensions={extensions}
        onCreateEditor={setView}
        onChange={(next) => {
          setValue(next);
          pending.current = true;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), TYPING_PAUSE_MS);
        }}
        onBlur={() => commit(editor.current?.view?.state.doc.toString() ?? value)}
      />
      <section
        ref={after}
        tabIndex={-1}
        className="studio-inspector__json-problems"
        aria-labelledby="studio-json-problems-title"
      >
        <h4 id="studio-json-problems-title">Problems in this file</h4>
        {issues.length === 0 ? (
          <p>No problems.</p>
        ) : (
          <ul>
            {issues.map((issue, at) => (
              <li key={`${issue.pointer}-${at}`}>
                {issue.position ? `Line ${issue.position.line}: ` : ''}
                {problemText(issue)}
                {issue.position && view ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="studio-link"
                      onClick={() => showLine(view, issue.position?.line ?? 1)}
                    >
                      Show line {issue.position.line}
                      <span className="studio-visually-hidden"> in the editor</span>
                    </button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
