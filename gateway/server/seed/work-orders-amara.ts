import type { AssessmentInformation } from '../../../schemas/generated/types';
import { CONTRACTOR } from './contractors';
import { DEMOBILISED_SITE } from './configuration';
import type { SeedCalendar } from './dates';
import { PERSONA } from './personas';
import type { WorkOrderSpec } from './work-order-builder';

const amara = PERSONA.amara;
const ids = amara.workOrders;
const home = { resident: amara, assetId: amara.houseAssetId, area: 'Property' as const };
const hub1 = { id: CONTRACTOR.hubRepairs, site: 'HUB1-REP' };
const apex = { id: CONTRACTOR.apex, site: 'APX-EAST' };
const gas = { id: CONTRACTOR.capitalGas, site: 'CGH-01' };

/** Ids of Amara's repairs beyond the named ones in PERSONA.amara.workOrders. */
export const AMARA_RECALLED_ORIGINAL = 'WO-100120';

export const MOULD_ASSESSMENT: AssessmentInformation = {
  assessmentTypeId: 47,
  assessmentDescription: 'Damp, Mould and Condensation',
  assessmentOutcome: { priorityLevel: 'MEDIUM', score: 14, type: 'DampAndMould' },
  supplementaryQuestionResponses: [
    {
      questionId: 'q1_1',
      questionLabel: 'Where in your home is the damp or mould?',
      responseId: ['2'],
      responseValue: 'Bedroom',
    },
    {
      questionId: 'q2_1',
      questionLabel: 'How much of the wall or ceiling is affected?',
      responseId: ['2'],
      responseValue: 'Up to one square metre',
    },
    {
      questionId: 'q7_1',
      questionLabel: 'Does anyone who lives with you have any of these?',
      responseId: ['4'],
      responseValue: 'A child under 5 or someone who is pregnant',
    },
  ],
};

/**
 * Amara's 36 repairs: every non-catalyst status, each channel, emergencies, a recall, media, and
 * an appointed repair for each answer of the reschedule and cancel eligibility checks.
 */
