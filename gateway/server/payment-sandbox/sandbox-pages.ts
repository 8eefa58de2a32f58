import { penceToPounds } from '../../../schemas/payment-amount';
import { escapeHtml, framedPage, input, type FieldError, type PageFrame } from '../identity/html';
import { PAYMENT_SANDBOX_PATH } from '../portal-config';
import { groupedCardNumber, TEST_CARDS, type CardForm } from './card-rules';
import { COLLECTION_DAYS, type Mandate, type MandateForm } from './direct-debit-rules';

/** Where the sandbox's stylesheet and script are served (files, so its CSP needs no 'unsafe-inline'). */
export const SANDBOX_ASSETS = {
  css: `${PAYMENT_SANDBOX_PATH}/assets/sandbox.css`,
  js: `${PAYMENT_SANDBOX_PATH}/assets/sandbox.js`,
} as const;

/** A payment as the card page shows it. */
export interface PaymentShown {
  providerReference: string;
  customerReference: string;
  pence: number;
  clientCode: string;
}

const SANDBOX_FRAME: PageFrame = {
  siteName: 'Payment sandbox',
  head: `<link rel="stylesheet" href="${SANDBOX_ASSETS.css}">\n<script src="${SANDBOX_ASSETS.js}" defer></script>`,
  header: 'Payment sandbox <span class="tag">Test cards only</span>',
};

/** A page of the sandbox: English (UK), its own stylesheet and script, no inline code. */
export function sandboxPage(title: string, body: string, errors: FieldError[] = []): string {
  return framedPage(SANDBOX_FRAME, title, body, errors);
}

/** The card page: what is being paid, the test cards, and card number, expiry date and security code. */
export function cardPage(payment: PaymentShown, values: CardForm = {}, errors: FieldError[] = []): string {
  const action = `${PAYMENT_SANDBOX_PATH}/pay/${encodeURIComponent(payment.providerReference)}/card`;
  return sandboxPage(
    'Pay by card',
    `<dl class="summary">
<div><dt>Amount</dt><dd>£${escapeHtml(penceToPounds(payment.pence))}</dd></div>
<div><dt>Payment reference</dt><dd>${escapeHtml(payment.customerReference)}</dd></div>
<div><dt>Paid to</dt><dd>${escapeHtml(payment.clientCode)} (rent)</dd></div>
</dl>
<div class="notice">
<h2>Sandbox test cards</h2>
<p>No real card is charged. Use any expiry date in the future and any 3 digit security code.</p>
<ul>
<li><span class="card-number">${groupedCardNumber(TEST_CARDS.authorised)}</span>: the payment succeeds</li>
<li><span class="card-number">${groupedCardNumber(TEST_CARDS.declined)}</span>: the payment is declined</li>
</ul>
</div>
<form method="post" action="${action}" novalidate>
${input({ id: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', value: values.cardNumber, errors })}
${input({ id: 'expiryDate', label: 'Expiry date', hint: 'For example, 08/29', autocomplete: 'cc-exp', value: values.expiryDate, errors })}
${input({ id: 'securityCode', label: 'Security code', hint: 'The last 3 digits on the back of the card', autocomplete: 'cc-csc', inputmode: 'numeric', value: values.securityCode, errors })}
<button type="submit">Pay £${escapeHtml(penceToPounds(payment.pence))}</button>
</form>`,
    errors,
  );
}

/** The result codes the sandbox answers the portal's frame with (ACC-PAY-06: 0 is success). */
export const RESULT_CODES = { authorised: 0, declined: 1, refused: 2 } as const;
export type ResultName = keyof typeof RESULT_CODES;

const RESULT_WORDS: Record<ResultName, { title: string; text: string }> = {
  authorised: {
    title: 'Payment authorised',
    text: 'Your card payment was authorised. Your landlord has been told and will confirm it shortly.',
  },
  declined: { title: 'Payment declined', text: 'Your card was declined. No money has been taken.' },
  refused: {
    title: 'Payment not completed',
    text: 'Your landlord could not accept this payment, so it was not completed. No money has been taken.',
  },
};

