import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import type { Clock } from '../common/clock';
import { isValidEmailAddress } from '../../../schemas/email-address';
import { authenticate, changeLoginEmail, changePassword, findLoginById, passwordPolicyProblem } from './accounts';
import { endOtherProviderSessions } from './database-adapter';
import { endLoginSessions } from './gateway-sessions';
import type { FieldError } from './html';
import type { KnownDevices } from './known-device';
import {
  changePasswordPage,
  changeUsernamePage,
  loginPage,
  providerErrorPage,
  registrationCodePage,
  registrationPage,
  type FormValues,
} from './pages';
import { CANCELLED_DESCRIPTION, FORGOTTEN_PASSWORD_DESCRIPTION, IDP_MOUNT_PATH, policyFromParam } from './policies';
import { completeRegistration, registrationWaiting, startRegistration, type RegistrationMail } from './registration';
import { validateRegistration } from './registration-form';
import { tooManyAttemptsMessage, type SecretSubject, type SecretThrottle } from './secret-throttle';

export interface InteractionRoutesOptions {
  db: Kysely<Database>;
  provider: Provider;
  /** The throttle every password, date of birth and code check claims first (secret-throttle.ts). */
  throttle: SecretThrottle;
  devices: KnownDevices;
  clock: Clock;
  /** The sender and phone number of registration e-mails. */
  mail: RegistrationMail;
  /** The key registration codes are hashed under. */
  codeKey: string;
}

type UidRequest = FastifyRequest<{ Params: { uid: string }; Body: FormValues | undefined }>;

/** The throttle's account for the password pages: the sign-in email, whatever its case. */
const loginAccount = (email: string) => `login:${email.trim().toLowerCase()}`;

const CODE_PROBLEMS = {
  'wrong-code': { field: 'code', message: 'The code is not right. Check the e-mail we sent and try again.' },
  expired: {
    field: 'code',
    message: 'This code has run out or was tried too many times. Start again to get a new code.',
  },
  'already-registered': {
    field: 'code',
    message: 'Your tenancy already has an account. Log in instead, or choose "Forgot your password?".',
  },
  'email-taken': {
    field: 'code',
    message:
      'An account already uses the e-mail address you chose. Log in instead, or start again with another address.',
  },
} as const;

