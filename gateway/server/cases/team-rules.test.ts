import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TeamDeterminationRequest } from '../../../schemas/generated/types';
import { determineTeam, OWNING_TEAMS, TEAM_RULES } from './team-rules';

const request = (caseSubType: string, caseSubTypeCategory: string, tenancyType?: string): TeamDeterminationRequest => ({
  channel: 'CustomerSelfService',
  caseSubType,
  caseSubTypeCategory,
  ...(tenancyType ? { tenancyType } : {}),
  landLord: 'Thameside Homes',
  caseCategory: 'NA',
});

describe('case team determination rules', () => {
  it.each([
    ['Estate Services', 'Door entry', 'GNT', 'Estate Services Enquiries', 'Team'],
    ['Leasehold Services', 'Service charges', 'LEASE', 'Leasehold Team', 'Team'],
    ['Income', 'Rent enquiry', 'GNT', 'incomes officer', 'Officer'],
    ['Income', 'Rent enquiry', 'LEASE', 'Leasehold Team', 'Team'],
    ['Income', 'Rent enquiry', 'SO', 'Homeownership Team', 'Team'],
    ['Income', 'Rent enquiry', 'PRS', 'Private Rent Team', 'Team'],
    ['Tenancy Management', 'Household change', 'GNT', 'neighbourhood manager', 'Officer'],
    ['Tenancy Management', 'Tenancy fraud', 'LEASE', 'Homeownership Team', 'Team'],
    ['Tenancy Management', 'Household change', 'IMR', 'Private Rent Team', 'Team'],
    ['Tenancy Management', 'Succession', 'GNT', 'Lettings Team', 'Team'],
    ['Customer Services', 'Document request', 'GNT', 'Lettings Team', 'Team'],
    ['Customer Services', 'Document request', 'LEASE', 'Homeownership Team', 'Team'],
    ['Home Ownership', 'Resales', 'SO', 'Homeowner Sales Services', 'Team'],
    ['Home Ownership', 'Lease extension', 'LEASE', 'Homeownership Team', 'Team'],
    ['Rehousing', 'Transfer', 'GNT', 'Rehousing Services', 'Team'],
    ['Community Safety', 'Anti-social behaviour', 'GNT', 'neighbourhood manager', 'Officer'],
    ['Complaints', 'Stage 1 complaint', undefined, 'neighbourhood manager', 'Officer'],
  ])('should give %s / %s (%s) to %s', (subType, category, tenancyType, owningTeam, owningTeamCategory) => {
    expect(determineTeam(request(subType, category, tenancyType))).toEqual({ owningTeam, owningTeamCategory });
  });

  it('should match values in any case', () => {
    expect(determineTeam(request('leasehold services', 'SERVICE CHARGES', 'lease')).owningTeam).toBe('Leasehold Team');
  });

  it('should use every team the owner names know (ACC-CAS-25) and end with a row that matches anything', () => {
    expect(new Set(TEAM_RULES.map((rule) => rule.owningTeam))).toEqual(new Set(OWNING_TEAMS));
    const last = TEAM_RULES.at(-1);
    expect([last?.caseSubType, last?.caseSubTypeCategory, last?.tenancyType]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('should be the table docs/case-team-determination.md shows, row by row', () => {
    const doc = readFileSync(new URL('../../../docs/case-team-determination.md', import.meta.url), 'utf8');
    const rows = doc
      .split('\n')
      .filter((line) => /^\| \d+ \|/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(2, 6)
          .map((cell) => cell.trim()),
      );
    const list = (values: readonly string[] | undefined) => (values ?? []).join(', ');
    expect(rows).toEqual(
      TEAM_RULES.map((rule) => [
        list(rule.caseSubType),
        list(rule.caseSubTypeCategory),
        list(rule.tenancyType),
        rule.owningTeam,
      ]),
    );
  });
});
