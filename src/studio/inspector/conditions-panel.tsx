/**
 * "Named conditions": the journey's named conditions, each edited through a form made from the
 * format's schema (condition-form.tsx), the ones the selected step's routes use first and the
 * rest behind a disclosure; adding one (a name, its sentence and a first comparison of an
 * answer) and removing one that nothing uses. Every change is one store.edit of the journey's
 * text with minimal JSON edits; the check's problems under /conditions/<name> show by the field.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { StudioIssue } from '../studio-api';
import { CONDITION_FORM_PARTS, conditionFormSchema } from './condition-form';
import {
  addCondition,
  answerChoices,
  conditionNameProblem,
  conditionUses,
  keptOnKindChange,
  removeCondition,
  stepConditionNames,
} from './conditions';
import { safeSentence } from './form-schemas';
import { useInspectorStore, type HeldTexts } from './inspector-store-port';
import { editBetween } from './json-text-edits';
import { journeyView, namedMap, type JourneyView, type JsonObject } from './journey-model';
import { formErrors, problemText } from './problems';
import { SchemaForm } from './schema-form';
import type { NamedCondition } from '../../../engine';

/** Replaces the text of one journey file of the held texts. */
function withJourney(held: HeldTexts, file: string, change: (text: string) => string): HeldTexts {
  const text = held.journeys[file];
  return text === undefined ? held : { ...held, journeys: { ...held.journeys, [file]: change(text) } };
}

