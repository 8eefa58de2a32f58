import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  GatewayError,
  isHandledByApp,
  sendCommunication,
  updateCustomer,
  type GatewayClient,
} from '../../../gateway/client';
import { readToggle } from '../../customer/requests-item';
import { useToCustomerApiError } from '../../errors/customer-api-error';
import { MANAGE_PROFILE_PATH, REDIRECT_AFTER_SAVE_MS } from './profile-paths';
import {
  CONTACT_CHANGE_MAILBOX_SETTING,
  contactChangeMessage,
  contactForm,
  customerUpdate,
  DEFAULT_CONTACT_CHANGE_MAILBOX,
  isUnchanged,
  type ContactForm,
} from './profile-rules';
import type { LoadedProfile } from './use-profile';

/** What a save ended with: the message key and how it shows. */
export type SaveOutcome =
  | { tone: 'success'; messageKey: 'profile_update_success' | 'SSCP004a' }
  | { tone: 'info'; messageKey: 'SSCP005' | 'edit.nothingChanged' }
  | { tone: 'error'; messageKey: 'profile_update_failed' | 'edit.staleDetails' };

/** What the save needs to know about the resident. */
export interface SaveContext {
  client: GatewayClient;
  customerId: string;
  /** The profile the form was filled from (its eTag is sent as If-Match). */
  loaded: LoadedProfile | undefined;
  /** Reads the profile again after a save (throws when it cannot). */
  reload: () => Promise<LoadedProfile>;
  /** Whether the resident is a catalyst customer (src/customer/catalyst.ts). */
  isCatalyst: () => Promise<boolean>;
  /** The catalyst profile update setting. */
  catalystProfileUpdate: () => Promise<boolean>;
}

/**
 * The save of ACC-PRO-08 to ACC-PRO-12, after the
 * form's warnings are cleared: nothing changed gives SSCP005 (catalyst) or a nothing-changed
 * message; otherwise PUT /customers/{id} with the eTag as If-Match (a 412 gets its own message and
 * nothing is overwritten; another failure profile_update_failed); for a catalyst customer with the
 * setting on, the change is also e-mailed to the association (ACC-GWY-15, outbox) and SSCP004a shows;
 * then the profile is read again (failure: /customerApiErrorPage), the success message shows and
 * after 3 s /manageprofile opens. `saving` stays true from the click until the outcome.
 */
export function useProfileSave(context: SaveContext) {
  const navigate = useNavigate();
  const toCustomerApiError = useToCustomerApiError();
  const { pathname } = useLocation();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(
    async (form: ContactForm) => {
      const { loaded } = context;
      if (!loaded) return;
      setSaving(true);
      setOutcome(undefined);
      let result: SaveOutcome | undefined;
      try {
        result = await saveContacts(context, loaded, form);
      } catch (error) {
        // ACC-PRO-10: /customerApiErrorPage, whose Try again loads this page again and so reads the profile afresh.
        if (error === REFETCH_FAILED) toCustomerApiError(pathname);
        else if (!isHandledByApp(error)) console.error('The profile could not be saved', error);
      } finally {
        setSaving(false);
      }
      if (!result) return;
      setOutcome(result);
      if (result.tone === 'success') {
        timer.current = setTimeout(() => navigate(MANAGE_PROFILE_PATH), REDIRECT_AFTER_SAVE_MS);
      }
    },
    [context, navigate, toCustomerApiError, pathname],
  );
  return { save, saving, outcome };
}

const REFETCH_FAILED = Symbol('refetch failed');

/** The steps of a save; answers the outcome, or undefined when the app already acts (sign-out, error page). */
async function saveContacts(
  context: SaveContext,
  loaded: LoadedProfile,
  form: ContactForm,
): Promise<SaveOutcome | undefined> {
  const { client, customerId } = context;
  const catalyst = await context.isCatalyst().catch(() => false);
  if (isUnchanged(form, contactForm(loaded.details))) {
    return { tone: 'info', messageKey: catalyst ? 'SSCP005' : 'edit.nothingChanged' };
  }
  try {
    await updateCustomer(client, customerId, customerUpdate(form), loaded.eTag);
  } catch (error) {
    if (isHandledByApp(error)) return undefined;
    const stale = error instanceof GatewayError && error.status === 412;
    if (!stale) console.error('The profile update failed', error);
    return { tone: 'error', messageKey: stale ? 'edit.staleDetails' : 'profile_update_failed' };
  }
  let emailed = false;
  if (catalyst && (await context.catalystProfileUpdate())) {
    try {
      const mailbox =
        (await readToggle(client, CONTACT_CHANGE_MAILBOX_SETTING))?.trim() || DEFAULT_CONTACT_CHANGE_MAILBOX;
      await sendCommunication(client, customerId, contactChangeMessage(form, new Date(), mailbox));
      emailed = true;
    } catch (error) {
      if (isHandledByApp(error)) return undefined;
      // Saved, but the association was not told: the resident is asked to try again later.
      console.error('The contact change e-mail could not be sent', error);
      await context.reload().catch(() => undefined);
      return { tone: 'error', messageKey: 'profile_update_failed' };
    }
  }
  try {
    await context.reload();
  } catch {
    throw REFETCH_FAILED;
  }
  return { tone: 'success', messageKey: emailed ? 'SSCP004a' : 'profile_update_success' };
}
