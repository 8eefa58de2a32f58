import type { TeamDeterminationRequest, TeamDeterminationResponse } from '../../../schemas/generated/types';

/** The team names that own cases (ACC-CAS-16, ACC-CAS-25). */
export const OWNING_TEAMS = [
  'Estate Services Enquiries',
  'Homeowner Sales Services',
  'Homeownership Team',
  'Leasehold Team',
  'Lettings Team',
  'Private Rent Team',
  'Rehousing Services',
  'neighbourhood manager',
  'incomes officer',
] as const;
export type OwningTeam = (typeof OWNING_TEAMS)[number];

/** Team: a team's shared queue. Officer: the officer of the tenancy's patch (the estate's associate). */
export type OwningTeamCategory = 'Team' | 'Officer';

/** One row of the rule table: every condition given must hold (a list means any of its values). */
export interface TeamRule {
  /** Why the row exists, in plain English (docs/case-team-determination.md lists them). */
  reason: string;
  caseSubType?: readonly string[];
  caseSubTypeCategory?: readonly string[];
  tenancyType?: readonly string[];
  owningTeam: OwningTeam;
  owningTeamCategory: OwningTeamCategory;
}

const team = (owningTeam: OwningTeam): Pick<TeamRule, 'owningTeam' | 'owningTeamCategory'> => ({
  owningTeam,
  owningTeamCategory: owningTeam === 'neighbourhood manager' || owningTeam === 'incomes officer' ? 'Officer' : 'Team',
});

/** Tenancy types of leaseholders and shared owners (tenancy-types reference data). */
const LEASEHOLD = ['LEASE'];
const SHARED_OWNERSHIP = ['SO'];
const PRIVATE_RENT = ['PRS', 'IMR'];

/**
 * Which team owns a new case, first matching row wins (docs/case-team-determination.md). The
 * last row matches everything, so every case has an owner.
 */
export const TEAM_RULES: readonly TeamRule[] = [
  {
    reason: 'Service charges, major works and ground rent',
    caseSubType: ['Leasehold Services'],
    ...team('Leasehold Team'),
  },
  {
    reason: 'Buying a home or a further share',
    caseSubType: ['Home Ownership'],
    caseSubTypeCategory: ['Resales', 'Staircasing'],
    ...team('Homeowner Sales Services'),
  },
  { reason: 'Other home ownership matters', caseSubType: ['Home Ownership'], ...team('Homeownership Team') },
  { reason: 'Moving home: transfers and mutual exchanges', caseSubType: ['Rehousing'], ...team('Rehousing Services') },
  {
    reason: "A leaseholder's money matters are the leasehold team's",
    caseSubType: ['Income'],
    tenancyType: LEASEHOLD,
    ...team('Leasehold Team'),
  },
  {
    reason: "A shared owner's rent on the rented share",
    caseSubType: ['Income'],
    tenancyType: SHARED_OWNERSHIP,
    ...team('Homeownership Team'),
  },
  {
    reason: 'Private and intermediate market rent tenancies are managed apart',
    caseSubType: ['Income', 'Tenancy Management', 'Customer Services'],
    tenancyType: PRIVATE_RENT,
    ...team('Private Rent Team'),
  },
  { reason: 'Rent, payments and benefits', caseSubType: ['Income'], ...team('incomes officer') },
  {
    reason: 'Succession and new tenancies are signed by lettings',
    caseSubType: ['Tenancy Management'],
    caseSubTypeCategory: ['Succession'],
    ...team('Lettings Team'),
  },
  {
    reason: 'Household changes and subletting in leasehold and shared-ownership homes',
    caseSubType: ['Tenancy Management'],
    tenancyType: [...LEASEHOLD, ...SHARED_OWNERSHIP],
    ...team('Homeownership Team'),
  },
  {
    reason: 'Copies of a lease',
    caseSubType: ['Customer Services'],
    caseSubTypeCategory: ['Document request'],
    tenancyType: LEASEHOLD,
    ...team('Homeownership Team'),
  },
  {
    reason: 'Copies of tenancy agreements and letters',
    caseSubType: ['Customer Services'],
    caseSubTypeCategory: ['Document request'],
    ...team('Lettings Team'),
  },
  {
    reason: 'Fobs, graffiti, pests, garages and the estate',
    caseSubType: ['Estate Services'],
    ...team('Estate Services Enquiries'),
  },
  {
    reason: 'Anything else about the tenancy or the neighbourhood (household changes, anti-social behaviour)',
    ...team('neighbourhood manager'),
  },
];

const holds = (allowed: readonly string[] | undefined, value: string | undefined) =>
  allowed === undefined || (value !== undefined && allowed.some((a) => a.toLowerCase() === value.toLowerCase()));

/** The first rule of the table that matches the request (case-insensitive). */
export function matchingTeamRule(
  request: TeamDeterminationRequest,
  rules: readonly TeamRule[] = TEAM_RULES,
): TeamRule | undefined {
  return rules.find(
    (rule) =>
      holds(rule.caseSubType, request.caseSubType) &&
      holds(rule.caseSubTypeCategory, request.caseSubTypeCategory) &&
      holds(rule.tenancyType, request.tenancyType),
  );
}

/**
 * The owning team of a new case (POST /case-team-determination).
 *
 * @example
 * determineTeam({ channel: 'CustomerSelfService', caseSubType: 'Income', caseSubTypeCategory: 'Rent enquiry', tenancyType: 'GNT' })
 * // { owningTeam: 'incomes officer', owningTeamCategory: 'Officer' }
 */
export function determineTeam(request: TeamDeterminationRequest): TeamDeterminationResponse {
  const rule = matchingTeamRule(request) ?? (TEAM_RULES.at(-1) as TeamRule);
  return { owningTeam: rule.owningTeam, owningTeamCategory: rule.owningTeamCategory };
}
