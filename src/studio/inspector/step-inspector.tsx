/**
 * The step inspector (issue 28, "Editing without breaking"): the selected step's settings, its
 * questions, validation and routes in forms made from the journey format's JSON Schema, its words,
 * the journey's named conditions (conditions-panel.tsx), adding and removing a step, and the JSON view. Every change is
 * one store.edit of the held texts, made with minimal JSON edits; the check's problems show by
 * the field and the JSON line their pointer names.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { AddStepForm } from './add-step-form';
import { ConditionsPanel } from './conditions-panel';
import {
  QUESTIONS_UI,
  questionsFormSchema,
  ROUTES_UI,
  routeRows,
  routesFormSchema,
  rulesOfRows,
  stepFormSchema,
  validationFormSchema,
  validationRows,
  validationWithRows,
  type AnswerValidation,
  type RouteRow,
} from './form-schemas';
import { useInspectorStore, type HeldTexts, type InspectorStore } from './inspector-store-port';
import { editBetween, offsetOf, setAt } from './json-text-edits';
import {
  journeyView,
  rulesOf,
  stepIndex,
  stepMessageKeys,
  suggestedKeys,
  type JourneyView,
  type JsonObject,
} from './journey-model';
import { formErrors, problemCount, problemText, stepIssues } from './problems';
import { SchemaForm } from './schema-form';
import { firstTarget, keyPrefix, removeStep } from './step-edits';
import { wordsOf } from './words';
import { WordsPanel } from './words-panel';
import './inspector.css';

// CodeMirror is the studio's largest piece: loaded when the JSON view first shows.
const JsonView = lazy(() => import('./json-view'));

/** Selections that should take the keyboard focus to the inspector's heading, by store. */
const focusRequests = new WeakMap<InspectorStore, string>();

/**
 * Opens a step for editing: selects it and moves the keyboard focus to the inspector's heading
 * "Editing: …" (the preview's "Edit this step" and the graph's Enter call it).
 *
 * @example
 * openStepForEditing(store, 'journeys/repair.json', 'covid');
 */
export function openStepForEditing(store: InspectorStore, file: string, stepId: string): void {
  focusRequests.set(store, `${file}#${stepId}`);
  store.select(file, stepId);
}

/** Hides the properties a form does not show, so that its changes never touch them. */
function withoutKeys(value: unknown, keys: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

/** Parts of a question the form shows only when one of the step's questions has them: most have none, and a form of every optional part is long. */
const RARE_PARTS = ['optionsFrom', 'remove'];

/** The parts of a question the questions form leaves out for this step: conditions, send marks, and rare parts no question here has. */
function hiddenParts(fields: unknown): string[] {
  const list = Array.isArray(fields) ? (fields as JsonObject[]) : [];
  return [
    'shownWhen',
    'sent',
    'notSentBecause',
    ...RARE_PARTS.filter((part) => !list.some((field) => field?.[part] !== undefined)),
  ];
}

/** A step's questions as the questions form shows them: without their conditions and send marks. */
function formFields(fields: unknown): unknown[] {
  if (!Array.isArray(fields)) return [];
  const hidden = hiddenParts(fields);
  return fields.map((field) => {
    const shown = withoutKeys(field, hidden) as JsonObject;
    const source = shown.optionsFrom as JsonObject | undefined;
    if (typeof source === 'object' && source !== null) {
      const extra = Array.isArray(source.extra)
        ? { extra: source.extra.map((option) => withoutKeys(option, ['shownWhen'])) }
        : {};
      shown.optionsFrom = { ...(withoutKeys(source, ['where']) as JsonObject), ...extra };
    }
    return Array.isArray(shown.options)
      ? { ...shown, options: shown.options.map((option) => withoutKeys(option, ['shownWhen'])) }
      : shown;
  });
}

/** "the route", "the heading key and the route": the properties a change touched, for the undo label. */
function changedNames(before: unknown, after: unknown): string {
  const left = (before ?? {}) as Record<string, unknown>;
  const right = (after ?? {}) as Record<string, unknown>;
  const names = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(
    (key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]),
  );
  return names.length === 0 ? 'the settings' : names.join(', ');
}

