import { useId, useRef, useState, type FormEvent } from 'react';
import type { AreaWords } from '../i18n/use-area-words';
import './lists.css';

/** What is wrong with a date range: the message to show, and the date it is about (both when left out). */
export interface DateRangeProblem {
  message: string;
  field?: 'from' | 'to';
}

/**
 * A date range (From and To, at most `today`, at least `min` when given) and a button that applies
 * it, worded by the list's `dates.*` messages (legend, from, to, apply). `problem` is the list's
 * own rule (the transactions' SSC004, the messages' SSC020, SSC013, SSC012 and SSC014): the
 * applied range's problem shows above the dates, the date it names (or both) is marked invalid
 * and points to it, and applying a range with a problem moves the focus to that date. The typed
 * dates are kept until applied, and follow the applied ones when those change (Clear filters).
 */
export function DateRangeForm({
  from,
  to,
  today,
  min,
  problem,
  onApply,
  words,
}: {
  from: string;
  to: string;
  today: string;
  min?: string;
  problem: (from: string, to: string) => DateRangeProblem | undefined;
  onApply: (from: string, to: string) => void;
  words: AreaWords;
}) {
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({ from, to });
  const [shownFor, setShownFor] = useState({ from, to });
  if (shownFor.from !== from || shownFor.to !== to) {
    setShownFor({ from, to });
    setDraft({ from, to });
  }
  const shown = problem(from, to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.from, draft.to);
    // The problem shows: the reader goes to the date the message describes.
    const found = problem(draft.from, draft.to);
    if (found) (found.field === 'to' ? toInput : fromInput).current?.focus();
  };
  const described = (field: 'from' | 'to') =>
    shown && (shown.field ?? field) === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form className="money-dates" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{words('dates.legend')}</legend>
        {shown && (
          <p id={errorId} className="repair-search__error">
            {shown.message}
          </p>
        )}
        <div className="money-dates__fields">
          <div className="form-group">
            <label htmlFor={fromId}>{words('dates.from')}</label>
            <input
              id={fromId}
              ref={fromInput}
              type="date"
              className="repairs-input"
              min={min}
              max={today}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              {...described('from')}
            />
          </div>
          <div className="form-group">
            <label htmlFor={toId}>{words('dates.to')}</label>
            <input
              id={toId}
              ref={toInput}
              type="date"
              className="repairs-input"
              min={min}
              max={today}
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              {...described('to')}
            />
          </div>
        </div>
        <button type="submit" className="button">
          {words('dates.apply')}
        </button>
      </fieldset>
    </form>
  );
}
