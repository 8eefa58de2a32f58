import type { Insertable } from 'kysely';
import type { AssessmentInformation, Channel, PriorityCode, RepairStatus } from '../../../schemas/generated/types';
import type { WorkOrderHistoryTable, WorkOrdersTable } from '../db/tables';
import { seedEtag } from './people';
import { COMMUNAL_REPAIR_REASONS } from './repair-reasons-communal';
import { HOME_REPAIR_REASONS } from './repair-reasons-home';

const REASONS = new Map([...HOME_REPAIR_REASONS, ...COMMUNAL_REPAIR_REASONS].map((r) => [r.id, r]));
const HOUR = 3_600_000;
const DRAFT_LIFETIME_HOURS = 48;

export interface Resident {
  customerId: string;
  title: string;
  givenName: string;
  surname: string;
  mobilePhone?: string;
  homePhone?: string;
}

/** What a demo repair looks like; everything else follows from the status and the reason. */
export interface WorkOrderSpec {
  id: string;
  resident: Resident;
  assetId: string;
  area: 'Property' | 'Block' | 'Estate' | 'Divided block';
  reasonId: string;
  description: string;
  status: RepairStatus;
  raised: Date;
  channel?: Channel;
  priority?: PriorityCode;
  contractor?: { id: string; site: string };
  appointment?: [Date, Date];
  /** When it was completed, closed or cancelled. */
  finished?: Date;
  trade?: string;
  emergency?: boolean;
  outOfHours?: boolean;
  recallOf?: string;
  vandalism?: { crimeReferenceNumber: string | null };
  vulnerable?: string;
  assessment?: AssessmentInformation;
  ema?: boolean;
  catalyst?: boolean;
  inDefect?: boolean;
  raisedAsTriage?: boolean;
  /** Reported as a potential duplicate of another repair (the duplicate page shows SSR075a for it). */
  potentialDuplicate?: boolean;
  /** An extra "no access" visit before the final one. */
  noAccessVisit?: [Date, Date];
  raisedBy?: string;
  caseIdentifier?: string;
}

export interface BuiltWorkOrder {
  row: Insertable<WorkOrdersTable>;
  history: Insertable<WorkOrderHistoryTable>[];
}

const APPOINTED_STATUSES: RepairStatus[] = ['Appointed', 'In Progress', 'On Hold', 'Completed', 'Closed'];

/**
 * A work order row and its history events. Columns hold what the gateway searches on (the
 * `priority` column holds the priority code); `payload` holds the remaining fields of the
 * work-order schema under their schema names.
 */