export function StepInspector() {
  const store = useInspectorStore();
  const selected = store.useStudio((state) => state.selected);
  const focused = store.useStudio((state) => state.focused);
  const file = selected?.file ?? focused;
  const text = store.useStudio((state) => state.held.journeys[file]);
  const wordsText = store.useStudio((state) => state.held.words);
  const issues = store.useStudio((state) => state.issues);
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLElement>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);

  const journey = useMemo(() => journeyView(text ?? ''), [text]);
  const words = useMemo(() => wordsOf(wordsText), [wordsText]);
  const fileIssues = useMemo(() => issues.filter((issue) => issue.file === file), [issues, file]);
  const index = selected ? stepIndex(journey, selected.stepId) : -1;
  const step = index >= 0 ? journey.steps[index] : undefined;
  const selectionKey = selected ? `${selected.file}#${selected.stepId}` : '';

  // A new selection by the preview or the graph brings the keyboard to the step's heading, unless
  // the analyst is working elsewhere (typing in the graph's search, say) and did not ask for it.
  useEffect(() => {
    if (!selectionKey) return;
    setAdding(false);
    setRemoving(false);
    const asked = focusRequests.get(store) === selectionKey;
    focusRequests.delete(store);
    const active = document.activeElement;
    const idle = !active || active === document.body || active instanceof HTMLIFrameElement;
    if (asked || idle || root.current?.contains(active)) heading.current?.focus();
  }, [selectionKey, store]);

  const edit = (label: string, change: (text: string, at: number) => string) => {
    if (!selected) return;
    store.edit(label, (held: HeldTexts) => {
      const current = held.journeys[selected.file];
      if (current === undefined) return held;
      const at = stepIndex(journeyView(current), selected.stepId);
      if (at < 0) return held;
      return { ...held, journeys: { ...held.journeys, [selected.file]: change(current, at) } };
    });
  };

  const jsonView = text !== undefined && (
    <Suspense fallback={<p>Loading the JSON view…</p>}>
      <JsonView
        file={file}
        text={text}
        issues={fileIssues}
        scrollTo={index >= 0 ? offsetOf(text, ['steps', index]) : undefined}
        onCommit={(next) =>
          store.edit(`Edited the JSON of ${file}`, (held) => ({
            ...held,
            journeys: { ...held.journeys, [file]: next },
          }))
        }
      />
    </Suspense>
  );

  if (!selected || !step) {
    return (
      <section ref={root} className="studio-inspector" aria-labelledby="studio-inspector-heading">
        <h2 id="studio-inspector-heading" ref={heading} tabIndex={-1}>
          Step inspector
        </h2>
        <p>
          {selected
            ? `The step "${selected.stepId}" is no longer in ${selected.file}.`
            : 'Choose a step on the graph or in the preview to edit it here.'}
        </p>
        {text !== undefined && <ConditionsPanel file={file} issues={fileIssues} />}
        {jsonView}
      </section>
    );
  }

  const stepId = selected.stepId;
  const kind = String(step.kind ?? '');
  const headingWords = typeof step.headingKey === 'string' ? words[step.headingKey] : undefined;
  const problems = stepIssues(issues, selected.file, index);
  const base = `/steps/${index}`;
  const details = stepFormSchema(kind);
  const detailsData = details
    ? Object.fromEntries(details.properties.filter((key) => step[key] !== undefined).map((key) => [key, step[key]]))
    : {};
  const fields = formFields(step.fields);
  const answers = fields
    .map((field) => (field as JsonObject).answer)
    .filter((answer): answer is string => typeof answer === 'string');
  const rules = rulesOf(step);
  const rows = routeRows(rules);
  const stepWords = (id: string) => {
    const target = journey.steps.find((candidate) => candidate.id === id);
    return typeof target?.headingKey === 'string' ? words[target.headingKey] : undefined;
  };
  const leadsTo = firstTarget(step);

  return (
    <section ref={root} className="studio-inspector" aria-labelledby="studio-inspector-heading">
      <h2 id="studio-inspector-heading" ref={heading} tabIndex={-1}>
        Editing: {headingWords ?? stepId}
      </h2>
      <p className="studio-inspector__hint">
        Step "{stepId}", a {kind} step of {selected.file}. Changes are kept in the studio until you save.
      </p>

      <section
        aria-label="Problems of this step"
        className={
          problems.length > 0
            ? 'studio-inspector__problems studio-inspector__problems--some'
            : 'studio-inspector__problems'
        }
      >
        <p>
          <span aria-hidden="true">{problems.length > 0 ? '⚠ ' : '✓ '}</span>
          {problemCount(problems.length)}
        </p>
        {problems.length > 0 && (
          <ul>
            {problems.map((issue, at) => (
              <li key={`${issue.pointer}-${at}`}>
                {problemText(issue)}{' '}
                <span className="studio-inspector__key">({issue.pointer.slice(base.length) || 'the step'})</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="studio-inspector__actions">
        <button type="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          Add a question step after this one
        </button>
        <button type="button" aria-expanded={removing} onClick={() => setRemoving(!removing)}>
          Remove this step
        </button>
      </div>
      {adding && <AddStepForm file={selected.file} journey={journey} step={step} onDone={() => setAdding(false)} />}
      {removing && (
        <div role="group" aria-labelledby="studio-inspector-remove" className="studio-inspector__confirm">
          <p id="studio-inspector-remove">
            Remove the step "{stepId}"?{' '}
            {leadsTo
              ? `Rules that led to it will lead to "${leadsTo}".`
              : 'It leads nowhere, so rules that led to it will be left for you to change.'}
          </p>
          <button
            type="button"
            onClick={() => {
              store.edit(`Removed the step "${stepId}"`, (held) => removeStep(held, selected.file, stepId));
              setRemoving(false);
              if (leadsTo && journey.steps.some((candidate) => candidate.id === leadsTo))
                openStepForEditing(store, selected.file, leadsTo);
            }}
          >
            Yes, remove it
          </button>
          <button type="button" onClick={() => setRemoving(false)}>
            No, keep it
          </button>
        </div>
      )}

      {details && (
        <section aria-labelledby="studio-inspector-settings" className="studio-inspector__section">
          <h3 id="studio-inspector-settings">The step</h3>
          <SchemaForm
            key={`${selectionKey}-step`}
            idPrefix="step"
            schema={details.schema}
            data={detailsData}
            errors={formErrors(problems, base, detailsData)}
            onCommit={(before, after) =>
              edit(`Changed ${changedNames(before, after)} of "${stepId}"`, (current, at) =>
                editBetween(current, ['steps', at], before, after),
              )
            }
          />
        </section>
      )}

      {kind === 'question' && (
        <section aria-labelledby="studio-inspector-questions" className="studio-inspector__section">
          <h3 id="studio-inspector-questions">Questions</h3>
          <SchemaForm
            key={`${selectionKey}-questions`}
            idPrefix="questions"
            schema={questionsFormSchema(hiddenParts(step.fields))}
            uiSchema={QUESTIONS_UI}
            data={fields}
            errors={formErrors(problems, `${base}/fields`, fields)}
            onCommit={(before, after) =>
              edit(`Changed the questions of "${stepId}"`, (current, at) =>
                editBetween(current, ['steps', at, 'fields'], before, after),
              )
            }
          />
          {answers.length > 0 && (
            <SchemaForm
              key={`${selectionKey}-validation`}
              idPrefix="validation"
              schema={validationFormSchema(answers)}
              data={validationRows(step.validation, answers)}
              errors={formErrors(problems, `${base}/validation`, step.validation)}
              onCommit={(_before, after) =>
                edit(`Changed the validation of "${stepId}"`, (current, at) => {
                  const validation = journeyView(current).steps[at]?.validation;
                  return editBetween(
                    current,
                    ['steps', at, 'validation'],
                    validation,
                    validationWithRows(validation, after as Record<string, AnswerValidation>),
                  );
                })
              }
            />
          )}
        </section>
      )}

      {Array.isArray(step.next) && (
        <section aria-labelledby="studio-inspector-routes" className="studio-inspector__section">
          <h3 id="studio-inspector-routes">Routes</h3>
          <SchemaForm
            key={`${selectionKey}-routes`}
            idPrefix="routes"
            schema={routesFormSchema(journey, rules, stepWords)}
            uiSchema={ROUTES_UI}
            data={rows}
            errors={formErrors(problems, `${base}/next`, rows)}
            onCommit={(before, after) =>
              edit(`Changed where Continue goes from "${stepId}"`, (current, at) =>
                editBetween(
                  current,
                  ['steps', at, 'next'],
                  rulesOfRows(before as RouteRow[], rules),
                  rulesOfRows(after as RouteRow[], rules),
                ),
              )
            }
          />
        </section>
      )}

      <StepWords file={selected.file} journey={journey} step={step} words={words} />

      <ConditionsPanel key={selectionKey} file={selected.file} step={step} issues={fileIssues} />

      {jsonView}
    </section>
  );
}

/** The step's words, and keys suggested for the words it has none for yet. */
function StepWords({
  file,
  journey,
  step,
  words,
}: {
  file: string;
  journey: JourneyView;
  step: JsonObject;
  words: Record<string, string>;
}) {
  const store = useInspectorStore();
  const otherWords = store.useStudio((state) => state.disk?.otherWords);
  const keys = useMemo(
    () => [...stepMessageKeys(step), ...suggestedKeys(step, keyPrefix(journey, step))],
    [journey, step],
  );
  const stepId = String(step.id);
  return (
    <WordsPanel
      keys={keys}
      words={words}
      otherWords={otherWords}
      assign={(journeys, entry) => {
        const text = journeys[file];
        if (text === undefined) return journeys;
        const at = stepIndex(journeyView(text), stepId);
        return at < 0 ? journeys : { ...journeys, [file]: setAt(text, ['steps', at, ...entry.path], entry.key) };
      }}
    />
  );
}
