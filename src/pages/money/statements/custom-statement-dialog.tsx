import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { GatewayError, isHandledByApp, sendCustomStatement, type GatewayClient } from '../../../../gateway/client';
import { ErrorSummary } from '../../../../renderer/error-summary/error-summary';
import { rendererMessages } from '../../../../renderer/messages';
import { describedBy, errorId, hintId, inputId } from '../../../../renderer/widget-kit/field-ids';
import { ModalDialog } from '../../../../renderer/widget-kit/modal-dialog';
import { TranslateProvider, type MessageValues } from '../../../../renderer/widget-kit/translate-context';
import { EDIT_PROFILE_PATH } from '../../profile/profile-paths';
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

/** A dd/mm/yyyy text field with its hint and its error, GOV.UK style. */
function DateField({
  field,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  field: 'from' | 'to';
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
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
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-describedby={describedBy(name, { hint: true, error: Boolean(error) })}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
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
 * Request custom statement (ACC-STM-07 to ACC-STM-10): from and to dates
 * (dd/mm/yyyy, tenancy start to today). The statement goes to the e-mail address on file, which
 * the dialog shows, and nowhere else: the gateway sends statements only to the address on the
 * customer's record (docs/adr/0005-outgoing-mail.md), so the dialog offers no other address and
 * points to the profile to change it; without an address on file it says so and offers no
 * sending. Send checks the date rules (ACC-STM-08) (custom-statement-rules.ts) and shows an error summary
 * with each message also under its field; a valid request is sent (custom-statement send, with the
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
  const [form, setForm] = useState<CustomStatementForm>({ from: '', to: '' });
  const [errors, setErrors] = useState<CustomStatementError[]>([]);
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
  const change = (changes: Partial<CustomStatementForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || message.current || !recipient) return;
    const found = customStatementErrors(form, { today, ...(tenancyStart ? { tenancyStart } : {}) });
    setErrors(found);
    if (found.length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const details = { from: form.from.trim(), to: form.to.trim(), email: recipient };
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

  const latest = statementDateText(today);
  const hint = tenancyStart
    ? words('statements.custom.dateHint', { earliest: statementDateText(tenancyStart), latest })
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
          errors={errors.map((error) => ({ field: FIELD_NAMES[error.field], messageKey: error.code }))}
        />
      </TranslateProvider>
      <form noValidate onSubmit={submit}>
        <p>{words('statements.custom.intro')}</p>
        <DateField
          field="from"
          label={words('statements.custom.from')}
          hint={hint}
          value={form.from}
          error={errorOf('from')}
          onChange={(from) => change({ from })}
        />
        <DateField
          field="to"
          label={words('statements.custom.to')}
          hint={hint}
          value={form.to}
          error={errorOf('to')}
          onChange={(to) => change({ to })}
        />
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