/**
 * Our pages of the provider's interactions under /idp/interaction/{uid}: login, registration
 * (with its one-time code), change password and change username (chosen by the request's `p`
 * policy), "Forgot your password?", which ends the sign-in with access_denied and
 * AADB2C99002 as Azure B2C does, and Cancel, which ends it with access_denied and AADB2C90091. Every check of a password, a date of birth or a code claims an
 * attempt from the secret throttle first, before anything is hashed (SECURITY.md).
 */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, options) => {
  const { db, provider, throttle, devices, clock } = options;
  await app.register(formbody);
  const path = `${IDP_MOUNT_PATH}/interaction/:uid`;
  const details = (request: UidRequest, reply: FastifyReply) => provider.interactionDetails(request.raw, reply.raw);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
  const finish = async (request: UidRequest, reply: FastifyReply, result: InteractionResults) => {
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('Cache-Control', 'no-store').redirect(redirectTo, 303);
  };
  const signIn = (accountId: string): InteractionResults => ({ login: { accountId }, policyCompleted: true });

  /** Who the provider session belongs to, for the change-username page (askEmail when nobody). */
  const signedInAs = async (interaction: { session?: { accountId?: string } }) => {
    const accountId = interaction.session?.accountId;
    const login = accountId ? await findLoginById(db, accountId) : undefined;
    return { email: login?.email, askEmail: !login };
  };

  /** The throttle's subject for a password page: the account, the address and a known device. */
  const passwordSubject = (request: UidRequest, email: string): SecretSubject => {
    const account = loginAccount(email);
    return { account, address: request.ip, device: devices.deviceFor(request.headers.cookie, account) };
  };

  /** A right password: the claim is given back and the browser is remembered for the account. */
  const passwordRight = async (request: UidRequest, reply: FastifyReply, subject: SecretSubject) => {
    await throttle.succeeded(subject);
    reply.header('Set-Cookie', devices.remember(request.headers.cookie, subject.account));
  };

  /** 429 with Retry-After and the wait in words, on the page that was sent. */
  const tooMany = (
    reply: FastifyReply,
    retryAfterSeconds: number,
    show: (error: FieldError) => string,
    field: string,
  ) => {
    reply.header('Retry-After', String(retryAfterSeconds));
    return html(reply, 429, show({ field, message: tooManyAttemptsMessage(retryAfterSeconds) }));
  };

  /** After a password or sign-in email change: every other session of the login ends. */
  const endOtherSessions = async (accountId: string, interaction: { session?: { cookie?: string } }) => {
    await endLoginSessions(db, accountId);
    await endOtherProviderSessions(db, accountId, interaction.session?.cookie);
  };

  app.setErrorHandler(async (error: Error & { name?: string }, request, reply) => {
    if (error.name === 'SessionNotFound' || error.name === 'InvalidRequest') {
      return html(reply, 400, providerErrorPage('Your sign-in has expired or was already used.'));
    }
    // A request the gateway refuses (a body that is not a form, a character that cannot be stored)
    // keeps its 4xx status: only our own failures are 500s.
    const status = error instanceof HttpError ? error.status : (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return html(reply, status, providerErrorPage('The form could not be read. Go back and fill it in again.'));
    }
    request.log.error({ err: error }, 'Identity provider interaction failed');
    return html(reply, 500, providerErrorPage('Something went wrong on our side.'));
  });

  app.get(path, async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    const { uid } = request.params;
    const policy = policyFromParam(interaction.params.p);
    if (policy === 'registration') return html(reply, 200, registrationPage(uid));
    if (policy === 'changePassword') return html(reply, 200, changePasswordPage(uid, !interaction.session?.accountId));
    if (policy === 'changeUsername') return html(reply, 200, changeUsernamePage(uid, await signedInAs(interaction)));
    return html(reply, 200, loginPage(uid));
  });
  app.get(`${path}/login`, async (request: UidRequest, reply) => {
    await details(request, reply);
    return html(reply, 200, loginPage(request.params.uid));
  });
  app.get(`${path}/register`, async (request: UidRequest, reply) => {
    await details(request, reply);
    return html(reply, 200, registrationPage(request.params.uid));
  });
  app.get(`${path}/register/code`, async (request: UidRequest, reply) => {
    await details(request, reply);
    return html(reply, 200, registrationCodePage(request.params.uid, options.mail.contactPhone));
  });
  app.get(`${path}/forgot`, async (request: UidRequest, reply) => {
    await details(request, reply);
    return finish(request, reply, { error: 'access_denied', error_description: FORGOTTEN_PASSWORD_DESCRIPTION });
  });
  app.get(`${path}/cancel`, async (request: UidRequest, reply) => {
    await details(request, reply);
    return finish(request, reply, { error: 'access_denied', error_description: CANCELLED_DESCRIPTION });
  });

  app.post(`${path}/login`, async (request: UidRequest, reply) => {
    await details(request, reply);
    const { uid } = request.params;
    const values = { email: text(request.body?.email) };
    const errors: FieldError[] = [];
    if (!values.email) errors.push({ field: 'email', message: 'Enter your email address.' });
    if (!text(request.body?.password)) errors.push({ field: 'password', message: 'Enter your password.' });
    if (errors.length > 0) return html(reply, 400, loginPage(uid, values, errors));
    const subject = passwordSubject(request, values.email);
    const claim = await throttle.claim(subject);
    if (!claim.allowed) return tooMany(reply, claim.retryAfterSeconds, (e) => loginPage(uid, values, [e]), 'email');
    const login = await authenticate(db, values.email, text(request.body?.password));
    if (!login) {
      const message = 'The email address or password is not right. Check them and try again.';
      return html(reply, 401, loginPage(uid, values, [{ field: 'email', message }]));
    }
    await passwordRight(request, reply, subject);
    return finish(request, reply, signIn(login.id));
  });

  // Registration (SECURITY.md, "Registration"): the form's answer is the same whatever the payment
  // reference and date of birth match; the login is linked only when the code e-mailed to the
  // address on the tenancy's record comes back.
  app.post(`${path}/register`, async (request: UidRequest, reply) => {
    await details(request, reply);
    const { uid } = request.params;
    const form = validateRegistration(request.body ?? {}, clock.now());
    if (!form.ok) return html(reply, 400, registrationPage(uid, form.values, form.errors));
    const claim = await throttle.claim({ account: `tenancy:${form.input.paymentReference}`, address: request.ip });
    if (!claim.allowed) {
      return tooMany(
        reply,
        claim.retryAfterSeconds,
        (e) => registrationPage(uid, form.values, [e]),
        'paymentReference',
      );
    }
    const outcome = await startRegistration(db, form.input, {
      interactionUid: uid,
      now: clock.now(),
      codeKey: options.codeKey,
      mail: options.mail,
    });
    request.log.info({ outcome }, 'Registration form sent');
    app.outbox.kick();
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(`${IDP_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/register/code`, 303);
  });

  app.post(`${path}/register/code`, async (request: UidRequest, reply) => {
    await details(request, reply);
    const { uid } = request.params;
    const page = (errors: FieldError[]) => registrationCodePage(uid, options.mail.contactPhone, errors);
    const code = text(request.body?.code);
    if (!code) return html(reply, 400, page([{ field: 'code', message: 'Enter the code from the e-mail we sent.' }]));
    const subject = { account: `registration:${uid}`, address: request.ip };
    const claim = await throttle.claim(subject);
    if (!claim.allowed) return tooMany(reply, claim.retryAfterSeconds, (e) => page([e]), 'code');
    if (!(await registrationWaiting(db, uid, clock.now()))) return html(reply, 400, page([CODE_PROBLEMS.expired]));
    const outcome = await completeRegistration(db, {
      interactionUid: uid,
      code,
      now: clock.now(),
      codeKey: options.codeKey,
    });
    if (!outcome.ok) {
      const status = outcome.problem === 'wrong-code' || outcome.problem === 'expired' ? 400 : 409;
      return html(reply, status, page([CODE_PROBLEMS[outcome.problem]]));
    }
    await throttle.succeeded(subject);
    return finish(request, reply, signIn(outcome.login.id));
  });

  app.post(`${path}/change-password`, async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    const { uid } = request.params;
    const body = request.body ?? {};
    const sessionLogin = interaction.session?.accountId
      ? await findLoginById(db, interaction.session.accountId)
      : undefined;
    const askEmail = !sessionLogin;
    const values = { email: text(body.email) };
    const show = (errors: FieldError[]) => changePasswordPage(uid, askEmail, values, errors);
    const errors: FieldError[] = [];
    if (askEmail && !values.email) errors.push({ field: 'email', message: 'Enter your email address.' });
    if (!text(body.currentPassword)) {
      errors.push({ field: 'currentPassword', message: 'Enter your current password.' });
    }
    const problem = passwordPolicyProblem(text(body.newPassword));
    if (problem) errors.push({ field: 'newPassword', message: problem });
    else if (text(body.newPassword) !== text(body.confirmPassword)) {
      errors.push({ field: 'confirmPassword', message: 'The new passwords do not match.' });
    }
    if (errors.length > 0) return html(reply, 400, show(errors));
    const subject = passwordSubject(request, sessionLogin?.email ?? values.email);
    const claim = await throttle.claim(subject);
    if (!claim.allowed) return tooMany(reply, claim.retryAfterSeconds, (e) => show([e]), 'currentPassword');
    const accountId = sessionLogin?.id ?? (await authenticate(db, values.email, text(body.currentPassword)))?.id;
    if (!accountId || !(await changePassword(db, accountId, text(body.currentPassword), text(body.newPassword)))) {
      const message = askEmail
        ? 'The email address or current password is not right. Check them and try again.'
        : 'Your current password is not right.';
      return html(reply, 401, show([{ field: 'currentPassword', message }]));
    }
    await passwordRight(request, reply, subject);
    await endOtherSessions(accountId, interaction);
    return finish(request, reply, signIn(accountId));
  });

  // Change username (the sign-in name change policy): the new sign-in email, checked like the
  // contract's e-mail rule (schemas/email-address.ts) and unique among logins, and the current
  // password, with the secret throttle. An address another login has counts as a failed attempt,
  // so the page cannot be used to list registered e-mails. Then the resident is signed in again
  // with the new email and every other session of the login ends.
  app.post(`${path}/change-username`, async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    const { uid } = request.params;
    const body = request.body ?? {};
    const current = await signedInAs(interaction);
    const values = { email: text(body.email), newEmail: text(body.newEmail) };
    const show = (status: number, errors: FieldError[]) =>
      html(reply, status, changeUsernamePage(uid, current, values, errors));
    const errors: FieldError[] = [];
    if (current.askEmail && !values.email)
      errors.push({ field: 'email', message: 'Enter your current email address.' });
    if (!values.newEmail) errors.push({ field: 'newEmail', message: 'Enter your new email address.' });
    else if (!isValidEmailAddress(values.newEmail)) {
      errors.push({
        field: 'newEmail',
        message: 'Enter an email address in the correct format, like name@example.org.',
      });
    }
    if (!text(body.currentPassword)) errors.push({ field: 'currentPassword', message: 'Enter your password.' });
    if (errors.length > 0) return show(400, errors);

    const subject = passwordSubject(request, current.email ?? values.email);
    const claim = await throttle.claim(subject);
    if (!claim.allowed) {
      const page = (e: FieldError) => changeUsernamePage(uid, current, values, [e]);
      return tooMany(reply, claim.retryAfterSeconds, page, 'currentPassword');
    }
    const accountId =
      interaction.session?.accountId ?? (await authenticate(db, values.email, text(body.currentPassword)))?.id;
    const outcome = accountId
      ? await changeLoginEmail(db, accountId, text(body.currentPassword), values.newEmail)
      : 'wrong-password';
    if (outcome === 'wrong-password') {
      const message = current.askEmail
        ? 'The email address or password is not right. Check them and try again.'
        : 'Your password is not right.';
      return show(401, [{ field: 'currentPassword', message }]);
    }
    if (outcome === 'email-taken') {
      return show(409, [{ field: 'newEmail', message: 'Another account already uses this email address.' }]);
    }
    await passwordRight(request, reply, subject);
    if (outcome === 'unchanged') {
      return show(400, [{ field: 'newEmail', message: 'This is already your sign-in email address.' }]);
    }
    await endOtherSessions(accountId!, interaction);
    return finish(request, reply, signIn(accountId!));
  });
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