export function buildWorkOrder(spec: WorkOrderSpec): BuiltWorkOrder {
  const reason = REASONS.get(spec.reasonId);
  if (!reason) throw new Error(`Work order ${spec.id} names an unknown repair reason ${spec.reasonId}.`);
  const isDraft = spec.status === 'In Diagnosis';
  const channel = spec.channel ?? 'CustomerSelfService';
  const emergency = spec.emergency ?? reason.priority === 'EME';
  const priority = spec.priority ?? (emergency ? 'EME' : 'NA');
  const fullName = `${spec.resident.givenName} ${spec.resident.surname}`;
  const appointment = spec.appointment ?? null;
  const phone = spec.resident.mobilePhone ?? spec.resident.homePhone ?? null;
  const row: Insertable<WorkOrdersTable> = {
    id: spec.id,
    customer_id: spec.resident.customerId,
    asset_id: spec.assetId,
    job_no: isDraft ? null : `JOB-${600000 + Number(spec.id.replace(/\D/g, '').slice(-6))}`,
    status: spec.status,
    priority,
    channel,
    raised_date: spec.raised,
    completed_date: spec.status === 'Completed' || spec.status === 'Closed' ? (spec.finished ?? null) : null,
    appointment_start: appointment?.[0] ?? null,
    appointment_end: appointment?.[1] ?? null,
    sor_code: reason.sor_code,
    trade: spec.trade ?? reason.trade,
    description: spec.description,
    repair_location: reason.repair_location,
    repair_location_id: reason.repair_location_id,
    area: spec.area,
    contractor_id: spec.contractor?.id ?? null,
    contractor_site: spec.contractor?.site ?? null,
    is_draft: isDraft,
    is_emergency: emergency,
    is_recall: spec.recallOf !== undefined,
    original_work_order_id: spec.recallOf ?? null,
    raised_by: spec.raisedBy ?? (channel === 'CustomerSelfService' ? fullName : null),
    etag: seedEtag(spec.id),
    draft_expires_at: isDraft ? new Date(spec.raised.getTime() + DRAFT_LIFETIME_HOURS * HOUR) : null,
    payload: JSON.stringify({
      caseIdentifier: spec.caseIdentifier ?? null,
      isSupplementary: reason.additional_data ? true : null,
      isVandalism: spec.vandalism !== undefined,
      isCovidSelfIsolated: false,
      isSubmitted: !isDraft,
      isOutOfHours: spec.outOfHours ?? false,
      isDampAndMould: spec.assessment !== undefined || /^PRO(DAMP|MOULD)$/.test(reason.sor_code),
      isEMA: spec.ema ?? false,
      isCatalyst: spec.catalyst ?? false,
      isInDefect: spec.inDefect ?? false,
      isPotentialDuplicate: spec.potentialDuplicate ?? false,
      isVulnerable: spec.vulnerable !== undefined,
      isCommunal: spec.area !== 'Property',
      isRaisedAsTriage: spec.raisedAsTriage ?? false,
      riskToHumanLife: false,
      chargeCustomer: false,
      notifyAll: false,
      repairReason: reason.description,
      additionalInformation: null,
      originalWorkOrderSorCode: null,
      repairCause: spec.vandalism ? 'Vandalism or Damage' : 'General Wear and Tear',
      repairCauseId: spec.vandalism ? 4 : 1,
      crimeReferenceNumber: spec.vandalism?.crimeReferenceNumber ?? null,
      VulnerableResponseText: spec.vulnerable ?? null,
      lastAppointmentCreatedDate: appointment ? new Date(spec.raised.getTime() + HOUR).toISOString() : null,
      reportingMethod: channel === 'CustomerSelfService' ? 'Customer Self-Serve' : 'Telephone',
      reportingMethodId: channel === 'CustomerSelfService' ? 4 : 1,
      reportedBy: 'Customer',
      reportedById: 1,
      reporterToBeContacted: !isDraft,
      reporterContactDetails: isDraft
        ? null
        : {
            name: { title: null, givenName: spec.resident.givenName, surname: null },
            contactNumber: phone,
            organisation: null,
          },
      customerName: { title: spec.resident.title, givenName: spec.resident.givenName, surname: spec.resident.surname },
      staffContactEmails: [],
      eligibilityOutcomes: [],
      assessmentInformation: spec.assessment ?? null,
    }),
    created_at: spec.raised,
    updated_at: spec.finished ?? spec.raised,
  };
  return { row, history: historyOf(spec, appointment) };
}

function historyOf(spec: WorkOrderSpec, appointment: [Date, Date] | null): Insertable<WorkOrderHistoryTable>[] {
  if (spec.status === 'In Diagnosis') return []; // a draft has no events: the details page shows Draft
  const events: { code: string; at: Date; slot?: [Date, Date] }[] = [];
  const later = (hours: number) => new Date(spec.raised.getTime() + hours * HOUR);
  events.push({ code: spec.status === 'Pending Approval' ? 'APCREATE10' : 'APCREATE01', at: later(0.05) });
  if (spec.noAccessVisit) {
    events.push({ code: 'AUPDATE01', at: later(1), slot: spec.noAccessVisit });
    events.push({ code: 'NOACCESS', at: spec.noAccessVisit[1], slot: spec.noAccessVisit });
  }
  if (appointment && APPOINTED_STATUSES.includes(spec.status)) {
    const booked = spec.noAccessVisit ? new Date(spec.noAccessVisit[1].getTime() + HOUR) : later(1);
    events.push({ code: spec.recallOf ? 'AUPDATE02' : 'AUPDATE01', at: booked, slot: appointment });
  }
  const finished = spec.finished ?? later(2);
  switch (spec.status) {
    case 'Unappointed':
      events.push({ code: 'Unappointed', at: later(1) });
      break;
    case 'Reported to EMA':
      events.push({ code: 'ReportedToEMA', at: later(1) });
      break;
    case 'In Progress':
      if (appointment) events.push({ code: 'AUPDATE05', at: appointment[0], slot: appointment });
      break;
    case 'On Hold':
      if (appointment) events.push({ code: 'ENGOS03', at: appointment[1], slot: appointment });
      break;
    case 'Completed':
    case 'Closed':
      events.push({ code: 'Completed', at: finished });
      break;
    case 'Cancelled':
      events.push({ code: 'Cancelled', at: finished });
      break;
    default:
      break;
  }
  return events.map((event, i) => ({
    work_order_id: spec.id,
    identifier: `${spec.id}-H${i + 1}`,
    sub_type: event.code,
    create_date_time: event.at,
    appointment_start: event.slot?.[0] ?? null,
    appointment_end: event.slot?.[1] ?? null,
  }));
}
