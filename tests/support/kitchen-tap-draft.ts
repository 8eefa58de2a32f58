import type { WorkOrderCreate, WorkOrderUpdate } from '../../schemas/generated/types';

/**
 * The first save of a repair draft, as the repair journey makes it: a dripping kitchen tap in the
 * resident's home. Gateway tests, the load bench and the faults bench all start drafts with it.
 */
export function kitchenTapDraft(
  customerId: string,
  premisesId: string,
  change: Partial<WorkOrderCreate> = {},
): WorkOrderCreate {
  return {
    customerIdentifier: customerId,
    assetIdentifier: premisesId,
    premisesId,
    channel: 'CustomerSelfService',
    isDraft: true,
    isSubmitted: false,
    area: 'Property',
    repairLocation: 'Kitchen',
    repairLocationId: 3,
    repairReason: 'Dripping tap',
    sorCode: 'PLUMTAP01',
    trade: 'Plumbing',
    ...change,
  };
}

/** The answers that make the draft ready to submit (Amara's contact details). */
export const READY_TO_SUBMIT: WorkOrderUpdate = {
  description: 'The cold tap in the kitchen drips all the time.',
  isEmergency: false,
  reportedBy: 'Customer',
  reportedById: 1,
  reporterToBeContacted: true,
  reporterContactDetails: {
    name: { title: null, givenName: 'Amara', surname: null },
    contactNumber: '07700900123',
    organisation: null,
  },
};
