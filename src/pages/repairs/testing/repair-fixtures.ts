import type {
  Availability,
  Contractor,
  HistoryEvent,
  MediaDocument,
  WorkOrder,
  WorkOrderListItem,
} from '../../../../schemas/generated/types';

/** A repair in the list, as the fake gateway answers it. */
export function listItem(id: string, overrides: Partial<WorkOrderListItem> = {}): WorkOrderListItem {
  return {
    id,
    jobNo: `JOB-${id.replace(/\D/g, '')}`,
    raisedDate: '2025-03-05T10:12:00Z',
    area: 'Property',
    description: 'The cold tap in the kitchen drips all the time. It gets worse at night.',
    trade: 'Plumbing',
    channel: 'CustomerSelfService',
    priority: 'Next Available',
    contractor: 'Thameside Repairs Hub',
    status: 'Unappointed',
    isRaisedAsTriage: false,
    appointmentDate: null,
    completedDate: null,
    raisedBy: 'Amara Okafor',
    repairLocation: 'Kitchen',
    sorCode: 'PLUMTAP01',
    siteIndentifire: 'HUB1-REP',
    ...overrides,
  };
}

/** A repair in full, as GET /works-orders/{id} answers it. */
export function workOrder(id: string, overrides: Partial<WorkOrder> = {}): WorkOrder {
  return {
    id,
    jobNo: `JOB-${id.replace(/\D/g, '')}`,
    customerIdentifier: 'C-AMARA',
    assetIdentifier: 'P1',
    premisesId: 'P1',
    contractor: 'HUB1-REP',
    contractorName: 'Thameside Repairs Hub',
    contractorPhoneNumber: '02079460800',
    eTag: '"7"',
    channel: 'CustomerSelfService',
    siteIndentifire: 'HUB1-REP',
    isDraft: false,
    isSupplementary: null,
    isVandalism: false,
    isCovidSelfIsolated: false,
    isEmergency: null,
    isSubmitted: true,
    isOutOfHours: false,
    isRecall: false,
    isDampAndMould: false,
    isEMA: false,
    isCatalyst: false,
    isInDefect: false,
    isPotentialDuplicate: false,
    isVulnerable: false,
    isCommunal: false,
    riskToHumanLife: false,
    chargeCustomer: false,
    notifyAll: false,
    premisesAddress: { formattedAddress: '27 Wren Close, London, E5 0SQ' },
    premisesType: 'Property',
    premisesTypeId: 6,
    area: 'Property',
    trade: 'Plumbing',
    repairLocation: 'Kitchen',
    repairLocationId: 3,
    repairReason: 'Dripping tap',
    description: 'The cold tap in the kitchen drips all the time. It gets worse at night.',
    sorCode: 'PLUMTAP01',
    repairCause: 'General Wear and Tear',
    repairCauseId: 1,
    priority: 'Next Available',
    priorityCode: 'NA',
    status: 'Unappointed',
    raisedDate: '2025-03-05T10:12:00Z',
    completedDate: null,
    appointmentDate: null,
    appointmentStartDate: null,
    appointmentEndDate: null,
    lastAppointmentCreatedDate: null,
    reportingMethod: 'Customer Self-Serve',
    reportingMethodId: 4,
    reportedBy: 'Customer',
    reportedById: 1,
    reporterToBeContacted: true,
    customerName: { title: 'Ms', givenName: 'Amara', surname: 'Okafor' },
    raisedBy: 'Amara Okafor',
    documents: { documentIdentifiers: [] },
    assessmentInformation: null,
    additionalInfo: [],
    progress: { current: 5, completed: 5 },
    ...overrides,
  } as WorkOrder;
}

/** A history event with the code in identifier and the title in subType, as the schema has it. */
export function historyEvent(code: string, at: string, subType = code, slot?: [string, string]): HistoryEvent {
  return {
    identifier: code,
    subType,
    createDateTime: at,
    appointmentStartDatetime: slot?.[0] ?? null,
    appointmentEndDatetime: slot?.[1] ?? null,
  };
}

/** The repairs hub: integrated, with the site HUB1-REP. */
export const hubContractor: Contractor = {
  id: 'CON-001',
  name: 'Thameside Repairs Hub',
  statuses: {
    isIntegrated: true,
    isBuilder: false,
    isSubContractor: false,
    isEMA: false,
    isActive: true,
    isEMAtype: false,
  },
  contractorSites: [
    { siteIdentifier: 'HUB1-REP', name: 'Hub 1', isOnHold: false },
    { siteIdentifier: 'HUB4-REP', name: 'Hub 4 (closed)', isOnHold: false },
  ],
  contacts: [{ name: 'Repairs desk', telecomsAddresses: [{ number: '02079460800' }] }],
};

/** An attached file with its metadata. */
export function mediaDocument(id: string, fileName: string, contentType: string, appropriate = true): MediaDocument {
  return {
    id,
    media: { fileName },
    metadata: [
      { key: 'content-type', value: contentType },
      { key: 'IsMediaAppropriate', value: String(appropriate) },
      { key: 'filename', value: fileName },
    ],
  };
}

/**
 * Seven dates of morning and afternoon slots from 2025-03-10: the afternoon of the 11th is full,
 * dates after the 16th are outside the service level.
 */
export function availability(dates = 7): Availability {
  const days = Array.from({ length: dates }, (_, i) => `2025-03-${String(10 + i).padStart(2, '0')}`);
  const band = (type: string, label: string, start: string, end: string) => ({
    availabilityDetails: { start, end, availabilityTypeLabel: label, availabilityType: type },
    slots: days.map((date) => ({
      date,
      insideSla: date <= '2025-03-15',
      capacity: (type === 'PM' && date === '2025-03-11' ? 'Not Available' : 'High') as 'High' | 'Not Available',
      metadata: [{ key: 'slotReference', value: `HUB-${date}-${type}` }],
    })),
  });
  return {
    availabilities: [
      band('AM', 'Morning 8am to 12pm', '08:00', '12:00'),
      band('PM', 'Afternoon 12pm to 5pm', '12:00', '17:00'),
    ],
    isPreferences: false,
    statusCode: 200,
  };
}
