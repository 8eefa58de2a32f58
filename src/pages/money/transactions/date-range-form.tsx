import { useId, useRef, useState, type FormEvent } from 'react';
import type { MoneyWords } from '../money-words';
import { isValidDateRange } from './transaction-filters';

/**
 * The date range of the transactions (From and To, at most `today`) and Show transactions, which
 * applies them. `invalid` says the applied range broke the §5 rule: SSC004 shows above the dates,
 * which are marked invalid and point to it. The typed dates are kept until applied, and follow
 * the applied ones when those change (Clear filters).
 */
export function DateRangeForm({
  from,
  to,
  today,
  invalid,
  onApply,
  words,
}: {
  from: string;
  to: string;
  today: string;
  invalid: boolean;
  onApply: (from: string, to: string) => void;
  words: MoneyWords;
}) {
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const fromInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({ from, to });
  const [shownFor, setShownFor] = useState({ from, to });
  if (shownFor.from !== from || shownFor.to !== to) {
    setShownFor({ from, to });
    setDraft({ from, to });
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.from, draft.to);
    // SSC004 shows: the reader goes to the first date, which the message describes.
    if (!isValidDateRange(draft.from, draft.to, today)) fromInput.current?.focus();
  };
  const described = invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form className="money-dates" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{words('transactions.dates.legend')}</legend>
        {invalid && (
          <p id={errorId} className="repair-search__error">
            {words('SSC004')}
          </p>
        )}
        <div className="money-dates__fields">
          <div className="form-group">
            <label htmlFor={fromId}>{words('transactions.dates.from')}</label>
            <input
              id={fromId}
              ref={fromInput}
              type="date"
              className="repairs-input"
              max={today}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              {...described}
            />
          </div>
          <div className="form-group">
            <label htmlFor={toId}>{words('transactions.dates.to')}</label>
            <input
              id={toId}
              type="date"
              className="repairs-input"
              max={today}
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              {...described}
            />
          </div>
        </div>
        <button type="submit" className="button">
          {words('transactions.dates.apply')}
        </button>
      </fieldset>
    </form>
  );
}