export function amaraWorkOrders(c: SeedCalendar): WorkOrderSpec[] {
  const named: WorkOrderSpec[] = [
    {
      ...home,
      id: ids.draft,
      reasonId: 'RR-1103',
      status: 'In Diagnosis',
      // Her newest repair at any hour: after the emergency raised at 21:15 yesterday.
      raised: c.hoursAgo(1),
      description: 'The radiator in the front bedroom stays cold. The others work.',
    },
    {
      ...home,
      id: ids.unappointedIntegrated,
      reasonId: 'RR-0301',
      status: 'Unappointed',
      raised: c.at(-2, 10, 12),
      contractor: hub1,
      // She reported it as a possible duplicate: reporting a dripping tap again shows SSR075a for it.
      potentialDuplicate: true,
      description: 'The cold tap in the kitchen drips all the time. It gets worse at night.',
    },
    {
      ...home,
      id: ids.appointedIn3Days,
      reasonId: 'RR-0201',
      status: 'Appointed',
      raised: c.at(-6, 14, 30),
      contractor: hub1,
      appointment: [c.at(3, 8), c.at(3, 12)],
      description: "The back bedroom door sticks on the frame. It won't shut properly.",
    },
    {
      ...home,
      id: ids.appointedToday,
      reasonId: 'RR-1202',
      status: 'Appointed',
      raised: c.at(-9, 11),
      contractor: apex,
      appointment: [c.at(0, 13), c.at(0, 18)],
      description: 'The double socket by the TV has stopped working. Nothing else is affected.',
    },
    {
      ...home,
      id: ids.inProgress,
      reasonId: 'RR-0104',
      status: 'In Progress',
      raised: c.at(-12, 9, 40),
      contractor: apex,
      appointment: [c.at(0, 8), c.at(0, 12)],
      description: 'The electric shower runs cold after a minute. It started last week.',
    },
    {
      ...home,
      id: ids.completedRecallEligible,
      reasonId: 'RR-0107',
      status: 'Completed',
      raised: c.monthsAgo(2, 12),
      contractor: hub1,
      appointment: [c.monthsAgo(2, 0, 8), c.monthsAgo(2, 0, 12)],
      finished: c.monthsAgo(2, 0, 11, 20),
      description: 'The bathroom washbasin leaks from the waste pipe. There is water on the floor each morning.',
    },
    {
      ...home,
      id: ids.completed8MonthsAgo,
      reasonId: 'RR-0303',
      status: 'Completed',
      raised: c.monthsAgo(8, 15),
      contractor: hub1,
      appointment: [c.monthsAgo(8, 0, 8), c.monthsAgo(8, 0, 12)],
      finished: c.monthsAgo(8, 0, 10, 45),
      description: 'Two kitchen cupboard doors have come off their hinges. The hinges look broken.',
    },
    {
      ...home,
      id: ids.cancelled,
      reasonId: 'RR-0601',
      status: 'Cancelled',
      raised: c.at(-21, 16),
      finished: c.at(-14, 9, 30),
      contractor: hub1,
      description: 'A fence panel at the back of the garden blew down. My neighbour has now fixed it.',
    },
    {
      ...home,
      id: ids.emergency,
      reasonId: 'RR-1102',
      status: 'Unappointed',
      raised: c.at(-1, 21, 15),
      contractor: gas,
      outOfHours: true,
      description: 'No heating or hot water since this evening. The boiler shows fault F28.',
    },
    {
      ...home,
      id: ids.ergoChannel,
      reasonId: 'RR-0803',
      status: 'Pending Approval',
      raised: c.at(-35, 12),
      channel: 'ERGO',
      contractor: hub1,
      raisedBy: 'ERGO agent 4471',
      description: 'Living room window double glazing is misted between the panes. Reported by phone.',
    },
    {
      ...home,
      id: ids.withPhotos,
      reasonId: 'RR-1902',
      status: 'On Hold',
      raised: c.at(-40, 10),
      contractor: hub1,
      appointment: [c.at(-30, 8), c.at(-30, 12)],
      assessment: MOULD_ASSESSMENT,
      description: 'Black mould on the bedroom wall behind the wardrobe. It comes back after cleaning.',
    },
    {
      ...home,
      id: ids.withPdf,
      reasonId: 'RR-0701',
      status: 'Completed',
      raised: c.monthsAgo(4, 6),
      contractor: apex,
      appointment: [c.monthsAgo(4, 5, 8), c.monthsAgo(4, 5, 12)],
      finished: c.monthsAgo(4, 5, 11),
      description: 'Rain is coming through the bathroom ceiling. It drips into a bucket when it rains hard.',
    },
    {
      ...home,
      id: ids.withInappropriateMedia,
      reasonId: 'RR-0402',
      status: 'Unappointed',
      raised: c.at(-10, 15),
      contractor: hub1,
      description: 'A long crack has appeared across the living room ceiling. It is getting wider.',
    },
    {
      ...home,
      id: ids.recall,
      reasonId: 'RR-0102',
      status: 'Appointed',
      raised: c.at(-4, 9),
      contractor: hub1,
      recallOf: AMARA_RECALLED_ORIGINAL,
      emergency: false,
      appointment: [c.at(5, 8), c.at(5, 12)],
      description: 'The toilet is blocking again. It was cleared three months ago.',
    },
    {
      ...home,
      id: ids.demobilisedSite,
      reasonId: 'RR-1303',
      status: 'Unappointed',
      raised: c.at(-8, 13),
      contractor: { id: CONTRACTOR.hubRepairs, site: DEMOBILISED_SITE },
      description: 'The overflow pipe above the back door drips constantly. It is making the wall green.',
    },
    {
      ...home,
      id: ids.appointedNonIntegrated,
      reasonId: 'RR-0601',
      status: 'Appointed',
      raised: c.at(-5, 11),
      contractor: { id: CONTRACTOR.greenway, site: 'GRN-01' },
      appointment: [c.at(4, 8), c.at(4, 12)],
      description: 'The fence post by the shed has rotted. Two panels now lean over the path.',
    },
    {
      ...home,
      id: ids.appointedEmergency,
      reasonId: 'RR-1104',
      status: 'Appointed',
      raised: c.at(-2, 8, 20),
      contractor: gas,
      appointment: [c.at(1, 8), c.at(1, 12)],
      description: 'The boiler drips from underneath and the pressure drops to zero overnight.',
    },
    {
      ...home,
      id: ids.appointedByManagingAgent,
      reasonId: 'RR-0702',
      status: 'Appointed',
      raised: c.at(-7, 15),
      contractor: { id: CONTRACTOR.riversideEma, site: 'EMA-RIV' },
      ema: true,
      appointment: [c.at(6, 8), c.at(6, 12)],
      description: 'Two roof tiles have slipped above the back bedroom. The managing agent is arranging the visit.',
    },
  ];
  return [...named, ...history(c)];
}

