import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { GatewayError, isHandledByApp, sendCustomStatement, type GatewayClient } from '../../../../gateway/client';
import { ErrorSummary } from '../../../../renderer/error-summary/error-summary';
import { rendererMessages } from '../../../../renderer/messages';
import { describedBy, errorId, hintId, inputId } from '../../../../renderer/widget-kit/field-ids';
import { ModalDialog } from '../../../../renderer/widget-kit/modal-dialog';
import { TranslateProvider, type MessageValues } from '../../../../renderer/widget-kit/translate-context';
import { formatDate } from '../../../dates/date-format';
import { EDIT_PROFILE_PATH } from '../../../config/portal-paths';
import type { MoneyWords } from '../money-words';
import { customStatementRequest } from './custom-statement-request';
import {
  customStatementErrors,
  statementDateText,
  statementRecipient,
  type CustomStatementError,
  type CustomStatementField,
  type CustomStatementForm,
} from './custom-statement-rules';
import type { StatementAccount } from './use-statement-account';
import { FAILURE_MESSAGE_MS, SUCCESS_MESSAGE_MS, useTimedMessage } from './use-timed-message';

/** The answer path of each field: its element ids come from it (field-ids.ts), so the error summary links work. */
const FIELD_NAMES: Record<CustomStatementField, string> = {
  from: 'statement-from',
  to: 'statement-to',
};

/** What a date input holds: its value (an ISO date, '' when empty) and whether a date was typed only in part. */
interface DateEntry {
  value: string;
  partial: boolean;
}

const NO_DATE: DateEntry = { value: '', partial: false };
const FIELDS: CustomStatementField[] = ['from', 'to'];

/** What a date input holds now: a date typed in part has no value, and the browser says so (badInput, SSC020). */
function entryOf(input: HTMLInputElement): DateEntry {
  return { value: input.value, partial: input.validity.badInput };
}

/** The dialog's dates as the rules read them (dd/mm/yyyy), with the fields typed only in part. */
function statementForm(dates: Record<CustomStatementField, DateEntry>): CustomStatementForm {
  const text = ({ value }: DateEntry) => (value ? statementDateText(value) : '');
  const partial = FIELDS.filter((field) => dates[field].partial);
  return { from: text(dates.from), to: text(dates.to), ...(partial.length > 0 ? { partial } : {}) };
}

/**
 * A date input with its hint and its error, GOV.UK style. Its minimum and maximum are the range the
 * rules allow (ACC-STM-08: tenancy start to today), so the browser's date picker offers no other
 * day; a date typed outside them is still taken, and the rules name its problem.
 */
function DateField({
  field,
  label,
  hint,
  value,
  min,
  max,
  error,
  onChange,
  onLeave,
}: {
  field: CustomStatementField;
  label: string;
  hint: string;
  value: string;
  min: string | undefined;
  max: string;
  error: string | undefined;
  onChange: (entry: DateEntry) => void;
  onLeave: (entry: DateEntry) => void;
}) {
  const name = FIELD_NAMES[field];
  return (
    <div className={`rp-form-group${error ? ' rp-form-group--error' : ''}`}>
      <label className="rp-label" htmlFor={inputId(name)}>
        {label}
      </label>
      <div className="rp-hint" id={hintId(name)}>
        {hint}
      </div>
      {error && <FieldMessage name={name} text={error} />}
      <input
        className={`rp-input rp-input--width-11${error ? ' rp-input--error' : ''}`}
        id={inputId(name)}
        name={name}
        type="date"
        min={min}
        max={max}
        value={value}
        aria-describedby={describedBy(name, { hint: true, error: Boolean(error) })}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(entryOf(event.target))}
        onBlur={(event) => {
          // Leaving for Send or Cancel: that press checks every date, or closes. Checking here first
          // would move the buttons under the pointer as a message appeared or went, losing the press.
          if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.form === event.target.form)
            return;
          onLeave(entryOf(event.target));
        }}
      />
    </div>
  );
}

/** A field's error message, which its control or fieldset points at (aria-describedby). */
function FieldMessage({ name, text }: { name: string; text: string }) {
  return (
    <p className="rp-error-message" id={errorId(name)}>
      <span className="rp-visually-hidden">{rendererMessages['renderer.error-prefix']}</span> {text}
    </p>
  );
}

/**
 * Request custom statement (ACC-STM-07 to ACC-STM-10): from and to dates, date inputs whose minimum
 * is the tenancy start and maximum today (sent as dd/mm/yyyy). The statement goes to the e-mail address on file, which
 * the dialog shows, and nowhere else: the gateway sends statements only to the address on the
 * customer's record (docs/adr/0005-outgoing-mail.md), so the dialog offers no other address and
 * points to the profile to change it; without an address on file it says so and offers no
 * sending. Leaving a date checks its range at once, under the field; Send checks every date rule
 * (ACC-STM-08, custom-statement-rules.ts) and shows an error summary with each message also under
 * its field; a valid request is sent (custom-statement send, with the
 * customer's eTag). Success shows for 5 s, then the dialog closes (the form starts empty next
 * time); a failure shows for 4 s, the gateway's limit of statements an hour (429) in its own
 * words. Send does nothing while a message shows or a request is on its way. Cancel, Escape or a
 * click outside closes it; focus goes back to the button that opened it.
 */
