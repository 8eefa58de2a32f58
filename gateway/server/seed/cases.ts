import type { Insertable } from 'kysely';
import type { CaseActivitiesTable, CasesTable, ComplianceRecordsTable } from '../db/tables';
import { CASE_TYPE } from './case-types';
import type { SeedCalendar } from './dates';
import { PERSONA } from './personas';

const { amara, ben, chloe, dev, erin, faye } = PERSONA;

type Answer = { questionId: string; responseId: string[] } | { questionId: string; responseText: string };

function serviceCase(
  id: string,
  reference: string,
  persona: { customerId: string; givenName: string; mobilePhone?: string; homePhone?: string },
  assetId: string,
  tenancyId: string,
  type: { id: string; description: string },
  assignee: string,
  status: CasesTable['status'],
  createdDate: Date,
  description: string,
  answers: Answer[],
): Insertable<CasesTable> {
  return {
    id,
    case_reference_number: reference,
    customer_id: persona.customerId,
    asset_id: assetId,
    tenancy_id: tenancyId,
    case_type_id: type.id,
    case_type_description: type.description,
    assignee,
    status,
    created_date: createdDate,
    description,
    additional_info: JSON.stringify(answers),
    contact_details: JSON.stringify({
      phoneNumber: persona.mobilePhone ?? persona.homePhone ?? null,
      name: persona.givenName,
      relationId: 1,
      relation: 'Customer',
    }),
  };
}

/**
 * Service requests. Amara has one of each status (Active, Resolved, Cancelled); the answers
 * use the question and option ids of the seeded case types.
 */
export function cases(c: SeedCalendar): Insertable<CasesTable>[] {
  const ids = amara.cases;
  return [
    serviceCase(
      ids.active,
      'CRN-100001',
      amara,
      amara.houseAssetId,
      amara.tenancyId,
      { id: CASE_TYPE.pestReport, description: 'Pest report' },
      'Estate Services Enquiries',
      'Active',
      c.at(-2, 8, 25),
      'Mice in the kitchen cupboards.',
      [
        { questionId: 'q1', responseId: ['1'] },
        { questionId: 'q2', responseId: ['N'] },
        { questionId: 'q3', responseText: 'Kitchen cupboards and under the sink.' },
      ],
    ),
    serviceCase(
      ids.resolved,
      'CRN-100002',
      amara,
      amara.houseAssetId,
      amara.tenancyId,
      { id: CASE_TYPE.rentQuery, description: 'Rent query' },
      'incomes officer',
      'Resolved',
      c.monthsAgo(3, 10),
      'Question about a Universal Credit payment.',
      [
        { questionId: 'q1', responseId: ['4'] },
        { questionId: 'q4', responseText: 'My Universal Credit payment in March does not show on my account.' },
      ],
    ),
    serviceCase(
      ids.cancelled,
      'CRN-100003',
      amara,
      amara.houseAssetId,
      amara.tenancyId,
      { id: CASE_TYPE.changeOfHousehold, description: 'Change of household' },
      'neighbourhood manager',
      'Cancelled',
      c.monthsAgo(9, 5),
      'My sister moved in; she has since moved out again.',
      [
        { questionId: 'q1', responseId: ['1'] },
        { questionId: 'q2', responseId: ['N'] },
        { questionId: 'q6', responseText: 'Grace Okafor, moved in on the 3rd.' },
      ],
    ),
    serviceCase(
      'CAS-200001',
      'CRN-200001',
      ben,
      ben.towerAssetId,
      ben.flatTenancyId,
      { id: CASE_TYPE.lostFob, description: 'Lost fob' },
      'Estate Services Enquiries',
      'Active',
      c.at(-5, 18),
      'Lost my door entry fob.',
      [
        { questionId: 'q1', responseId: ['L'] },
        { questionId: 'q2', responseId: ['1'] },
        { questionId: 'q3', responseId: ['C'] },
        { questionId: 'q4', responseText: 'I can collect it on Saturday.' },
      ],
    ),
    serviceCase(
      'CAS-300001',
      'CRN-300001',
      chloe,
      chloe.blockAssetId,
      chloe.tenancyId,
      { id: CASE_TYPE.serviceChargeQuery, description: 'Service charge query' },
      'Leasehold Team',
      'Resolved',
      c.monthsAgo(2, 20),
      'Balancing charge on the year-end accounts.',
      [
        { questionId: 'q1', responseId: ['2'] },
        { questionId: 'q2', responseText: 'Why is the cleaning cost higher than the estimate?' },
      ],
    ),
    serviceCase(
      'CAS-400001',
      'CRN-400001',
      dev,
      dev.flatAssetId,
      dev.tenancyId,
      { id: CASE_TYPE.antiSocialBehaviour, description: 'Anti-social behaviour' },
      'neighbourhood manager',
      'Active',
      c.at(-9, 22, 10),
      'Loud music late at night from the flat above.',
      [
        { questionId: 'q1', responseId: ['N'] },
        { questionId: 'q2', responseId: ['1'] },
        { questionId: 'q3', responseId: ['N'] },
        { questionId: 'q5', responseText: 'Music until 3am most weekends for a month.' },
      ],
    ),
  ];
}

