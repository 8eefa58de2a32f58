export { EDIT_PROFILE_PATH, HOME_PATH, MANAGE_PROFILE_PATH } from '../../config/portal-paths';

/** The catalyst profile update setting: a catalyst customer's contact change is also e-mailed (ACC-PRO-12). */
export const CATALYST_PROFILE_UPDATE_FLAG = 'mypeabodycatalystprofileupdate';

/** How long the success message shows before /manageprofile opens (ACC-PRO-09). */
export const REDIRECT_AFTER_SAVE_MS = 3_000;

/** What /manageprofile hands to /editprofile: the setting it read on load (undefined while it was loading). */
export interface EditProfileState {
  catalystProfileUpdate: boolean | undefined;
}
