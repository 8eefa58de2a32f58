import { isBookable } from '../../../../renderer/slot-grid/slot-layout';
import type { OfferedSlot, SlotChoices } from './availability-slots';

/** The two reasons for a slot more than 6 days ahead (REP-SCH-06), as sent in the booking's remarks. */
export const SLA_REASONS = ['Contractor availability', 'Resident availability'] as const;
export type SlaReason = (typeof SLA_REASONS)[number];

/** Message keys (repairs namespace) explaining each reason to the resident. */
export const SLA_REASON_KEYS: Record<SlaReason, string> = {
  'Contractor availability': 'scheduler.sla.contractor',
  'Resident availability': 'scheduler.sla.resident',
};

/**
 * Why a slot outside the service level is being booked: the diary's own reason (slot metadata
 * outsideSlaReason), else Contractor availability when no slot inside the service level is left
 * and Resident availability when the resident passed one over. Undefined for a slot inside it.
 *
 * @example
 * slaReason(choices.byId.get('2025-03-20|AM')!, choices); // 'Resident availability'
 */
export function slaReason(offered: OfferedSlot, choices: SlotChoices): SlaReason | undefined {
  if (offered.slot.insideSla) return undefined;
  const given = offered.slot.metadata.find((entry) => entry.key.toLowerCase() === 'outsideslareason')?.value;
  const known = SLA_REASONS.find((reason) => reason.toLowerCase() === given?.trim().toLowerCase());
  if (known) return known;
  const earlierLeft = [...choices.byId.values()].some(
    (entry) =>
      entry.slot.insideSla &&
      isBookable({ id: entry.id, date: entry.slot.date, labelKey: '', capacity: entry.slot.capacity }),
  );
  return earlierLeft ? 'Resident availability' : 'Contractor availability';
}