/** The activity sub-type the portal shows on a case (ACC-GWY-31). */
export const DAMP_TRIAGE = 'Damp, Mould and Condensation Triage';

/**
 * Actions on cases. The officer who came about Amara's mice saw mould on the bedroom wall and
 * opened a damp, mould and condensation triage action on that (Active) case; an earlier triage,
 * raised when she called about her rent, was completed. A call-back action on the active case
 * is of another sub-type, so the triage filter has something to leave out.
 */
export function caseActivities(c: SeedCalendar): Insertable<CaseActivitiesTable>[] {
  const { openDampTriage, completedDampTriage, callBack } = amara.caseActions;
  return [
    {
      id: openDampTriage,
      case_id: amara.cases.active,
      activity_type: 'Action',
      sub_type: DAMP_TRIAGE,
      status: 'Open',
      created_date: c.at(-1, 14, 5),
      completed_date: null,
    },
    {
      id: completedDampTriage,
      case_id: amara.cases.resolved,
      activity_type: 'Action',
      sub_type: DAMP_TRIAGE,
      status: 'Completed',
      created_date: c.monthsAgo(3, 8),
      completed_date: c.monthsAgo(3, 1),
    },
    {
      id: callBack,
      case_id: amara.cases.active,
      activity_type: 'Action',
      sub_type: 'Call back',
      status: 'Open',
      created_date: c.at(-2, 9),
      completed_date: null,
    },
  ];
}

/**
 * Gas and electrical safety records: Amara's gas service is overdue, Ben's EICR is overdue,
 * Chloe's boiler is decommissioned (so not overdue), Dev's and Erin's are up to date.
 */
export function complianceRecords(c: SeedCalendar): Insertable<ComplianceRecordsTable>[] {
  const gas = 'Annual Domestic Gas Servicing';
  const record = (
    id: string,
    assetId: string,
    type: string,
    due: Date,
    actual: Date | null,
    outcome: string | null,
    equipment: string,
    contractor: [string, string],
    decommissioned: string | null = null,
  ): Insertable<ComplianceRecordsTable> => ({
    id,
    asset_id: assetId,
    compliance_type: type,
    visit_due: due,
    visit_actual: actual,
    visit_outcome: outcome,
    equipment_type: equipment,
    date_decommissioned: decommissioned,
    contractor_name: contractor[0],
    contractor_number: contractor[1],
  });
  const capital: [string, string] = ['Capital Gas & Heating', '02079460555'];
  const sparks: [string, string] = ['Sparks Electrical Compliance', '02079460633'];
  return [
    record(amara.gasComplianceId, amara.houseAssetId, gas, c.at(-21, 9), null, null, 'Gas boiler', capital),
    record(
      'CMP-100002',
      amara.houseAssetId,
      gas,
      c.monthsAgo(12, 21, 9),
      c.monthsAgo(12, 24, 10),
      'Pass',
      'Gas boiler',
      capital,
    ),
    record(
      'CMP-100003',
      amara.houseAssetId,
      gas,
      c.monthsAgo(24, 21, 9),
      c.monthsAgo(24, 20, 14),
      'Pass',
      'Gas boiler',
      capital,
    ),
    record(
      ben.eicrComplianceId,
      ben.flatAssetId,
      'EICR 5Y',
      c.monthsAgo(2, 0, 9),
      null,
      null,
      'Electrical installation',
      sparks,
    ),
    record(
      'CMP-100005',
      ben.flatAssetId,
      'EICR 5Y',
      c.monthsAgo(62, 0, 9),
      c.monthsAgo(62, 3, 11),
      'Satisfactory',
      'Electrical installation',
      sparks,
    ),
    record('CMP-100006', chloe.flatAssetId, gas, c.monthsAgo(1, 0, 9), null, null, 'Gas boiler', capital, c.date(-50)),
    record('CMP-100007', dev.flatAssetId, gas, c.monthsAgo(-5, 0, 9), null, null, 'Gas boiler', capital),
    record(
      'CMP-100008',
      dev.flatAssetId,
      gas,
      c.monthsAgo(7, 0, 9),
      c.monthsAgo(7, 2, 10),
      'Pass',
      'Gas boiler',
      capital,
    ),
    record('CMP-100009', erin.houseAssetId, gas, c.monthsAgo(-3, 0, 9), null, null, 'Gas boiler', capital),
    record(
      'CMP-100010',
      dev.flatAssetId,
      'EICR 5Y',
      c.monthsAgo(-40, 0, 9),
      null,
      null,
      'Electrical installation',
      sparks,
    ),
    // Faye's flat: the gas safety check made before it was let to her, and the next one, due in 9 months.
    record(
      'CMP-100012',
      faye.flatAssetId,
      gas,
      c.monthsAgo(faye.tenancyMonths, 5, 9),
      c.monthsAgo(faye.tenancyMonths, 6, 11),
      'Pass',
      'Gas boiler',
      capital,
    ),
    record(faye.gasComplianceId, faye.flatAssetId, gas, c.monthsAgo(-9, 0, 9), null, null, 'Gas boiler', capital),
  ];
}
