import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { inputId } from '../../../renderer/widget-kit/field-ids';
import { useSession } from '../../auth/use-session';
import { loadIsCatalystCustomer, readToggle } from '../../customer/requests-item';
import { formatDate } from '../../dates/date-format';
import { useGateway } from '../../gateway/gateway-context';
import { ContactField } from './contact-field';
import { CATALYST_PROFILE_UPDATE_FLAG, MANAGE_PROFILE_PATH, type EditProfileState } from './profile-paths';
import {
  CONTACT_FIELDS,
  contactForm,
  contactWarnings,
  keepPhoneCharacters,
  PHONE_FIELDS,
  type ContactField as Field,
  type ContactForm,
} from './profile-rules';
import { ProfileFrame } from './profile-frame';
import { useProfileWords } from './profile-words';
import { useProfile } from './use-profile';
import { useProfileSave } from './use-profile-save';
import '../../../renderer/styles.css';

const LABELS: Record<Field, string> = {
  emailAddress: 'details.email',
  mobilePhone: 'details.mobile',
  homePhone: 'details.homePhone',
  workPhone: 'details.businessPhone',
};

const OPTIONAL: ReadonlySet<Field> = new Set(['homePhone', 'workPhone']);

/**
 * A look-up started when the page opens (so a save need not wait for it), answered to whoever
 * asks later; started again only when `start` changes.
 */
function useStartedOnLoad<T>(start: () => Promise<T>): () => Promise<T> {
  const started = useRef<{ start: () => Promise<T>; promise: Promise<T> }>(undefined);
  const get = useCallback(() => {
    if (started.current?.start !== start) {
      const promise = start();
      promise.catch(() => undefined);
      started.current = { start, promise };
    }
    return started.current.promise;
  }, [start]);
  useEffect(() => {
    void get();
  }, [get]);
  return get;
}

/**
 * /editprofile (ACC-PRO-05 to ACC-PRO-12): name and date of
 * birth shown disabled; e-mail (SSCP002), mobile (SSCP003a), and optional home (SSCP003b) and
 * business phone (SSCP003c). Phone inputs keep digits and plus only, at most 11. A field's warning
 * shows when it is left and then follows the typing; Save checks every field and saves only when
 * no warning remains (useProfileSave). Cancel goes back to /manageprofile.
 */
export function EditProfilePage() {
  const words = useProfileWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const handed = (useLocation().state as EditProfileState | null)?.catalystProfileUpdate;
  const { profile, reload } = useProfile(client, customerId);
  const loaded = profile.state === 'ready' ? profile : undefined;
  const [form, setForm] = useState<ContactForm>();
  const [warnings, setWarnings] = useState<Partial<Record<Field, string>>>({});
  const [checked, setChecked] = useState<ReadonlySet<Field>>(new Set());

  const isCatalyst = useStartedOnLoad(
    useCallback(() => loadIsCatalystCustomer(client, customerId), [client, customerId]),
  );
  const catalystProfileUpdate = useStartedOnLoad(
    useCallback(
      async () => handed ?? (await readToggle(client, CATALYST_PROFILE_UPDATE_FLAG))?.trim().toLowerCase() === 'true',
      [client, handed],
    ),
  );
  const context = useMemo(
    () => ({ client, customerId, loaded, reload, isCatalyst, catalystProfileUpdate }),
    [client, customerId, loaded, reload, isCatalyst, catalystProfileUpdate],
  );
  const { save, saving, outcome } = useProfileSave(context);

  const firstDetails = loaded?.details;
  useEffect(() => {
    if (firstDetails) setForm((current) => current ?? contactForm(firstDetails));
  }, [firstDetails]);

  const check = (next: ContactForm, field: Field) =>
    setWarnings((current) => ({ ...current, [field]: contactWarnings(next)[field] }));
  const change = (field: Field, typed: string) => {
    if (!form) return;
    const next = { ...form, [field]: PHONE_FIELDS.includes(field) ? keepPhoneCharacters(typed) : typed };
    setForm(next);
    if (checked.has(field)) check(next, field);
  };
  const leave = (field: Field) => {
    if (!form) return;
    setChecked((current) => new Set(current).add(field));
    check(form, field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || saving) return;
    const all = contactWarnings(form);
    setWarnings(all);
    setChecked(new Set(CONTACT_FIELDS));
    const first = CONTACT_FIELDS.find((field) => all[field]);
    if (first) {
      document.getElementById(inputId(`profile-${first}`))?.focus();
      return;
    }
    void save(form);
  };

  const heading = words('edit.heading');
  const done = outcome?.tone === 'success';
  return (
    <ProfileFrame heading={heading} profile={profile} words={words}>
      <div role={outcome?.tone === 'error' ? 'alert' : 'status'}>
        {outcome && (
          <p className={`alert alert--${outcome.tone === 'info' ? 'warning' : outcome.tone}`}>
            {words(outcome.messageKey)}
          </p>
        )}
      </div>
      {loaded && form && (
        <form noValidate onSubmit={submit}>
          <p>{words('edit.intro')}</p>
          <ContactField
            name="profile-name"
            label={words('edit.name')}
            hint={words('edit.readOnlyHint')}
            type="text"
            value={[loaded.details.title, loaded.details.givenName, loaded.details.surname].filter(Boolean).join(' ')}
            disabled
          />
          <ContactField
            name="profile-dateOfBirth"
            label={words('manage.dateOfBirth')}
            type="text"
            value={loaded.details.dateOfBirth ? formatDate(loaded.details.dateOfBirth, 'longMonth') : '-'}
            disabled
          />
          {CONTACT_FIELDS.map((field) => (
            <ContactField
              key={field}
              name={`profile-${field}`}
              label={OPTIONAL.has(field) ? `${words(LABELS[field])} ${words('edit.optional')}` : words(LABELS[field])}
              hint={PHONE_FIELDS.includes(field) ? words('edit.phoneHint') : undefined}
              type={field === 'emailAddress' ? 'email' : 'tel'}
              autoComplete={field === 'emailAddress' ? 'email' : 'tel'}
              value={form[field]}
              warning={warnings[field] ? words(warnings[field]) : undefined}
              onChange={(typed) => change(field, typed)}
              onBlur={() => leave(field)}
            />
          ))}
          <div className="rp-button-group">
            <button type="submit" className="rp-button" disabled={saving || done}>
              {saving ? words('edit.saving') : words('edit.save')}
            </button>
            <Link className="rp-button rp-button--secondary" to={MANAGE_PROFILE_PATH}>
              {words('edit.cancel')}
            </Link>
          </div>
        </form>
      )}
    </ProfileFrame>
  );
}
