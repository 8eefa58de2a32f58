import { useLayoutEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { startSignIn } from '../../auth/sign-in';
import type { SignInKind } from '../../auth/sign-in-kind';
import { useSession } from '../../auth/use-session';
import { usePortalConfig } from '../../config/portal-config-context';
import { formatDate } from '../../dates/date-format';
import { useGateway } from '../../gateway/gateway-context';
import { useLeavePortal } from '../../navigation/page-exit';
import { useConfigurationFlag } from '../../config/use-configuration-flag';
import { CATALYST_PROFILE_UPDATE_FLAG, EDIT_PROFILE_PATH, HOME_PATH, type EditProfileState } from './profile-paths';
import type { ProfileDetails } from './profile-rules';
import { ProfileFrame } from './profile-frame';
import { useProfileWords } from './profile-words';
import { useProfile } from './use-profile';
import '../../../renderer/styles.css';

/** The rows of the read-only profile: label key and value. */
const ROWS: [string, (details: ProfileDetails) => string][] = [
  ['details.title', (d) => d.title],
  ['details.givenName', (d) => d.givenName],
  ['details.surname', (d) => d.surname],
  ['manage.dateOfBirth', (d) => (d.dateOfBirth ? formatDate(d.dateOfBirth, 'longMonth') : '')],
  ['details.email', (d) => d.emailAddress],
  ['details.mobile', (d) => d.mobilePhone],
  ['details.homePhone', (d) => d.homePhone],
  ['details.businessPhone', (d) => d.workPhone],
];

/**
 * ACC-PRO-03: a browser Back (or Forward) from /manageprofile goes
 * home rather than to the page before it (the edit form just saved, or a page left long ago).
 * React renders a popstate's route change at once, inside the event, so when this page unmounts
 * while the event is a popstate, the resident left it through the browser's history: the entry
 * they arrived at is replaced by home. (A listener of its own would come too late: the router's
 * listener runs first and the page is gone before the next one.)
 */
function useBackGoesHome() {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  useLayoutEffect(
    () => () => {
      if (window.event?.type === 'popstate') latest.current(HOME_PATH, { replace: true });
    },
    [],
  );
}

/**
 * /manageprofile (Customer Profile): the resident's details read-only, '-' when not held; Change
 * username and Change password (the identity provider's own flows, which ask for the current
 * password and sign the resident back in); Edit your details. On load it reads the catalyst
 * profile update setting, which /editprofile then uses. A failed load shows alert_Message.
 */
export function ManageProfilePage() {
  const words = useProfileWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const { identityProvider } = usePortalConfig();
  const leave = useLeavePortal();
  const { profile } = useProfile(client, customerId);
  const catalystProfileUpdate = useConfigurationFlag(client, CATALYST_PROFILE_UPDATE_FLAG);
  useBackGoesHome();

  const signIn = (kind: SignInKind) => {
    void startSignIn(identityProvider, kind, {
      origin: window.location.origin,
      sessionStorage: window.sessionStorage,
      assign: leave,
    });
  };
  const heading = words('manage.heading');
  const editState: EditProfileState = { catalystProfileUpdate };
  return (
    <ProfileFrame heading={heading} profile={profile} words={words}>
      {profile.state === 'ready' && (
        <>
          <dl className="summary-list">
            {ROWS.map(([label, value]) => (
              <div className="summary-list__row" key={label}>
                <dt>{words(label)}</dt>
                <dd>{value(profile.details) || '-'}</dd>
              </div>
            ))}
          </dl>
          <div className="rp-button-group">
            <Link className="rp-button" to={EDIT_PROFILE_PATH} state={editState}>
              {words('manage.edit')}
            </Link>
          </div>
          <h2>{words('manage.signInHeading')}</h2>
          <div className="rp-button-group">
            <button type="button" className="rp-button rp-button--secondary" onClick={() => signIn('changeusername')}>
              {words('manage.changeUsername')}
            </button>
            <button type="button" className="rp-button rp-button--secondary" onClick={() => signIn('changepassword')}>
              {words('manage.changePassword')}
            </button>
          </div>
        </>
      )}
    </ProfileFrame>
  );
}
