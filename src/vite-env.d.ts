/// <reference types="vite/client" />

/**
 * A journey definition checked and compiled by the build (scripts/vite: `journeys/<name>.json?journey`):
 * the definition and its steps' validators as plain JavaScript, loaded with loadBuiltJourney.
 */
declare module '*.json?journey' {
  const built: import('../engine/browser').BuiltJourney;
  export default built;
}

/**
 * The routes of a journey (scripts/vite: `journeys/<name>.json?journey-routes`): its id, file and
 * every route its steps declare, so the portal finds the journey of an address before loading it.
 */
declare module '*.json?journey-routes' {
  const routes: { id: string; file: string; routes: string[] };
  export default routes;
}
