import { CONTRACTOR } from './contractors';
import type { SeedCalendar } from './dates';
import { PERSONA } from './personas';
import type { WorkOrderSpec } from './work-order-builder';

const { ben, chloe, dev, faye } = PERSONA;
const hub1 = { id: CONTRACTOR.hubRepairs, site: 'HUB1-REP' };
const hub2 = { id: CONTRACTOR.hubRepairs, site: 'HUB2-REP' };
const lifts = { id: CONTRACTOR.lifts, site: 'LFT-01' };
const ema = { id: CONTRACTOR.riversideEma, site: 'EMA-RIV' };
const greenway = { id: CONTRACTOR.greenway, site: 'GRN-01' };

/** Ben's repairs: his flat, the tower's communal areas and his garage. */
export function benWorkOrders(c: SeedCalendar): WorkOrderSpec[] {
  const flat = { resident: ben, assetId: ben.flatAssetId, area: 'Property' as const };
  const tower = { resident: ben, assetId: ben.towerAssetId, area: 'Block' as const };
  return [
    {
      ...flat,
      id: 'WO-200101',
      reasonId: 'RR-1105',
      status: 'Appointed',
      raised: c.at(-5, 19),
      contractor: hub1,
      appointment: [c.at(2, 12), c.at(2, 18)],
      description: 'The storage heater in the living room stays cold. The others are fine.',
    },
    {
      ...flat,
      id: 'WO-200102',
      reasonId: 'RR-0107',
      status: 'Completed',
      raised: c.monthsAgo(1, 20),
      contractor: hub1,
      appointment: [c.monthsAgo(1, 14, 8), c.monthsAgo(1, 14, 12)],
      finished: c.monthsAgo(1, 14, 10),
      description: 'The bathroom basin tap is loose and leaks at the base.',
    },
    {
      ...flat,
      id: 'WO-200103',
      reasonId: 'RR-0801',
      status: 'Unappointed',
      raised: c.at(-1, 8, 30),
      contractor: hub1,
      description: 'The bedroom window handle has snapped. The window will not lock.',
    },
    {
      ...flat,
      id: 'WO-200104',
      reasonId: 'RR-1801',
      status: 'Cancelled',
      raised: c.monthsAgo(5, 3),
      finished: c.monthsAgo(5, 1),
      description: 'The door entry handset in the flat does not ring. It started working again.',
    },
    {
      ...flat,
      id: 'WO-200105',
      reasonId: 'RR-0305',
      status: 'In Diagnosis',
      raised: c.hoursAgo(30),
      description: 'The bathroom extractor fan is very loud.',
    },
    {
      ...tower,
      id: 'WO-200201',
      reasonId: 'RR-1501',
      status: 'Appointed',
      raised: c.at(-1, 7, 45),
      contractor: lifts,
      appointment: [c.at(0, 14), c.at(0, 16)],
      description: 'The left-hand lift is stuck on the 4th floor. The doors do not open.',
    },
    {
      ...tower,
      id: 'WO-200202',
      reasonId: 'RR-1401',
      status: 'Completed',
      raised: c.monthsAgo(3, 2),
      contractor: hub1,
      appointment: [c.monthsAgo(2, 27, 8), c.monthsAgo(2, 27, 12)],
      finished: c.monthsAgo(2, 27, 9, 30),
      description: 'Lights on the 5th floor landing are out. It is dark on the stairs.',
    },
    {
      ...tower,
      id: 'WO-200203',
      reasonId: 'RR-1405',
      status: 'Unappointed',
      raised: c.at(-3, 18),
      contractor: hub1,
      description: 'The fire door on the 2nd floor does not close by itself. Someone has broken the closer.',
    },
    {
      ...tower,
      id: 'WO-200204',
      reasonId: 'RR-1602',
      status: 'Reported to EMA',
      raised: c.at(-6, 9),
      contractor: ema,
      ema: true,
      description: 'The refuse chute is blocked from the 3rd floor down. Bags are piling up.',
    },
    {
      resident: ben,
      assetId: ben.garageAssetId,
      area: 'Property',
      id: 'WO-200301',
      reasonId: 'RR-1002',
      status: 'Completed',
      raised: c.monthsAgo(7, 4),
      contractor: hub1,
      appointment: [c.monthsAgo(7, 0, 8), c.monthsAgo(7, 0, 12)],
      finished: c.monthsAgo(7, 0, 10),
      description: 'The garage up-and-over door will not close fully. The spring looks broken.',
    },
  ];
}

