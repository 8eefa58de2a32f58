import type { Selectable } from 'kysely';
import type {
  PersonName,
  PremisesTypeName,
  RepairStatus,
  ReporterRelationship,
  ReportingMethod,
  WorkOrder,
} from '../../../schemas/generated/types';
import type { PostalAddress, WorkOrdersTable } from '../db/tables';
import { isoOrNull, priorityLabel } from './work-order-fields';

/** Everything a full work order is made of, read by findWorkOrder. */
export interface WorkOrderParts {
  row: Omit<Selectable<WorkOrdersTable>, 'status'> & { status: RepairStatus; premises_type_id: number };
  payload: Record<string, unknown>;
  premisesId: string;
  premisesAddress: PostalAddress;
  premisesUniqueReference: string | null;
  premisesType: PremisesTypeName;
  contractorName: string | null;
  contractorPhoneNumber: string | null;
  customerName: PersonName;
  documentIds: string[];
}

const REPORTING_METHOD_IDS: Record<ReportingMethod, 1 | 2 | 3 | 4> = {
  Telephone: 1,
  Email: 2,
  'Social media': 3,
  'Customer Self-Serve': 4,
};
const REPORTER_IDS: Record<ReporterRelationship, 1 | 2 | 3 | 4 | 5> = {
  Customer: 1,
  'Friend or Family': 2,
  MemberOfStaff: 3,
  SupportWorker: 4,
  Other: 5,
};

/**
 * Draft progress over five steps (REP-PRG-01): a repair that is neither Unappointed nor In
 * Diagnosis is done (5 of 5); then a job number gives 4 done, a reporting method 3, a charge
 * answer 2, otherwise 1; the current step is the one after.
 *
 * @example
 * draftProgress({ status: 'In Diagnosis', jobNo: null, hasReportingMethod: true, hasChargeAnswer: true });
 * // { current: 4, completed: 3 }
 */
export function draftProgress(facts: {
  status: RepairStatus;
  jobNo: string | null;
  hasReportingMethod: boolean;
  hasChargeAnswer: boolean;
}): { current: number; completed: number } {
  if (facts.status !== 'Unappointed' && facts.status !== 'In Diagnosis') return { current: 5, completed: 5 };
  const completed = facts.jobNo ? 4 : facts.hasReportingMethod ? 3 : facts.hasChargeAnswer ? 2 : 1;
  return { current: completed + 1, completed };
}

/**
 * The work-order schema's shape of a stored repair. Columns win over the payload for what the
 * gateway searches on; the payload gives the journey's answers, with the schema's defaults when a
 * repair (a synthetic one, say) never recorded them.
 */
