import { PASSWORD_POLICY_TEXT } from './accounts';
import { escapeHtml, input, page, type FieldError } from './html';

export type FormValues = Record<string, string | undefined>;

/** Where a page's form posts and its links go, under /idp/interaction/{uid}. */
function base(uid: string): string {
  return `/idp/interaction/${encodeURIComponent(uid)}`;
}

/** The sign-in page: email, password, "Forgot your password?", a link to register and Cancel. */
export function loginPage(uid: string, values: FormValues = {}, errors: FieldError[] = [], notice?: string): string {
  return page(
    'Log in to your account',
    `${notice ? `<p class="notice">${escapeHtml(notice)}</p>` : ''}<form method="post" action="${base(uid)}/login" novalidate>
${input({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: values.email, errors })}
${input({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', errors })}
<button type="submit">Log in</button>
</form>
<div class="links">
<p><a href="${base(uid)}/forgot">Forgot your password?</a></p>
<p>New to the portal? <a href="${base(uid)}/register">Create an account</a></p>
<p><a href="${base(uid)}/cancel">Cancel</a></p>
</div>`,
    errors,
  );
}

/** The registration page: links a new login to a tenancy by payment reference and date of birth. */
export function registrationPage(uid: string, values: FormValues = {}, errors: FieldError[] = []): string {
  const dobError = errors.find((e) => e.field === 'dobDay');
  const dateInput = (id: string, label: string, width: string) =>
    `<div class="group"><label for="${id}">${label}</label><input id="${id}" name="${id}" type="text" inputmode="numeric" autocomplete="bday-${width}"${
      values[id] !== undefined ? ` value="${escapeHtml(values[id] ?? '')}"` : ''
    }${dobError ? ' class="invalid" aria-invalid="true"' : ''}></div>`;
  return page(
    'Create an account',
    `<p>You need the payment reference of your tenancy, which is on your rent statement and letters from us.</p>
<p>To keep your tenancy safe, we will e-mail a code to the e-mail address we hold for you. You will need it to finish.</p>
<form method="post" action="${base(uid)}/register" novalidate>
${input({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: values.email, errors })}
${input({ id: 'password', label: 'Create a password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_POLICY_TEXT, errors })}
${input({ id: 'confirmPassword', label: 'Confirm your password', type: 'password', autocomplete: 'new-password', errors })}
${input({ id: 'paymentReference', label: 'Payment reference', autocomplete: 'off', inputmode: 'numeric', hint: 'For example, 6001000066', value: values.paymentReference, errors })}
<fieldset class="date" aria-describedby="dob-hint${dobError ? ' dob-error' : ''}">
<legend>Date of birth</legend>
<p class="hint" id="dob-hint">For example, 14 3 1992</p>
${dobError ? `<p class="field-error" id="dob-error"><span>Error:</span> ${escapeHtml(dobError.message)}</p>` : ''}${dateInput('dobDay', 'Day', 'day')}${dateInput('dobMonth', 'Month', 'month')}${dateInput('dobYear', 'Year', 'year')}
</fieldset>
<button type="submit">Create account</button>
</form>
<div class="links"><p>Already have an account? <a href="${base(uid)}/login">Log in</a></p><p><a href="${base(uid)}/cancel">Cancel</a></p></div>`,
    errors,
  );
}

/**
 * The page after the registration form: the same words whatever the details matched (SECURITY.md,
 * "Registration"), and a field for the code e-mailed to the address on the tenancy's record.
 */
export function registrationCodePage(uid: string, contactPhone: string, errors: FieldError[] = []): string {
  return page(
    'Check your e-mail',
    `<p>If the payment reference and date of birth match our records, we have sent a 6-digit code to the e-mail address we hold for you. The code works for 15 minutes.</p>
<p>If we do not hold an e-mail address for you, or the code does not arrive, call us on ${escapeHtml(contactPhone)} and we will help you create your account.</p>
<form method="post" action="${base(uid)}/register/code" novalidate>
${input({ id: 'code', label: 'Code', autocomplete: 'one-time-code', inputmode: 'numeric', hint: 'For example, 123456', errors })}
<button type="submit">Create account</button>
</form>
<div class="links"><p><a href="${base(uid)}/register">Start again</a></p><p>Already have an account? <a href="${base(uid)}/login">Log in</a></p></div>`,
    errors,
  );
}

/** The change-password page: current password and the new one twice (email too when not signed in). */
export function changePasswordPage(
  uid: string,
  askEmail: boolean,
  values: FormValues = {},
  errors: FieldError[] = [],
): string {
  return page(
    'Change your password',
    `<form method="post" action="${base(uid)}/change-password" novalidate>
${askEmail ? input({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: values.email, errors }) : ''}
${input({ id: 'currentPassword', label: 'Current password', type: 'password', autocomplete: 'current-password', errors })}
${input({ id: 'newPassword', label: 'New password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_POLICY_TEXT, errors })}
${input({ id: 'confirmPassword', label: 'Confirm your new password', type: 'password', autocomplete: 'new-password', errors })}
<button type="submit">Change password</button>
</form>`,
    errors,
  );
}

/**
 * The change-username page: the resident's new sign-in email and their current password (their
 * current email too when not signed in at the provider).
 */
export function changeUsernamePage(
  uid: string,
  current: { email?: string; askEmail: boolean },
  values: FormValues = {},
  errors: FieldError[] = [],
): string {
  return page(
    'Change your sign-in email',
    `${current.email ? `<p>You sign in with <strong>${escapeHtml(current.email)}</strong>.</p>` : ''}<form method="post" action="${base(uid)}/change-username" novalidate>
${current.askEmail ? input({ id: 'email', label: 'Current email address', type: 'email', autocomplete: 'username', value: values.email, errors }) : ''}
${input({ id: 'newEmail', label: 'New email address', type: 'email', autocomplete: 'email', hint: 'You will use it to sign in from now on.', value: values.newEmail, errors })}
${input({ id: 'currentPassword', label: 'Your password', type: 'password', autocomplete: 'current-password', errors })}
<button type="submit">Change sign-in email</button>
</form>`,
    errors,
  );
}

/** The provider's own error page (an unknown client, an expired sign-in, ...). */
export function providerErrorPage(description: string): string {
  return page(
    'Sorry, there is a problem signing you in',
    `<p>${escapeHtml(description)}</p>
<p><a href="/startpage">Go back to the start page</a> and try again.</p>`,
  );
}

/**
 * The provider's "sign out?" page (its end-session endpoint, /idp/session/end), in our frame so
 * it needs no inline style: `form` is the provider's own form (an id and a hidden xsrf field)
 * that the two buttons submit.
 */
export function logoutPage(form: string): string {
  return page(
    'Do you want to log out?',
    `${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, log me out</button>
<p><button type="submit" form="op.logoutForm">No, stay logged in</button></p>`,
  );
}

/** The page after the provider's end-session endpoint when there is nowhere to return to. */
export function loggedOutPage(): string {
  return page('You have logged out', '<p><a href="/startpage">Go to the start page</a></p>');
}
