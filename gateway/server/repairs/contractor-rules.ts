import type { Contractor } from '../../../schemas/generated/types';
import { CONTRACTOR_COVERAGE, SPECIALIST_TRADES, type ContractorCoverage } from './contractor-coverage';

/** What chooses a repair's contractor. */
export interface ContractorFacts {
  trade: string | null;
  region: string | null;
  borough: string | null;
  priority: 'EME' | 'NA';
  /** Property, or the communal area repaired. */
  area: string;
  /** The repaired asset and every asset above it, nearest first. */
  assetIds: string[];
  /** True when the asset (or one above it) is in its defects period. */
  inDefects: boolean;
  /** Deliberate damage is never the builder's. */
  isVandalism: boolean;
}

/** A contractor offered for a repair: its record with only the site that serves the repair, and its coverage. */
export interface ChosenContractor {
  contractor: Contractor;
  coverage: ContractorCoverage;
}

/**
 * The contractor determination of the reference gateway (GET /worksorder/{id}/contractors), from
 * the seeded contractors and their coverage (contractor-coverage.ts), best first:
 *
 * 1. Communal repairs of a block or estate that an estate managing agent manages go to that agent only.
 * 2. A home or block in its defects period goes to the builder that covers its region (not deliberate
 *    damage, nor a specialist trade such as pest control).
 * 3. Otherwise every active contractor that takes the trade in the region (and emergencies, for
 *    EME) and has a site for the borough (general contractors never take a specialist trade):
 *    those naming the trade before general contractors,
 *    integrated (online booking) before the others, then in coverage order.
 *
 * An empty answer means the area is not served for that work.
 *
 * @example
 * chooseContractors(facts, contractorsById)[0]?.contractor.contractorSites[0]?.siteIdentifier; // 'APX-EAST'
 */
export function chooseContractors(facts: ContractorFacts, contractors: Map<string, Contractor>): ChosenContractor[] {
  const offer = (coverage: ContractorCoverage): ChosenContractor | undefined => {
    const contractor = contractors.get(coverage.contractorId);
    if (!contractor?.statuses.isActive) return undefined;
    const site = siteFor(coverage, facts.borough);
    const chosenSite = contractor.contractorSites.find((s) => s.siteIdentifier === site);
    if (!chosenSite) return undefined;
    return { contractor: { ...contractor, contractorSites: [chosenSite] }, coverage };
  };
  const ema = CONTRACTOR_COVERAGE.find(
    (c) => c.role === 'ema' && facts.area !== 'Property' && facts.assetIds.some((id) => c.managedAssets?.includes(id)),
  );
  if (ema) return [offer(ema)].filter((c): c is ChosenContractor => c !== undefined);
  if (facts.inDefects && !facts.isVandalism && takes('any', facts.trade)) {
    const builder = CONTRACTOR_COVERAGE.find((c) => c.role === 'builder' && covers(c.regions, facts.region));
    const offered = builder && offer(builder);
    if (offered) return [offered];
  }
  const candidates = CONTRACTOR_COVERAGE.filter(
    (c) =>
      c.role === undefined &&
      covers(c.regions, facts.region) &&
      takes(c.trades, facts.trade) &&
      (facts.priority === 'NA' || c.emergencies),
  );
  const ranked = candidates
    .map((coverage, order) => ({ chosen: offer(coverage), order, named: coverage.trades !== 'any' }))
    .filter((c): c is { chosen: ChosenContractor; order: number; named: boolean } => c.chosen !== undefined)
    .sort(
      (a, b) =>
        Number(b.named) - Number(a.named) ||
        Number(b.chosen.contractor.statuses.isIntegrated) - Number(a.chosen.contractor.statuses.isIntegrated) ||
        a.order - b.order,
    );
  return ranked.map((c) => c.chosen);
}

/** Whether trades taken include a trade: 'any' takes every trade but the specialist ones. */
function takes(trades: string[] | 'any', trade: string | null): boolean {
  if (trades === 'any') return trade === null || !SPECIALIST_TRADES.includes(trade);
  return trade !== null && trades.includes(trade);
}

function covers(regions: string[] | 'any', region: string | null): boolean {
  if (region === null) return false;
  return regions === 'any' || regions.includes(region);
}

function siteFor(coverage: ContractorCoverage, borough: string | null): string | undefined {
  if (typeof coverage.sites === 'string') return coverage.sites;
  return borough === null ? undefined : coverage.sites[borough];
}