export function CustomStatementDialog({
  client,
  customerId,
  account,
  today,
  onClose,
  words,
}: {
  client: GatewayClient;
  customerId: string;
  account: StatementAccount;
  /** ISO date of today in the association's zone. */
  today: string;
  onClose: () => void;
  words: MoneyWords;
}) {
  const headingId = useId();
  const { tenancyStart } = account;
  const recipient = statementRecipient(account.heldEmail);
  const [dates, setDates] = useState<Record<CustomStatementField, DateEntry>>({ from: NO_DATE, to: NO_DATE });
  const [errors, setErrors] = useState<CustomStatementError[]>([]);
  // The fields the resident has left, whose range errors show at once; after Send every error shows.
  const [left, setLeft] = useState<CustomStatementField[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState({ from: '', to: '', email: '' });
  const message = useTimedMessage<'sent' | 'failed' | 'tooMany'>();
  const summary = useRef<HTMLDivElement>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const translate = useCallback(
    (key: string, values?: MessageValues) => (rendererMessages as Record<string, string>)[key] ?? words(key, values),
    [words],
  );
  const errorOf = (field: CustomStatementField) => {
    const code = errors.find((error) => error.field === field)?.code;
    return code && words(code);
  };
  const rules = { today, ...(tenancyStart ? { tenancyStart } : {}) };
  const change = (field: CustomStatementField, entry: DateEntry) =>
    setDates((current) => ({ ...current, [field]: entry }));
  // Leaving a date checks it at once (ACC-STM-08): a date out of range, after the to date or typed in
  // part shows its message now, not only after Send; a date not given yet waits for Send.
  const leave = (field: CustomStatementField, entry: DateEntry) => {
    const now = { ...dates, [field]: entry };
    const leftNow = left.includes(field) ? left : [...left, field];
    setDates(now);
    setLeft(leftNow);
    const empty = (at: CustomStatementField) => !now[at].value && !now[at].partial;
    setErrors(
      customStatementErrors(statementForm(now), rules).filter(
        (error) => submitted || (leftNow.includes(error.field) && !(error.code === 'SSC009' && empty(error.field))),
      ),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || message.current || !recipient) return;
    // As the inputs hold them now: a date typed in part changed no value, so only the input knows.
    const elements = event.currentTarget.elements;
    const now = Object.fromEntries(
      FIELDS.map((field) => {
        const input = elements.namedItem(FIELD_NAMES[field]);
        return [field, input instanceof HTMLInputElement ? entryOf(input) : dates[field]];
      }),
    ) as Record<CustomStatementField, DateEntry>;
    setDates(now);
    const form = statementForm(now);
    const found = customStatementErrors(form, rules);
    setErrors(found);
    setSubmitted(true);
    if (found.length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const details = { from: form.from, to: form.to, email: recipient };
    const request = customStatementRequest({
      paymentReference: account.paymentReference,
      customerName: account.customerName,
      ...details,
    });
    setSending(true);
    sendCustomStatement(client, customerId, request, account.etag).then(
      () => {
        if (!live.current) return;
        setSending(false);
        setSent(details);
        message.show('sent', SUCCESS_MESSAGE_MS, onClose);
      },
      (error: unknown) => {
        if (!live.current || isHandledByApp(error)) return;
        console.warn('Could not send the custom statement request', error);
        setSending(false);
        const tooMany = error instanceof GatewayError && error.status === 429;
        message.show(tooMany ? 'tooMany' : 'failed', FAILURE_MESSAGE_MS);
      },
    );
  };

  // The range in words: a date input shows its day and month in the order of the browser's language,
  // so 04/05 in the hint could be read either way.
  const latest = formatDate(today, 'longMonth');
  const hint = tenancyStart
    ? words('statements.custom.dateHint', { earliest: formatDate(tenancyStart, 'longMonth'), latest })
    : words('statements.custom.dateHintToday', { latest });
  const waiting = sending || message.current !== undefined;
  const changeEmail = (
    <p>
      <Link to={EDIT_PROFILE_PATH}>
        {words(recipient ? 'statements.custom.changeEmail' : 'statements.custom.addEmail')}
      </Link>
    </p>
  );

  if (!recipient) {
    return (
      <ModalDialog headingId={headingId} onClose={onClose}>
        <h2 id={headingId} className="rp-modal__heading">
          {words('statements.custom.heading')}
        </h2>
        <p>{words('statements.custom.noEmail')}</p>
        {changeEmail}
        <div className="button-group">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {words('statements.custom.cancel')}
          </button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog headingId={headingId} onClose={onClose}>
      <h2 id={headingId} className="rp-modal__heading">
        {words('statements.custom.heading')}
      </h2>
      <TranslateProvider translate={translate}>
        <ErrorSummary
          ref={summary}
          errors={submitted ? errors.map((error) => ({ field: FIELD_NAMES[error.field], messageKey: error.code })) : []}
        />
      </TranslateProvider>
      <form noValidate onSubmit={submit}>
        <p>{words('statements.custom.intro')}</p>
        {FIELDS.map((field) => (
          <DateField
            key={field}
            field={field}
            label={words(`statements.custom.${field}`)}
            hint={hint}
            value={dates[field].value}
            min={tenancyStart}
            max={today}
            error={errorOf(field)}
            onChange={(entry) => change(field, entry)}
            onLeave={(entry) => leave(field, entry)}
          />
        ))}
        <div className="rp-form-group">
          <p>{words('statements.custom.recipientHeld', { email: recipient })}</p>
          {changeEmail}
        </div>
        {message.current === 'sent' && (
          <div className="alert alert--success" role="status">
            <p>{words('statements.custom.sent', sent)}</p>
          </div>
        )}
        {(message.current === 'failed' || message.current === 'tooMany') && (
          <div className="alert alert--error" role="alert">
            <p>{words(message.current === 'tooMany' ? 'statements.custom.tooMany' : 'statements.custom.failed')}</p>
          </div>
        )}
        {sending && (
          <p role="status" aria-busy="true">
            {words('statements.custom.sending')}
          </p>
        )}
        <div className="button-group">
          <button type="submit" className="button" aria-disabled={waiting || undefined}>
            {words('statements.custom.send')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {words('statements.custom.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