export function toWorkOrder(parts: WorkOrderParts): WorkOrder {
  const { row, payload: p } = parts;
  const flag = (name: string) => p[name] === true;
  const answer = (name: string): boolean | null => (typeof p[name] === 'boolean' ? (p[name] as boolean) : null);
  const text = (name: string): string | null => (typeof p[name] === 'string' ? (p[name] as string) : null);
  const selfServe = row.channel === 'CustomerSelfService';
  const reportingMethod = (text('reportingMethod') ??
    (selfServe ? 'Customer Self-Serve' : 'Telephone')) as ReportingMethod;
  const reportedBy = (text('reportedBy') ?? 'Customer') as ReporterRelationship;
  const chargeCustomer = answer('chargeCustomer');
  const workOrder: WorkOrder = {
    id: row.id,
    originalWorkOrderIdentifier: row.original_work_order_id,
    jobNo: row.job_no,
    caseIdentifier: text('caseIdentifier'),
    customerIdentifier: row.customer_id,
    assetIdentifier: row.asset_id,
    premisesId: parts.premisesId,
    premisesUniqueReference: parts.premisesUniqueReference,
    contractor: row.contractor_site,
    contractorName: parts.contractorName,
    contractorPhoneNumber: parts.contractorPhoneNumber,
    eTag: row.etag,
    channel: row.channel as WorkOrder['channel'],
    siteIndentifire: row.contractor_site,
    isDraft: row.is_draft,
    isSupplementary: answer('isSupplementary'),
    isVandalism: answer('isVandalism'),
    isCovidSelfIsolated: answer('isCovidSelfIsolated'),
    isEmergency: row.is_emergency,
    isSubmitted: answer('isSubmitted') ?? !row.is_draft,
    isOutOfHours: flag('isOutOfHours'),
    isRecall: row.is_recall,
    isDampAndMould: answer('isDampAndMould'),
    isEMA: flag('isEMA'),
    isCatalyst: flag('isCatalyst'),
    isInDefect: flag('isInDefect'),
    isPotentialDuplicate: flag('isPotentialDuplicate'),
    isVulnerable: answer('isVulnerable'),
    isCommunal: answer('isCommunal') ?? row.area !== 'Property',
    riskToHumanLife: flag('riskToHumanLife'),
    chargeCustomer,
    notifyAll: flag('notifyAll'),
    premisesAddress: parts.premisesAddress,
    premisesType: parts.premisesType,
    premisesTypeId: row.premises_type_id,
    area: row.area as WorkOrder['area'],
    trade: row.trade,
    repairLocation: row.repair_location,
    repairLocationId: row.repair_location_id,
    repairReason: text('repairReason'),
    description: row.description,
    additionalInformation: text('additionalInformation'),
    sorCode: row.sor_code,
    originalWorkOrderSorCode: text('originalWorkOrderSorCode'),
    repairCause: (text('repairCause') as WorkOrder['repairCause']) ?? null,
    repairCauseId: (typeof p.repairCauseId === 'number' ? p.repairCauseId : null) as WorkOrder['repairCauseId'],
    crimeReferenceNumber: text('crimeReferenceNumber'),
    VulnerableResponseText: text('VulnerableResponseText'),
    priority: priorityLabel({ code: row.priority, isOutOfHours: flag('isOutOfHours'), isRecall: row.is_recall }),
    priorityCode: (['EME', 'NA', 'DM', 'DME'].includes(row.priority)
      ? row.priority
      : null) as WorkOrder['priorityCode'],
    status: row.status,
    raisedDate: row.raised_date.toISOString(),
    completedDate: isoOrNull(row.completed_date),
    appointmentDate: isoOrNull(row.appointment_start),
    appointmentStartDate: isoOrNull(row.appointment_start),
    appointmentEndDate: isoOrNull(row.appointment_end),
    lastAppointmentCreatedDate: text('lastAppointmentCreatedDate'),
    reportingMethod,
    reportingMethodId: REPORTING_METHOD_IDS[reportingMethod] ?? 4,
    reportedBy,
    reportedById: REPORTER_IDS[reportedBy] ?? 1,
    reporterToBeContacted: answer('reporterToBeContacted') ?? !row.is_draft,
    customerName: (p.customerName as PersonName | undefined) ?? parts.customerName,
    raisedBy: row.raised_by,
    documents: { documentIdentifiers: parts.documentIds.slice(0, 5) as WorkOrder['documents']['documentIdentifiers'] },
    eligibilityOutcomes: Array.isArray(p.eligibilityOutcomes)
      ? (p.eligibilityOutcomes as WorkOrder['eligibilityOutcomes'])
      : [],
    assessmentInformation: (p.assessmentInformation as WorkOrder['assessmentInformation']) ?? null,
    additionalInfo: row.additional_info,
    progress: draftProgress({
      status: row.status,
      jobNo: row.job_no,
      hasReportingMethod: text('reportingMethod') !== null,
      hasChargeAnswer: chargeCustomer !== null,
    }),
  };
  if (p.reporterContactDetails)
    workOrder.reporterContactDetails = p.reporterContactDetails as WorkOrder['reporterContactDetails'];
  if (Array.isArray(p.staffContactEmails)) workOrder.staffContactEmails = p.staffContactEmails as string[];
  return workOrder;
}
