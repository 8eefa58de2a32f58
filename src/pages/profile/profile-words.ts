import profile from '../../i18n/locales/en-GB/profile.json';
import { useAreaWords, type AreaWords } from '../../i18n/use-area-words';

/** The namespace of the profile pages' own wording (locales/en-GB/profile.json). */
export const PROFILE_NAMESPACE = 'profile';

/**
 * Loads the profile namespace (once, when /manageprofile or /editprofile first renders) and
 * answers a translate function that reads it before the common namespace, where the spec's
 * profile codes live (alert_Message, profile_update_success, SSCP002 to SSCP005).
 *
 * @example
 * const words = useProfileWords();
 * words('manage.changePassword'); // 'Change password'
 * words('SSCP004a');              // from common.json
 */
export function useProfileWords(): AreaWords {
  return useAreaWords(PROFILE_NAMESPACE, profile);
}
