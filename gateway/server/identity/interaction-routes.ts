import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { isValidEmailAddress } from '../../../schemas/email-address';
import {
  authenticate,
  changeLoginEmail,
  changePassword,
  findLoginById,
  passwordPolicyProblem,
  registerLogin,
} from './accounts';
import type { FieldError } from './html';
import { clearAccountFailures, loginThrottle, recordLoginFailure } from './login-throttle';
import {
  changePasswordPage,
  changeUsernamePage,
  loginPage,
  providerErrorPage,
  registrationPage,
  type FormValues,
} from './pages';
import { FORGOTTEN_PASSWORD_DESCRIPTION, IDP_MOUNT_PATH, policyFromParam } from './policies';
import { validateRegistration } from './registration-form';

export interface InteractionRoutesOptions {
  db: Kysely<Database>;
  provider: Provider;
}

type UidRequest = FastifyRequest<{ Params: { uid: string }; Body: FormValues | undefined }>;

const REGISTRATION_PROBLEMS = {
  'no-match': {
    field: 'paymentReference',
    message: 'We could not find a tenancy with that payment reference and date of birth. Check both and try again.',
  },
  'already-registered': {
    field: 'paymentReference',
    message: 'This tenancy already has an account. Log in instead, or choose "Forgot your password?".',
  },
  'email-taken': { field: 'email', message: 'An account already uses this email address. Log in instead.' },
} as const;

/**
 * Our pages of the provider's interactions under /idp/interaction/{uid}: login, registration,
 * change password and change username (chosen by the request's `p` policy), and "Forgot your
 * password?", which ends the sign-in with access_denied and AADB2C99002 as Azure B2C does.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, { db, provider }) => {
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
  app.get(`${path}/forgot`, async (request: UidRequest, reply) => {
    await details(request, reply);
    return finish(request, reply, { error: 'access_denied', error_description: FORGOTTEN_PASSWORD_DESCRIPTION });
  });

  app.post(`${path}/login`, async (request: UidRequest, reply) => {
    await details(request, reply);
    const { uid } = request.params;
    const values = { email: text(request.body?.email) };
    const errors: FieldError[] = [];
    if (!values.email) errors.push({ field: 'email', message: 'Enter your email address.' });
    if (!text(request.body?.password)) errors.push({ field: 'password', message: 'Enter your password.' });
    if (errors.length > 0) return html(reply, 400, loginPage(uid, values, errors));
    const throttle = await loginThrottle(db, values.email, request.ip);
    if (throttle.blocked) {
      const message = `Too many attempts. Try again in ${throttle.retryAfterMinutes} minute${throttle.retryAfterMinutes === 1 ? '' : 's'}.`;
      reply.header('Retry-After', String(throttle.retryAfterMinutes * 60));
      return html(reply, 429, loginPage(uid, values, [{ field: 'email', message }]));
    }
    const login = await authenticate(db, values.email, text(request.body?.password));
    if (!login) {
      await recordLoginFailure(db, values.email, request.ip);
      const message = 'The email address or password is not right. Check them and try again.';
      return html(reply, 401, loginPage(uid, values, [{ field: 'email', message }]));
    }
    await clearAccountFailures(db, values.email);
    return finish(request, reply, signIn(login.id));
  });

  app.post(`${path}/register`, async (request: UidRequest, reply) => {
    await details(request, reply);
    const { uid } = request.params;
    const form = validateRegistration(request.body ?? {});
    if (!form.ok) return html(reply, 400, registrationPage(uid, form.values, form.errors));
    const outcome = await registerLogin(db, form.input);
    if (!outcome.ok) {
      return html(reply, 400, registrationPage(uid, form.values, [REGISTRATION_PROBLEMS[outcome.problem]]));
    }
    return finish(request, reply, signIn(outcome.login.id));
  });

  app.post(`${path}/change-password`, async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    const { uid } = request.params;
    const body = request.body ?? {};
    const sessionAccount = interaction.session?.accountId;
    const values = { email: text(body.email) };
    const errors: FieldError[] = [];
    if (!sessionAccount && !values.email) errors.push({ field: 'email', message: 'Enter your email address.' });
    if (!text(body.currentPassword)) {
      errors.push({ field: 'currentPassword', message: 'Enter your current password.' });
    }
    const problem = passwordPolicyProblem(text(body.newPassword));
    if (problem) errors.push({ field: 'newPassword', message: problem });
    else if (text(body.newPassword) !== text(body.confirmPassword)) {
      errors.push({ field: 'confirmPassword', message: 'The new passwords do not match.' });
    }
    if (errors.length > 0) return html(reply, 400, changePasswordPage(uid, !sessionAccount, values, errors));
    const accountId = sessionAccount ?? (await authenticate(db, values.email, text(body.currentPassword)))?.id;
    if (!accountId || !(await changePassword(db, accountId, text(body.currentPassword), text(body.newPassword)))) {
      const message = 'Your current password is not right.';
      return html(
        reply,
        401,
        changePasswordPage(uid, !sessionAccount, values, [{ field: 'currentPassword', message }]),
      );
    }
    return finish(request, reply, signIn(accountId));
  });

  // Change username (the sign-in name change policy): the new sign-in email, checked like the
  // contract's e-mail rule (schemas/email-address.ts) and unique among logins, and the current
  // password, with the sign-in throttle; then the resident is signed in again with the new email.
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

    const signInEmail = current.email ?? values.email;
    const throttle = await loginThrottle(db, signInEmail, request.ip);
    if (throttle.blocked) {
      const minutes = throttle.retryAfterMinutes;
      reply.header('Retry-After', String(minutes * 60));
      const message = `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      return show(429, [{ field: 'currentPassword', message }]);
    }
    const accountId =
      interaction.session?.accountId ?? (await authenticate(db, values.email, text(body.currentPassword)))?.id;
    const outcome = accountId
      ? await changeLoginEmail(db, accountId, text(body.currentPassword), values.newEmail)
      : 'wrong-password';
    if (outcome === 'wrong-password') {
      await recordLoginFailure(db, signInEmail, request.ip);
      const message = current.askEmail
        ? 'The email address or password is not right. Check them and try again.'
        : 'Your password is not right.';
      return show(401, [{ field: 'currentPassword', message }]);
    }
    if (outcome === 'unchanged') {
      return show(400, [{ field: 'newEmail', message: 'This is already your sign-in email address.' }]);
    }
    if (outcome === 'email-taken') {
      return show(409, [{ field: 'newEmail', message: 'Another account already uses this email address.' }]);
    }
    await clearAccountFailures(db, signInEmail);
    return finish(request, reply, signIn(accountId!));
  });
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
