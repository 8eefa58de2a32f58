/**
 * Addresses one feature links to in another: a feature names the address here instead of
 * importing the other feature's module (features never import one another, docs/architecture.md).
 */

/** Home: the dashboard. */
export const HOME_PATH = '/customer360View';

/** The read-only profile. */
export const MANAGE_PROFILE_PATH = '/manageprofile';

/** The profile's edit form (the statement dialog links to it for a missing e-mail address). */
export const EDIT_PROFILE_PATH = '/editprofile';