/** Chloe's communal repairs to her block, its divided block (east wing) and Elm Estate. */
export function chloeWorkOrders(c: SeedCalendar): WorkOrderSpec[] {
  const block = { resident: chloe, assetId: chloe.blockAssetId, area: 'Block' as const };
  const wing = { resident: chloe, assetId: chloe.dividedBlockAssetId, area: 'Divided block' as const };
  const estate = { resident: chloe, assetId: chloe.estateId, area: 'Estate' as const };
  return [
    {
      ...block,
      id: 'WO-300101',
      reasonId: 'RR-1402',
      status: 'Completed',
      raised: c.monthsAgo(2, 10),
      contractor: hub2,
      appointment: [c.monthsAgo(2, 5, 8), c.monthsAgo(2, 5, 12)],
      finished: c.monthsAgo(2, 5, 9),
      description: 'The main entrance door of Elm Court bangs shut. The closer is leaking oil.',
    },
    {
      ...block,
      id: 'WO-300102',
      reasonId: 'RR-0703',
      status: 'Appointed',
      raised: c.at(-7, 10),
      contractor: hub2,
      appointment: [c.at(4, 8), c.at(4, 12)],
      description: 'Gutter above the bin store overflows. Water runs down the wall.',
    },
    {
      ...wing,
      id: 'WO-300201',
      reasonId: 'RR-1403',
      status: 'Unappointed',
      raised: c.at(-2, 17),
      contractor: hub2,
      inDefect: true,
      vandalism: { crimeReferenceNumber: null },
      description: 'Graffiti sprayed on the east wing stairwell. It is offensive.',
    },
    {
      ...wing,
      id: 'WO-300202',
      reasonId: 'RR-1902',
      status: 'On Hold',
      raised: c.at(-30, 11),
      contractor: hub2,
      inDefect: true,
      appointment: [c.at(-20, 8), c.at(-20, 12)],
      description: 'Mould on the ceiling of the east wing landing. Roof works are needed first.',
    },
    {
      ...estate,
      id: 'WO-300301',
      reasonId: 'RR-1701',
      status: 'Appointed',
      raised: c.at(-4, 20),
      contractor: hub2,
      appointment: [c.at(1, 12), c.at(1, 18)],
      description: 'Two lamp posts by the estate car park are out. The path is dark.',
    },
    {
      ...estate,
      id: 'WO-300302',
      reasonId: 'RR-1702',
      status: 'Completed',
      raised: c.monthsAgo(5, 2),
      contractor: greenway,
      appointment: [c.monthsAgo(4, 20, 8), c.monthsAgo(4, 20, 16)],
      finished: c.monthsAgo(4, 20, 15),
      description: 'Hedges along Elm Road block the pavement. Pushchairs cannot pass.',
    },
    {
      ...estate,
      id: 'WO-300303',
      reasonId: 'RR-1705',
      status: 'Cancelled',
      raised: c.monthsAgo(9, 3),
      finished: c.monthsAgo(9, 1),
      description: 'Foxes are tearing open bin bags by the play area. The council has dealt with it.',
    },
  ];
}

/** Dev's catalyst repairs: the three triage statuses, on-hold contractor site, defects. */
export function devWorkOrders(c: SeedCalendar): WorkOrderSpec[] {
  const flat = { resident: dev, assetId: dev.flatAssetId, area: 'Property' as const, catalyst: true, inDefect: true };
  const block = { resident: dev, assetId: dev.blockAssetId, area: 'Block' as const, catalyst: true, inDefect: true };
  const builder = { id: CONTRACTOR.brickwell, site: 'BRK-W5' };
  return [
    {
      ...flat,
      id: 'WO-400101',
      reasonId: 'RR-2001',
      status: 'CATALYST_TRIAGE_DEFECT',
      raised: c.at(-3, 12),
      contractor: builder,
      raisedAsTriage: true,
      description: 'Cracks in the plaster around the kitchen door frame. The flat is less than two years old.',
    },
    {
      ...flat,
      id: 'WO-400102',
      reasonId: 'RR-2003',
      status: 'CATALYST_TRIAGE_TIER2',
      raised: c.at(-8, 9, 20),
      raisedAsTriage: true,
      description: 'The heating timer resets itself every night. The boiler then stays off.',
    },
    {
      ...block,
      id: 'WO-400201',
      reasonId: 'RR-2005',
      status: 'CATALYST_TRIAGE_EMA',
      raised: c.at(-11, 16),
      contractor: ema,
      ema: true,
      raisedAsTriage: true,
      description: 'Water is pooling in the Cedar House lobby after rain. The floor is slippery.',
    },
    {
      ...flat,
      id: 'WO-400103',
      reasonId: 'RR-2004',
      status: 'Unappointed',
      raised: c.at(-6, 10),
      contractor: { id: CONTRACTOR.westway, site: 'WWY-EAL' },
      description: 'The balcony door does not seal. There is a draught and rain gets in.',
    },
    {
      ...flat,
      id: 'WO-400104',
      reasonId: 'RR-1203',
      status: 'Completed',
      raised: c.monthsAgo(4, 10),
      contractor: { id: CONTRACTOR.westway, site: 'WWY-HIL' },
      appointment: [c.monthsAgo(4, 3, 8), c.monthsAgo(4, 3, 12)],
      finished: c.monthsAgo(4, 3, 10),
      catalyst: true,
      inDefect: false,
      description: 'The hallway light trips the electrics when switched on.',
    },
    {
      ...flat,
      id: 'WO-400105',
      reasonId: 'RR-2002',
      status: 'In Diagnosis',
      raised: c.hoursAgo(20),
      raisedAsTriage: true,
      description: 'Small leak under the kitchen sink from a new pipe joint.',
    },
  ];
}

/** Faye's one repair since she moved in: a cold radiator, the engineer on site today. */
export function fayeWorkOrders(c: SeedCalendar): WorkOrderSpec[] {
  return [
    {
      resident: faye,
      assetId: faye.flatAssetId,
      area: 'Property',
      id: faye.workOrders.inProgress,
      reasonId: 'RR-1103',
      status: 'In Progress',
      raised: c.at(-6, 19, 15),
      contractor: hub1,
      appointment: [c.at(0, 8), c.at(0, 12)],
      description: 'The radiator in the bedroom stays cold. The others in the flat are warm.',
    },
  ];
}
