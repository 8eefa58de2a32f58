/**
 * "Add a question step after this one": a short form of the words, the kind of answer and what
 * happens to the answer; the ids, route and words keys are suggested from the words and can be
 * changed. The step goes between this step and where its rules led (step-edits.ts).
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useInspectorStore } from './inspector-store-port';
import { rulesOf, type JourneyView, type JsonObject } from './journey-model';
import { sendTargets } from './send-targets';
import { addQuestionStep, idFromWords, routeFor, unusedId, type AnswerKind } from './step-edits';

interface Props {
  file: string;
  journey: JourneyView;
  step: JsonObject;
  onDone(): void;
}

const KINDS: { value: AnswerKind; label: string }[] = [
  { value: 'yes-no', label: 'Yes or No' },
  { value: 'radios', label: 'Choose one of some options' },
  { value: 'text', label: 'Text' },
];

const NOT_SENT = 'not-sent';

export function AddStepForm({ file, journey, step, onDone }: Props) {
  const store = useInspectorStore();
  const id = useId();
  const after = String(step.id);
  const targets = useMemo(() => sendTargets(journey), [journey]);
  const nextSteps = useMemo(
    () => [
      ...new Set(
        rulesOf(step)
          .map((rule) => rule.to)
          .filter((to): to is string => typeof to === 'string'),
      ),
    ],
    [step],
  );
  const [heading, setHeading] = useState('');
  const [question, setQuestion] = useState('');
  const [kind, setKind] = useState<AnswerKind>('yes-no');
  const [options, setOptions] = useState([
    { value: '', words: '' },
    { value: '', words: '' },
  ]);
  const [stepId, setStepId] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [route, setRoute] = useState<string | null>(null);
  const [before, setBefore] = useState(nextSteps.at(-1) ?? '');
  const [fate, setFate] = useState(targets.length > 0 ? '0' : NOT_SENT);
  const [reason, setReason] = useState('');
  const [required, setRequired] = useState('Answer this question to continue.');
  const [problem, setProblem] = useState('');

  // Suggestions follow the words until the analyst types their own.
  const suggestedId = unusedId(journey, idFromWords(heading || question, 3) || 'new-step');
  const currentId = stepId ?? suggestedId;
  const currentAnswer = answer ?? (idFromWords(question, 5) || `${currentId}-answer`);
  const currentRoute = route ?? routeFor(journey, currentId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = [
      !heading.trim() && 'the heading',
      !question.trim() && 'the question',
      !before && 'where it goes next',
      fate === NOT_SENT && !reason.trim() && 'why the answer is not sent',
      kind === 'radios' && options.some((option) => !option.words.trim()) && 'the words of every option',
    ].filter(Boolean);
    if (missing.length > 0) {
      setProblem(`Fill in ${missing.join(', ')}.`);
      return;
    }
    const target = targets[Number(fate)];
    store.edit(`Added the step "${currentId}" after "${after}"`, (held) =>
      addQuestionStep(held, file, {
        id: currentId,
        route: currentRoute,
        heading: heading.trim(),
        question: question.trim(),
        answer: currentAnswer,
        kind,
        options: options.map((option) => ({
          value: option.value.trim() || idFromWords(option.words, 3),
          words: option.words.trim(),
        })),
        required: required.trim(),
        after,
        before,
        fate:
          fate === NOT_SENT || !target
            ? { sent: false, notSentBecause: reason.trim() }
            : { sent: true, path: target.path },
      }),
    );
    store.select(file, currentId);
    onDone();
  };

  const text = (label: string, value: string, set: (value: string) => void, hint?: string) => {
    const inputId = `${id}-${label.replace(/\W+/g, '-')}`;
    return (
      <div className="studio-inspector__field">
        <label htmlFor={inputId}>{label}</label>
        {hint && (
          <p className="studio-inspector__hint" id={`${inputId}-hint`}>
            {hint}
          </p>
        )}
        <input
          id={inputId}
          type="text"
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-describedby={hint ? `${inputId}-hint` : undefined}
        />
      </div>
    );
  };

  return (
    <form className="studio-inspector__add" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h4 id={`${id}-title`}>Add a question step after "{after}"</h4>
      {problem && (
        <p role="alert" className="studio-inspector__problem">
          Problem: {problem}
        </p>
      )}
      {text('Words of the heading', heading, setHeading)}
      {text('The question', question, setQuestion)}
      <fieldset>
        <legend>Kind of answer</legend>
        {KINDS.map((option) => (
          <label key={option.value} className="studio-inspector__choice">
            <input
              type="radio"
              name={`${id}-kind`}
              value={option.value}
              checked={kind === option.value}
              onChange={() => setKind(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {kind === 'radios' && (
        <fieldset>
          <legend>Options</legend>
          {options.map((option, at) => (
            <div key={at} className="studio-inspector__option">
              <label>
                Words of option {at + 1}
                <input
                  type="text"
                  value={option.words}
                  onChange={(event) =>
                    setOptions(
                      options.map((item, index) => (index === at ? { ...item, words: event.target.value } : item)),
                    )
                  }
                />
              </label>
              <label>
                Value recorded for option {at + 1}
                <input
                  type="text"
                  value={option.value}
                  placeholder={idFromWords(option.words, 3) || undefined}
                  onChange={(event) =>
                    setOptions(
                      options.map((item, index) => (index === at ? { ...item, value: event.target.value } : item)),
                    )
                  }
                />
              </label>
            </div>
          ))}
          <button type="button" onClick={() => setOptions([...options, { value: '', words: '' }])}>
            Add an option
          </button>
        </fieldset>
      )}
      {text('Words when it is not answered', required, setRequired)}
      {text('Step id', currentId, setStepId, 'Suggested from the heading; kebab-case, unique in the journey.')}
      {text(
        'Answer key',
        currentAnswer,
        setAnswer,
        'Suggested from the question; the name the answer is recorded and sent under.',
      )}
      {text('Address (route)', currentRoute, setRoute, 'Suggested from the step id.')}
      <div className="studio-inspector__field">
        <label htmlFor={`${id}-before`}>Where Continue goes from the new step</label>
        <p className="studio-inspector__hint" id={`${id}-before-hint`}>
          The rules of "{after}" that led there will lead to the new step.
        </p>
        <select
          id={`${id}-before`}
          value={before}
          onChange={(event) => setBefore(event.target.value)}
          aria-describedby={`${id}-before-hint`}
        >
          {nextSteps.map((to) => (
            <option key={to} value={to}>
              {to}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>What happens to the answer</legend>
        {targets.map((target, at) => (
          <label key={target.path.join('/')} className="studio-inspector__choice">
            <input
              type="radio"
              name={`${id}-fate`}
              value={String(at)}
              checked={fate === String(at)}
              onChange={() => setFate(String(at))}
            />
            {target.label}
          </label>
        ))}
        <label className="studio-inspector__choice">
          <input
            type="radio"
            name={`${id}-fate`}
            value={NOT_SENT}
            checked={fate === NOT_SENT}
            onChange={() => setFate(NOT_SENT)}
          />
          Not sent: it only chooses the route
        </label>
        {fate === NOT_SENT && text('Why it is not sent', reason, setReason)}
      </fieldset>
      <div className="studio-inspector__actions">
        <button type="submit">Add the step</button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
