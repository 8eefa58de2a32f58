import type { Updateable } from 'kysely';
import type { WorkOrderCreate, WorkOrderUpdate } from '../../../schemas/generated/types';
import type { WorkOrdersTable } from '../db/tables';
import type { StoredWorkOrder } from '../repositories/work-order-write-repository';

type Answers = Partial<WorkOrderCreate> & Partial<WorkOrderUpdate>;

/**
 * Body fields kept in their own columns (what the gateway searches on, and additionalInfo, a list
 * a save replaces whole: REP-ENT-12); every other answer is kept in the payload under its schema
 * name, as the seed does (seed/README.md). isEmergency and priorityCode are both: the column holds
 * true or false (the code), the payload keeps null for "not answered".
 */
const COLUMN_ONLY = new Set([
  'customerIdentifier',
  'assetIdentifier',
  'channel',
  'sorCode',
  'trade',
  'description',
  'repairLocation',
  'repairLocationId',
  'area',
  'contractor',
  'isDraft',
  'isRecall',
  'originalWorkOrderIdentifier',
  'statuses',
  'asset',
  'additionalInfo',
]);

/** What a resident can no longer change once the repair is submitted: what and where. */
export const FIXED_AFTER_SUBMISSION = [
  'assetIdentifier',
  'premisesId',
  'area',
  'sorCode',
  'repairReason',
  'repairLocation',
  'repairLocationId',
  'trade',
  'description',
] as const;

/** "Other repair not listed" is recorded as NA (REP-CON-06: SOR N/A uses NA). */
export function normaliseSor(code: string | undefined): string | undefined {
  return code === 'N/A' ? 'NA' : code;
}

/**
 * The column changes of a body: only the fields it carries (null clears a nullable column;
 * isEmergency null is false; priorityCode null is NA).
 *
 * @example
 * columnChanges({ description: 'Drips', isEmergency: null }); // { description: 'Drips', is_emergency: false }
 */
export function columnChanges(body: Answers, contractorId?: string | null): Updateable<WorkOrdersTable> {
  const set: Updateable<WorkOrdersTable> = {};
  const has = (name: keyof Answers) => Object.hasOwn(body, name);
  if (has('assetIdentifier') && body.assetIdentifier) set.asset_id = body.assetIdentifier;
  if (has('sorCode')) set.sor_code = normaliseSor(body.sorCode) ?? 'NA';
  if (has('trade')) set.trade = body.trade ?? null;
  if (has('description')) set.description = body.description ?? null;
  if (has('repairLocation')) set.repair_location = body.repairLocation ?? null;
  if (has('repairLocationId')) set.repair_location_id = body.repairLocationId ?? null;
  if (has('area') && body.area) set.area = body.area;
  if (has('isRecall')) set.is_recall = body.isRecall ?? false;
  if (has('originalWorkOrderIdentifier')) set.original_work_order_id = body.originalWorkOrderIdentifier ?? null;
  if (has('priorityCode')) set.priority = body.priorityCode ?? 'NA';
  if (has('isEmergency')) set.is_emergency = body.isEmergency === true;
  if (has('contractor')) {
    set.contractor_site = body.contractor ?? null;
    set.contractor_id = contractorId ?? null;
  }
  // Sent, the lines replace the stored ones; left out, they stay (REP-ENT-12).
  if (has('additionalInfo')) set.additional_info = JSON.stringify(body.additionalInfo ?? []);
  return set;
}

/** The payload answers of a body, under their schema names (every field without a column of its own). */
export function payloadChanges(body: Answers): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !COLUMN_ONLY.has(name)));
}

/** The payload of a new repair: the schema's "not answered yet" for everything, as the seed records it. */
export function newPayload(facts: {
  premisesId: string;
  isInDefect: boolean;
  isCommunal: boolean;
  customerName: { title: string | null; givenName: string | null; surname: string | null };
}): Record<string, unknown> {
  return {
    premisesId: facts.premisesId,
    caseIdentifier: null,
    isSupplementary: null,
    isVandalism: null,
    isCovidSelfIsolated: null,
    isEmergency: null,
    isSubmitted: false,
    isOutOfHours: false,
    isDampAndMould: null,
    isEMA: false,
    isCatalyst: false,
    isInDefect: facts.isInDefect,
    isPotentialDuplicate: false,
    isVulnerable: null,
    isCommunal: facts.isCommunal,
    isRaisedAsTriage: false,
    riskToHumanLife: false,
    chargeCustomer: null,
    notifyAll: false,
    repairReason: null,
    additionalInformation: null,
    originalWorkOrderSorCode: null,
    repairCause: null,
    repairCauseId: null,
    crimeReferenceNumber: null,
    VulnerableResponseText: null,
    lastAppointmentCreatedDate: null,
    reportingMethod: 'Customer Self-Serve',
    reportingMethodId: 4,
    reportedBy: 'Customer',
    reportedById: 1,
    reporterToBeContacted: false,
    reporterContactDetails: null,
    customerName: facts.customerName,
    staffContactEmails: [],
    documents: { documentIdentifiers: [] },
    eligibilityOutcomes: [],
    assessmentInformation: null,
  };
}

/**
 * The stored value of a field that cannot change after submission, to compare a body's with.
 *
 * @example
 * currentValue(workOrder, 'sorCode'); // 'PLUMTAP01'
 */
export function currentValue(
  workOrder: StoredWorkOrder,
  name: (typeof FIXED_AFTER_SUBMISSION)[number],
): string | number | null {
  switch (name) {
    case 'assetIdentifier':
      return workOrder.assetId;
    case 'premisesId':
      return typeof workOrder.payload.premisesId === 'string' ? workOrder.payload.premisesId : workOrder.assetId;
    case 'area':
      return workOrder.area;
    case 'sorCode':
      return workOrder.sorCode;
    case 'repairReason':
      return typeof workOrder.payload.repairReason === 'string' ? workOrder.payload.repairReason : null;
    case 'repairLocation':
      return workOrder.repairLocation;
    case 'repairLocationId':
      return workOrder.repairLocationId;
    case 'trade':
      return workOrder.trade;
    case 'description':
      return workOrder.description;
  }
}