/**
 * The result page. Its script (sandbox.js) posts {resultCode, providerReference} to the parent
 * frame, addressed to the portal's origin only, read from the data attributes here.
 */
export function resultPage(result: ResultName, providerReference: string, portalOrigin: string): string {
  const words = RESULT_WORDS[result];
  return sandboxPage(
    words.title,
    `<div id="payment-result" class="result result--${result}" role="status"
 data-result-code="${RESULT_CODES[result]}" data-provider-reference="${escapeHtml(providerReference)}"
 data-target-origin="${escapeHtml(portalOrigin)}">
<p>${escapeHtml(words.text)}</p>
<p>Provider reference: <span class="card-number">${escapeHtml(providerReference)}</span></p>
</div>`,
  );
}

/** A page for a request the sandbox cannot take (a bad payment form, an unknown or finished payment). */
export function problemPage(title: string, problems: string[]): string {
  return sandboxPage(
    title,
    `<ul class="problems">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
<p>Go back to the portal and start the payment again.</p>`,
  );
}

/** The direct-debit page the portal opens in a new tab (portal-config payments.directDebitUrl). */
export function directDebitPage(values: MandateForm = {}, errors: FieldError[] = []): string {
  const checked = values.confirm === 'yes' ? ' checked' : '';
  const confirmError = errors.find((e) => e.field === 'confirm');
  return sandboxPage(
    'Set up a Direct Debit',
    `<div class="notice">
<h2>Sandbox</h2>
<p>This is the payment provider's sandbox: the instruction is recorded, but no bank is told and no money is collected.</p>
</div>
<form method="post" action="${PAYMENT_SANDBOX_PATH}/direct-debit" novalidate>
${input({ id: 'paymentReference', label: 'Payment reference', hint: 'The reference of your rent account, shown in the portal', autocomplete: 'off', value: values.paymentReference, errors })}
${input({ id: 'accountHolder', label: 'Name on the account', autocomplete: 'name', value: values.accountHolder, errors })}
${input({ id: 'sortCode', label: 'Sort code', hint: 'Must be 6 digits long, for example 20-00-00', autocomplete: 'off', inputmode: 'numeric', value: values.sortCode, errors })}
${input({ id: 'accountNumber', label: 'Account number', hint: 'Must be 8 digits long', autocomplete: 'off', inputmode: 'numeric', value: values.accountNumber, errors })}
${input({ id: 'collectionDay', label: 'Day of the month to collect', hint: `From ${COLLECTION_DAYS.first} to ${COLLECTION_DAYS.last}`, autocomplete: 'off', inputmode: 'numeric', value: values.collectionDay, errors })}
<div class="checkbox${confirmError ? ' invalid' : ''}">
${confirmError ? `<p class="field-error" id="confirm-error"><span>Error:</span> ${escapeHtml(confirmError.message)}</p>` : ''}<input id="confirm" name="confirm" type="checkbox" value="yes"${checked}${confirmError ? ' aria-invalid="true" aria-describedby="confirm-error"' : ''}>
<label for="confirm">I am the account holder and the only person needed to authorise debits from this account</label>
</div>
<button type="submit">Set up Direct Debit</button>
</form>`,
    errors,
  );
}

/** The confirmation of a recorded Direct Debit instruction. */
export function mandateConfirmedPage(mandateReference: string, mandate: Mandate): string {
  return sandboxPage(
    'Direct Debit set up',
    `<div class="result" role="status">
<p>Your Direct Debit instruction is recorded. Its reference is <span class="card-number">${escapeHtml(mandateReference)}</span>.</p>
</div>
<dl class="summary">
<div><dt>Payment reference</dt><dd>${escapeHtml(mandate.paymentReference)}</dd></div>
<div><dt>Name on the account</dt><dd>${escapeHtml(mandate.accountHolder)}</dd></div>
<div><dt>Account number</dt><dd>ending ${escapeHtml(mandate.accountNumber.slice(-4))}</dd></div>
<div><dt>Collected on</dt><dd>day ${mandate.collectionDay} of each month</dd></div>
</dl>
<p>This is the sandbox: no money will be collected. You can close this tab.</p>`,
  );
}
