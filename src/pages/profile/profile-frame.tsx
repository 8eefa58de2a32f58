import type { ReactNode } from 'react';
import { PageHeading } from '../../layout/page-heading';
import { AlertWithPhone } from '../../errors/alert-with-phone';
import type { AreaWords } from '../../i18n/use-area-words';
import type { ProfileState } from './use-profile';

/**
 * What both profile pages show around their content: the title and heading, the loading line
 * while the profile is read, and alert_Message with the phone when it cannot be (ACC-PRO-04).
 */
export function ProfileFrame({
  heading,
  profile,
  words,
  children,
}: {
  heading: string;
  profile: ProfileState;
  words: AreaWords;
  children: ReactNode;
}) {
  return (
    <>
      <title>{`${heading} – ${words('site.name')}`}</title>
      <PageHeading>{heading}</PageHeading>
      {profile.state === 'loading' && (
        <p role="status" aria-busy="true">
          {words('manage.loading')}
        </p>
      )}
      {profile.state === 'error' && <AlertWithPhone messageKey="alert_Message" />}
      {children}
    </>
  );
}
