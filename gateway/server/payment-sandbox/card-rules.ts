import type { FieldError } from '../identity/html';

/**
 * The sandbox's documented test cards (README.md, demo section; gateway/server/README.md): one is
 * always authorised, one is always declined. Any other number is refused as not a test card, so
 * a real card number typed by mistake is never taken.
 */
export const TEST_CARDS = {
  authorised: '4444333322221111',
  declined: '4000000000000002',
} as const;

export type CardOutcome = keyof typeof TEST_CARDS;

/** The card details typed on the sandbox's card page. */
export interface CardForm {
  cardNumber?: string;
  expiryDate?: string;
  securityCode?: string;
}

/** A card number as 4-digit groups, as the page shows the test cards. */
export function groupedCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const NOT_A_TEST_CARD =
  `This is not a sandbox test card. Use ${groupedCardNumber(TEST_CARDS.authorised)} for a payment that succeeds ` +
  `or ${groupedCardNumber(TEST_CARDS.declined)} for one that is declined.`;

export type CardCheck = { outcome: CardOutcome; lastFour: string } | { errors: FieldError[] };

/**
 * Checks the card page's answers: a card number (spaces and hyphens allowed) that is one of the
 * test cards, an expiry date MM/YY not before this month, and a 3 or 4 digit security code.
 *
 * @example
 * checkCard({ cardNumber: '4444 3333 2222 1111', expiryDate: '12/30', securityCode: '123' }, now)
 * // { outcome: 'authorised', lastFour: '1111' }
 */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: FieldError[] = [];
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (digits === '') errors.push({ field: 'cardNumber', message: 'Enter the card number.' });
  else if (!/^\d{12,19}$/.test(digits)) {
    errors.push({ field: 'cardNumber', message: 'Enter the card number as it is shown on the card: 12 to 19 digits.' });
  } else if (!(Object.values(TEST_CARDS) as string[]).includes(digits)) {
    errors.push({ field: 'cardNumber', message: NOT_A_TEST_CARD });
  }
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiryDate ?? '');
  if (!form.expiryDate?.trim()) errors.push({ field: 'expiryDate', message: 'Enter the expiry date.' });
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    errors.push({ field: 'expiryDate', message: 'Enter the expiry date as MM/YY, for example 08/29.' });
  } else {
    const [month, year] = [Number(expiry[1]), 2000 + Number(expiry[2])];
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + month - 1 < current) errors.push({ field: 'expiryDate', message: 'This card has expired.' });
  }
  const code = (form.securityCode ?? '').trim();
  if (code === '') errors.push({ field: 'securityCode', message: 'Enter the security code.' });
  else if (!/^\d{3,4}$/.test(code)) {
    errors.push({ field: 'securityCode', message: 'Enter the 3 or 4 digit security code from the back of the card.' });
  }
  if (errors.length > 0) return { errors };
  const outcome = (Object.keys(TEST_CARDS) as CardOutcome[]).find((name) => TEST_CARDS[name] === digits);
  return outcome
    ? { outcome, lastFour: digits.slice(-4) }
    : { errors: [{ field: 'cardNumber', message: NOT_A_TEST_CARD }] };
}
