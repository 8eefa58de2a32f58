import { passwordPolicyProblem } from './accounts';
import type { FieldError } from './html';
import type { FormValues } from './pages';

export type RegistrationForm =
  | {
      ok: true;
      input: { email: string; password: string; paymentReference: string; dateOfBirth: string };
      values: FormValues;
    }
  | { ok: false; values: FormValues; errors: FieldError[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the registration form and turns the date of birth fields into YYYY-MM-DD (not after `now`). */
export function validateRegistration(body: FormValues, now: Date): RegistrationForm {
  const field = (name: string) => (body[name] ?? '').trim();
  const values: FormValues = {
    email: field('email'),
    paymentReference: field('paymentReference').replace(/\s+/g, ''),
    dobDay: field('dobDay'),
    dobMonth: field('dobMonth'),
    dobYear: field('dobYear'),
  };
  const errors: FieldError[] = [];
  if (!values.email) errors.push({ field: 'email', message: 'Enter your email address.' });
  else if (!EMAIL.test(values.email ?? '') || (values.email ?? '').length > 254) {
    errors.push({ field: 'email', message: 'Enter an email address in the right format, like name@example.com.' });
  }
  const password = body.password ?? '';
  const problem = passwordPolicyProblem(password);
  if (problem) errors.push({ field: 'password', message: problem });
  else if (password !== (body.confirmPassword ?? '')) {
    errors.push({ field: 'confirmPassword', message: 'The passwords do not match.' });
  }
  if (!/^\d{6,20}$/.test(values.paymentReference ?? '')) {
    errors.push({ field: 'paymentReference', message: 'Enter your payment reference, using numbers only.' });
  }
  const dateOfBirth = isoDate(now, values.dobDay, values.dobMonth, values.dobYear);
  if (!dateOfBirth) {
    errors.push({ field: 'dobDay', message: 'Enter your date of birth as a real date, for example 14 3 1992.' });
  }
  if (errors.length > 0 || !dateOfBirth) return { ok: false, values, errors };
  return {
    ok: true,
    values,
    input: {
      email: values.email ?? '',
      password,
      paymentReference: values.paymentReference ?? '',
      dateOfBirth,
    },
  };
}

function isoDate(now: Date, day = '', month = '', year = ''): string | undefined {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return undefined;
  if (date.getTime() > now.getTime() || Number(year) < 1900) return undefined;
  return date.toISOString().slice(0, 10);
}