/** The problems of a file whose pointer is the named condition's or under it. */
function conditionIssues(issues: readonly StudioIssue[], name: string): StudioIssue[] {
  const pointer = `/conditions/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return issues.filter((issue) => issue.pointer === pointer || issue.pointer.startsWith(`${pointer}/`));
}

const problemsText = (count: number) => `${count} problem${count === 1 ? '' : 's'}`;

interface EditorProps {
  file: string;
  name: string;
  conditions: Record<string, JsonObject>;
  uses: string[];
  issues: StudioIssue[];
  open: boolean;
  onToggle(): void;
  onRemoved(): void;
}

/** One named condition: a button that shows or hides its form, where it is used, and its form. */
function ConditionEditor({ file, name, conditions, uses, issues, open, onToggle, onRemoved }: EditorProps) {
  const store = useInspectorStore();
  const id = useId();
  const [refused, setRefused] = useState(false);
  const condition = conditions[name] ?? {};
  const named = conditions as unknown as Record<string, NamedCondition>;
  const pointer = `/conditions/${name}`;
  return (
    <div className="studio-inspector__condition">
      <h5 className="studio-inspector__condition-name">
        <button type="button" aria-expanded={open} aria-controls={`${id}-body`} onClick={onToggle}>
          {name}
          {issues.length > 0 && (
            <span className="studio-inspector__problem">
              {`, ${problemsText(issues.length)} `}
              <span aria-hidden="true">⚠</span>
            </span>
          )}
        </button>
      </h5>
      <p className="studio-inspector__hint">
        {String(condition.description ?? '')} (holds when {safeSentence(condition.when, named)})
      </p>
      {open && (
        <div id={`${id}-body`}>
          <p>
            {uses.length > 0
              ? `Used by ${uses.join('; ')}.`
              : "Nothing in this journey uses it (a page of the portal may still name it, as the dashboard's offers do)."}
          </p>
          {issues.length > 0 && (
            <ul aria-label={`Problems of the condition "${name}"`}>
              {issues.map((issue, at) => (
                <li key={`${issue.pointer}-${at}`}>
                  <span aria-hidden="true">⚠ </span>
                  {problemText(issue)}{' '}
                  <span className="studio-inspector__key">
                    ({issue.pointer.slice(pointer.length) || 'the condition'})
                  </span>
                </li>
              ))}
            </ul>
          )}
          <SchemaForm
            idPrefix={`condition-${name}`}
            schema={conditionFormSchema(conditions, name)}
            uiSchema={{ 'ui:globalOptions': { orderable: false } }}
            {...CONDITION_FORM_PARTS}
            data={condition}
            errors={formErrors(issues, pointer, condition)}
            onCommit={(before, after) =>
              store.edit(`Changed the condition "${name}"`, (held) =>
                withJourney(held, file, (text) =>
                  editBetween(text, ['conditions', name], before, keptOnKindChange(before, after)),
                ),
              )
            }
          />
          <button
            type="button"
            onClick={() => {
              if (uses.length > 0) {
                setRefused(true);
                return;
              }
              store.edit(`Removed the condition "${name}"`, (held) =>
                withJourney(held, file, (text) => removeCondition(text, name)),
              );
              onRemoved();
            }}
          >
            Remove the condition "{name}"
          </button>
          {refused && uses.length > 0 && (
            <p role="alert" className="studio-inspector__problem">
              <span aria-hidden="true">⚠ </span>
              The condition "{name}" cannot be removed: {uses.join('; ')} use it. Change them first.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The form that adds a named condition: its name, its sentence and a first comparison of an answer. */
function AddConditionForm({
  file,
  journey,
  onDone,
}: {
  file: string;
  journey: JourneyView;
  onDone(added?: string): void;
}) {
  const store = useInspectorStore();
  const id = useId();
  const choices = answerChoices(journey);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [answer, setAnswer] = useState('');
  const [value, setValue] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const values = choices.find((choice) => choice.answer === answer)?.values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const nameProblem = conditionNameProblem(journey, name.trim());
    if (nameProblem) found.name = nameProblem;
    if (!description.trim())
      found.description = 'Say in plain words when it holds, for example: the resident has pets.';
    if (!answer) found.answer = 'Choose the answer it compares.';
    if (!value.trim()) found.value = 'Give the value the answer must equal.';
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const added = name.trim();
    store.edit(`Added the condition "${added}"`, (held) =>
      withJourney(held, file, (text) =>
        addCondition(text, added, { description: description.trim(), when: { answer, equals: value.trim() } }),
      ),
    );
    onDone(added);
  };

  /** A field's label, hint and problem, tied to its control by ids. */
  const described = (key: string, hinted = false) =>
    [hinted ? `${id}-${key}-hint` : '', problems[key] ? `${id}-${key}-problem` : ''].filter(Boolean).join(' ') ||
    undefined;
  const around = (key: string, label: string, hint: string | undefined, control: ReactNode) => (
    <div className="studio-inspector__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {hint && (
        <p className="studio-inspector__hint" id={`${id}-${key}-hint`}>
          {hint}
        </p>
      )}
      {problems[key] && (
        <p className="studio-inspector__problem" id={`${id}-${key}-problem`}>
          <span aria-hidden="true">⚠ </span>Error: {problems[key]}
        </p>
      )}
      {control}
    </div>
  );

  return (
    <form className="studio-inspector__add" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h4 id={`${id}-title`}>Add a named condition</h4>
      {around(
        'name',
        'Name',
        'Lower-case words joined by hyphens that say what holds, for example has-pets. Routes choose it by this name.',
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          aria-describedby={described('name', true)}
          aria-invalid={problems.name ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />,
      )}
      {around(
        'description',
        'What it means',
        'Shown on the graph beside every route that uses it, for example: the resident has pets.',
        <input
          id={`${id}-description`}
          type="text"
          value={description}
          aria-describedby={described('description', true)}
          aria-invalid={problems.description ? true : undefined}
          onChange={(event) => setDescription(event.target.value)}
        />,
      )}
      {choices.length === 0 ? (
        <p>This journey records no answers yet: write the condition in the JSON view.</p>
      ) : (
        <>
          {around(
            'answer',
            'It holds when the answer',
            undefined,
            <select
              id={`${id}-answer`}
              value={answer}
              aria-describedby={described('answer')}
              aria-invalid={problems.answer ? true : undefined}
              onChange={(event) => {
                setAnswer(event.target.value);
                setValue('');
              }}
            >
              <option value="">Choose an answer</option>
              {choices.map((choice) => (
                <option key={choice.answer} value={choice.answer}>
                  {choice.answer} (asked on the step "{choice.stepId}")
                </option>
              ))}
            </select>,
          )}
          {around(
            'value',
            'equals',
            values ? undefined : 'The value the answer records, as the journey records it.',
            values ? (
              <select
                id={`${id}-value`}
                value={value}
                aria-describedby={described('value')}
                aria-invalid={problems.value ? true : undefined}
                onChange={(event) => setValue(event.target.value)}
              >
                <option value="">Choose a value</option>
                {values.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-value`}
                type="text"
                value={value}
                aria-describedby={described('value', true)}
                aria-invalid={problems.value ? true : undefined}
                onChange={(event) => setValue(event.target.value)}
              />
            ),
          )}
          <p className="studio-inspector__hint">More than one comparison: add it, then change its condition below.</p>
        </>
      )}
      <div className="studio-inspector__actions">
        {choices.length > 0 && <button type="submit">Add the condition</button>}
        <button type="button" onClick={() => onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The journey's named conditions, the selected step's first. */
export function ConditionsPanel({
  file,
  step,
  issues,
}: {
  file: string;
  step?: JsonObject;
  /** The check's problems of this file. */
  issues: readonly StudioIssue[];
}) {
  const store = useInspectorStore();
  const text = store.useStudio((state) => state.held.journeys[file]);
  const journey = journeyView(text ?? '');
  const conditions = namedMap(journey, 'conditions');
  const uses = conditionUses(journey);
  const used = stepConditionNames(journey, step).filter((name) => name in conditions);
  const rest = Object.keys(conditions).filter((name) => !used.includes(name));
  // Conditions the analyst opened or closed; the rest are open when the step's routes use them.
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [restOpen, setRestOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [focusName, setFocusName] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLElement>(null);

  // After an addition, the keyboard goes to the new condition's button; after a removal, to the heading.
  useEffect(() => {
    if (focusName === undefined) return;
    setFocusName(undefined);
    const button = [...(root.current?.querySelectorAll('.studio-inspector__condition-name button') ?? [])].find(
      (element) => element.firstChild?.textContent === focusName,
    );
    (button instanceof HTMLElement ? button : heading.current)?.focus();
  }, [focusName]);

  const setOpen = (name: string, open: boolean) => setChosen((current) => new Map(current).set(name, open));
  const editor = (name: string, openByDefault: boolean) => {
    const open = chosen.get(name) ?? openByDefault;
    return (
      <ConditionEditor
        key={name}
        file={file}
        name={name}
        conditions={conditions}
        uses={uses[name] ?? []}
        issues={conditionIssues(issues, name)}
        open={open}
        onToggle={() => setOpen(name, !open)}
        onRemoved={() => setFocusName('')}
      />
    );
  };
  const restProblems = rest.filter((name) => conditionIssues(issues, name).length > 0).length;
  const stepId = step ? String(step.id) : undefined;

  return (
    <section ref={root} aria-labelledby="studio-inspector-conditions" className="studio-inspector__section">
      <h3 id="studio-inspector-conditions" ref={heading} tabIndex={-1}>
        Named conditions
      </h3>
      <p className="studio-inspector__hint">
        A route is taken when its named condition holds; the graph shows each condition's sentence beside its routes.
      </p>
      {stepId !== undefined && (
        <>
          <h4>Used by the routes of "{stepId}"</h4>
          {used.length > 0 ? (
            used.map((name) => editor(name, true))
          ) : (
            <p>The routes of "{stepId}" use no named condition.</p>
          )}
        </>
      )}
      <h4>
        <button type="button" aria-expanded={restOpen} onClick={() => setRestOpen(!restOpen)}>
          {stepId !== undefined ? 'Other named conditions of the journey' : 'The named conditions of the journey'} (
          {rest.length}
          {restProblems > 0 ? `, ${restProblems} with problems` : ''})
        </button>
      </h4>
      {restOpen && rest.map((name) => editor(name, false))}
      <div className="studio-inspector__actions">
        <button type="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          Add a condition
        </button>
      </div>
      {adding && (
        <AddConditionForm
          file={file}
          journey={journey}
          onDone={(added) => {
            setAdding(false);
            if (added === undefined) return;
            setRestOpen(true);
            setOpen(added, true);
            setFocusName(added);
          }}
        />
      )}
    </section>
  );
}
