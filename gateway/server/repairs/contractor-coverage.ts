import { CONTRACTOR } from '../seed/contractors';
import { PERSONA } from '../seed/personas';

/**
 * Specialist trades: only a contractor naming them takes them, never a general repairs contractor
 * or a builder ('any' trade).
 */
export const SPECIALIST_TRADES = ['Pest control', 'Grounds maintenance', 'Lift engineer', 'Asbestos specialist'];

/** What work a contractor takes, where, and from which site. */
export interface ContractorCoverage {
  contractorId: string;
  /** Trades taken ('any' for a general repairs contractor: every trade but the specialist ones); a named trade wins over 'any'. */
  trades: string[] | 'any';
  /** Regions served ('any' for all of them). */
  regions: string[] | 'any';
  /** True when the contractor takes emergencies (EME). */
  emergencies: boolean;
  /** The site serving each borough, or one site for every borough. */
  sites: Record<string, string> | string;
  /** builder: takes the repairs of homes in their defects period; ema: manages the listed assets' communal parts. */
  role?: 'builder' | 'ema';
  /** For an estate managing agent: the blocks and estates it manages. */
  managedAssets?: string[];
  /** True when residents must phone the contractor themselves (eligibility code E25). */
  contactDirectly?: boolean;
}

/**
 * Who covers what in the demo world (the contractors of seed/contractors.ts). Order matters among
 * equals: the first match is offered first. Summit Roofing no longer takes work (inactive), so it
 * is never chosen although listed.
 */
export const CONTRACTOR_COVERAGE: ContractorCoverage[] = [
  {
    contractorId: CONTRACTOR.riversideEma,
    trades: 'any',
    regions: 'any',
    emergencies: true,
    sites: 'EMA-RIV',
    role: 'ema',
    managedAssets: [PERSONA.ben.towerAssetId, PERSONA.dev.blockAssetId],
  },
  {
    contractorId: CONTRACTOR.brickwell,
    trades: 'any',
    regions: ['West London', 'South London'],
    emergencies: true,
    sites: 'BRK-W5',
    role: 'builder',
  },
  {
    contractorId: CONTRACTOR.lifts,
    trades: ['Lift engineer'],
    regions: 'any',
    emergencies: true,
    sites: 'LFT-01',
    contactDirectly: true,
  },
  {
    contractorId: CONTRACTOR.capitalGas,
    trades: ['Gas', 'Heating'],
    regions: 'any',
    emergencies: true,
    sites: 'CGH-01',
  },
  {
    contractorId: CONTRACTOR.greenway,
    trades: ['Pest control', 'Grounds maintenance'],
    regions: ['East London', 'South London'],
    emergencies: false,
    sites: 'GRN-01',
  },
  {
    contractorId: CONTRACTOR.apex,
    trades: ['Carpentry', 'Plumbing', 'Electrical', 'Glazing', 'Tiling', 'Plastering'],
    regions: ['East London'],
    emergencies: false,
    sites: 'APX-EAST',
  },
  {
    contractorId: CONTRACTOR.sparks,
    trades: ['Electrical'],
    regions: ['South London'],
    emergencies: false,
    sites: 'SPK-01',
  },
  { contractorId: CONTRACTOR.formerRoofing, trades: ['Roofing'], regions: 'any', emergencies: false, sites: 'SUM-01' },
  {
    contractorId: CONTRACTOR.westway,
    trades: 'any',
    regions: ['West London'],
    emergencies: false,
    sites: { Ealing: 'WWY-EAL', Hillingdon: 'WWY-HIL' },
  },
  {
    contractorId: CONTRACTOR.hubRepairs,
    trades: 'any',
    regions: ['East London', 'South London', 'West London'],
    emergencies: true,
    sites: {
      Hackney: 'HUB1-REP',
      'Tower Hamlets': 'HUB1-REP',
      Lewisham: 'HUB2-REP',
      Southwark: 'HUB2-REP',
      Ealing: 'HUB3-REP',
      Hounslow: 'HUB3-REP',
      Hillingdon: 'HUB3-REP',
      Newham: 'HUB4-REP',
    },
  },
];
