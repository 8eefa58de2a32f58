import type { Channel } from '../../../schemas/generated/types';

/** Channels whose typed description is shown (cut at the first full stop unless the full one is asked for). */
const DESCRIPTION_CHANNELS: readonly Channel[] = ['CustomerSelfService', 'ERGO', 'ColleagueSelfService'];

/** The damp reason as typed by the repairs system, and as residents see it. */
const DAMP_REASON = /^investigate damp or mould$/i;
export const DAMP_DISPLAY = 'Inspect Damp and Mould';

/** What a repair's description cell shows: words to print, or a message key (an error text or a dash). */
export type DescriptionText = { text: string } | { messageKey: string };

/** What the description rule reads of a repair. */
export interface DescribedRepair {
  channel: Channel | string;
  description: string | null;
  trade: string | null;
}

/**
 * The description a list shows (REP-DSP-01 to REP-DSP-03): for the customer, ERGO and
 * colleague channels the text before the first full stop (the whole text when
 * IsRepairFullDescriptionRequired is "true"); for other channels the trade, or
 * RepairDescription_ErrorMessage when the trade is Unknown. "Investigate damp or mould" reads
 * "Inspect Damp and Mould"; nothing to show gives a dash.
 *
 * @example
 * listDescription({ channel: 'CustomerSelfService', description: 'Tap drips. Since May.', trade: 'Plumbing' }, false);
 * // { text: 'Tap drips' }
 * listDescription({ channel: 'Northgate', description: 'x', trade: 'Unknown' }, false);
 * // { messageKey: 'RepairDescription_ErrorMessage' }
 */
export function listDescription(repair: DescribedRepair, fullDescriptionRequired: boolean): DescriptionText {
  if (!DESCRIPTION_CHANNELS.includes(repair.channel as Channel)) {
    const trade = repair.trade?.trim() ?? '';
    if (trade.toLowerCase() === 'unknown') return { messageKey: 'RepairDescription_ErrorMessage' };
    return trade ? { text: displayText(trade) } : { messageKey: 'list.none' };
  }
  const description = repair.description?.trim() ?? '';
  const shown = fullDescriptionRequired ? description : (description.split('.')[0] ?? '').trim();
  return shown ? { text: displayText(shown) } : { messageKey: 'list.none' };
}

/** A repair text as residents see it: the damp reason renamed. */
export function displayText(text: string): string {
  return DAMP_REASON.test(text.trim()) ? DAMP_DISPLAY : text;
}

/**
 * A repair named by its problem: where it is and what is wrong (the work order's
 * repairLocation and repairReason). The details page shows it; the lists name a repair with no
 * description by it. Empty when neither is known.
 *
 * @example
 * problemName('Windows', 'Window will not close or lock'); // 'Windows: Window will not close or lock'
 */
export function problemName(location: string | null | undefined, reason: string | null | undefined): string {
  const what = reason?.trim();
  return [location?.trim(), what && displayText(what)].filter(Boolean).join(': ');
}
