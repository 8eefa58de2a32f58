import dashboard from './locales/en-GB/dashboard.json';
import { useAreaWords, type AreaWords } from './use-area-words';

/** The namespace of the dashboard cards' own wording (locales/en-GB/dashboard.json). */
export const DASHBOARD_NAMESPACE = 'dashboard';

/**
 * Loads the dashboard namespace (once, when the first of its cards renders) and answers a
 * translate function that reads it before the common namespace, so the spec's codes
 * (GasBoiler_ServiceoverDue, high_rise_building_Alert_Message, ...) stay in common.json.
 *
 * @example
 * const words = useDashboardWords();
 * words('buildingSafety.heading'); // 'Building safety'
 */
export function useDashboardWords(): AreaWords {
  return useAreaWords(DASHBOARD_NAMESPACE, dashboard);
}
