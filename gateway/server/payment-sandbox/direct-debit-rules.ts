import type { FieldError } from '../identity/html';

/** What the sandbox's direct-debit page asks for. */
export interface MandateForm {
  paymentReference?: string;
  accountHolder?: string;
  sortCode?: string;
  accountNumber?: string;
  collectionDay?: string;
  confirm?: string;
}

/** A Direct Debit instruction that passed the checks. */
export interface Mandate {
  paymentReference: string;
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
  collectionDay: number;
}

export type MandateCheck = { mandate: Mandate } | { errors: FieldError[] };

/** Direct Debits are collected on a day of the month that every month has. */
export const COLLECTION_DAYS = { first: 1, last: 28 } as const;

/**
 * Checks a Direct Debit instruction as a UK provider's set-up page does: the payment reference,
 * the account holder's name, a 6 digit sort code and an 8 digit account number (spaces and
 * hyphens allowed), a collection day from 1 to 28, and the account holder's confirmation that
 * they alone may authorise debits from the account.
 *
 * @example
 * checkMandate({ paymentReference: '6001002311', accountHolder: 'Amara Okafor', sortCode: '20-00-00',
 *   accountNumber: '5566 7788', collectionDay: '1', confirm: 'yes' })
 * // { mandate: { sortCode: '200000', accountNumber: '55667788', collectionDay: 1, ... } }
 */
export function checkMandate(form: MandateForm): MandateCheck {
  const errors: FieldError[] = [];
  const paymentReference = (form.paymentReference ?? '').trim();
  if (paymentReference === '') errors.push({ field: 'paymentReference', message: 'Enter your payment reference.' });
  else if (!/^[A-Za-z0-9-]{4,20}$/.test(paymentReference)) {
    errors.push({ field: 'paymentReference', message: 'Enter the payment reference as your landlord gave it.' });
  }
  const accountHolder = (form.accountHolder ?? '').trim().replace(/\s+/g, ' ');
  if (accountHolder === '') errors.push({ field: 'accountHolder', message: 'Enter the name on the account.' });
  else if (accountHolder.length > 70 || !/^[\p{L}][\p{L} '.-]*$/u.test(accountHolder)) {
    errors.push({
      field: 'accountHolder',
      message: 'Enter the name on the account in letters, spaces, hyphens and apostrophes (up to 70).',
    });
  }
  const sortCode = (form.sortCode ?? '').replace(/[\s-]/g, '');
  if (sortCode === '') errors.push({ field: 'sortCode', message: 'Enter the sort code.' });
  else if (!/^\d{6}$/.test(sortCode)) {
    errors.push({ field: 'sortCode', message: 'Enter a sort code of 6 digits, for example 20-00-00.' });
  }
  const accountNumber = (form.accountNumber ?? '').replace(/[\s-]/g, '');
  if (accountNumber === '') errors.push({ field: 'accountNumber', message: 'Enter the account number.' });
  else if (!/^\d{8}$/.test(accountNumber)) {
    errors.push({ field: 'accountNumber', message: 'Enter an account number of 8 digits.' });
  }
  const day = Number((form.collectionDay ?? '').trim());
  const dayValid = Number.isInteger(day) && day >= COLLECTION_DAYS.first && day <= COLLECTION_DAYS.last;
  if (!dayValid) {
    errors.push({ field: 'collectionDay', message: 'Enter a day of the month from 1 to 28 for the collection.' });
  }
  if (form.confirm !== 'yes') {
    errors.push({
      field: 'confirm',
      message: 'Confirm that you are the account holder and the only person needed to authorise debits.',
    });
  }
  if (errors.length > 0) return { errors };
  return { mandate: { paymentReference, accountHolder, sortCode, accountNumber, collectionDay: day } };
}