/** Older repairs over Amara's tenancy, so that the history pages, sorts and filters have volume. */
function history(c: SeedCalendar): WorkOrderSpec[] {
  const done = (
    id: string,
    reasonId: string,
    months: number,
    description: string,
    extra: Partial<WorkOrderSpec> = {},
  ): WorkOrderSpec => ({
    ...home,
    id,
    reasonId,
    status: 'Completed',
    raised: c.monthsAgo(months, 9, 10),
    contractor: hub1,
    appointment: [c.monthsAgo(months, 2, 8), c.monthsAgo(months, 2, 12)],
    finished: c.monthsAgo(months, 2, 11),
    description,
    ...extra,
  });
  return [
    done(
      AMARA_RECALLED_ORIGINAL,
      'RR-0102',
      3,
      'The only toilet is blocked and will not flush. I have tried a plunger.',
      { emergency: false },
    ),
    done('WO-100116', 'RR-1203', 5, 'The kitchen ceiling light flickers and then goes off. New bulbs did not help.', {
      contractor: apex,
    }),
    done('WO-100117', 'RR-1901', 6, 'Damp patch on the wall under the front bedroom window. The paint is peeling.', {
      assessment: { ...MOULD_ASSESSMENT, assessmentOutcome: { priorityLevel: 'LOW', score: 6, type: 'DampAndMould' } },
    }),
    done('WO-100118', 'RR-0602', 7, 'The front path has a raised slab. My son tripped on it.', {
      channel: 'Northgate',
      raisedBy: 'Northgate import',
      trade: 'Unknown',
    }),
    done('WO-100119', 'RR-1001', 10, 'The front door lock is stiff and the key nearly snapped. Please come soon.', {
      noAccessVisit: [c.monthsAgo(10, 5, 8), c.monthsAgo(10, 5, 12)],
    }),
    done('WO-100121', 'RR-0105', 13, 'Several tiles above the bath are loose. One has fallen off.'),
    done('WO-100122', 'RR-0302', 15, 'The kitchen sink drains very slowly. It smells.', {
      channel: 'Northgate',
      raisedBy: 'Northgate import',
    }),
    done('WO-100123', 'RR-0603', 18, 'The garden gate latch is broken. The gate blows open.'),
    done('WO-100124', 'RR-1104', 22, 'The boiler is dripping water from underneath. The pressure keeps dropping.', {
      contractor: gas,
    }),
    done('WO-100125', 'RR-0802', 26, 'The kitchen window was smashed by a ball. Glass is on the floor.', {
      vandalism: { crimeReferenceNumber: 'CAD-4471-22' },
    }),
    done('WO-100126', 'RR-0401', 30, 'Floorboards in the hall move and creak. One has split.', {
      channel: 'ColleagueSelfService',
      raisedBy: 'Staff 30218',
    }),
    done('WO-100127', 'RR-0305', 36, 'The kitchen extractor fan makes a grinding noise and then stops.', {
      status: 'Closed',
    }),
    done('WO-100128', 'RR-1303', 44, 'The overflow drips into the garden. It has done so for weeks.', {
      status: 'Closed',
      channel: 'Northgate',
      raisedBy: 'Northgate import',
    }),
    done('WO-100129', 'RR-0502', 50, 'The smoke alarm in the hall beeps every minute. The battery is new.', {
      vulnerable: 'My son has asthma and wakes up when the alarm beeps.',
    }),
    {
      ...home,
      id: 'WO-100130',
      reasonId: 'RR-0703',
      status: 'Reported to EMA',
      raised: c.at(-16, 10),
      contractor: { id: CONTRACTOR.riversideEma, site: 'EMA-RIV' },
      ema: true,
      description: 'The gutter above the front door overflows. Water pours onto the step.',
    },
    {
      ...home,
      id: 'WO-100131',
      reasonId: 'RR-0202',
      status: 'Cancelled',
      raised: c.monthsAgo(11, 4),
      finished: c.monthsAgo(11, 1),
      description: 'Cracked plaster above the bedroom door. Raised twice by mistake.',
    },
    {
      ...home,
      id: 'WO-100132',
      reasonId: 'RR-0203',
      status: 'On Hold',
      raised: c.at(-25, 11),
      contractor: hub1,
      appointment: [c.at(-18, 8), c.at(-18, 12)],
      description: 'Wardrobe sliding door has come off its track. Parts are on order.',
    },
    {
      ...home,
      id: 'WO-100133',
      reasonId: 'RR-0905',
      status: 'Pending Approval',
      raised: c.at(-3, 17, 40),
      contractor: { id: CONTRACTOR.greenway, site: 'GRN-01' },
      description: 'Mice in the kitchen cupboards. We have seen droppings for a week.',
    },
  ];
}
