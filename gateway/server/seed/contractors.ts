import type { Insertable } from 'kysely';
import type { ContractorsTable } from '../db/tables';
import { DEMOBILISED_SITE } from './configuration';

/** Contractor ids the work orders refer to. Phone numbers are in Ofcom's drama ranges. */
export const CONTRACTOR = {
  hubRepairs: 'CON-001',
  apex: 'CON-002',
  capitalGas: 'CON-003',
  brickwell: 'CON-004',
  riversideEma: 'CON-005',
  sparks: 'CON-006',
  westway: 'CON-007',
  lifts: 'CON-008',
  greenway: 'CON-009',
  formerRoofing: 'CON-010',
} as const;

interface Kind {
  integrated?: boolean;
  builder?: boolean;
  sub?: boolean;
  ema?: boolean;
  active?: boolean;
}

function contractor(
  id: string,
  name: string,
  phone: string,
  kind: Kind,
  sites: { code: string; name: string; onHold?: boolean }[],
): Insertable<ContractorsTable> {
  return {
    id,
    name,
    phone_number: phone,
    statuses: JSON.stringify({
      isIntegrated: kind.integrated ?? false,
      isBuilder: kind.builder ?? false,
      isSubContractor: kind.sub ?? false,
      isEMA: kind.ema ?? false,
      isActive: kind.active ?? true,
      isEMAtype: kind.ema ?? false,
    }),
    sites: JSON.stringify(sites.map((s) => ({ siteIdentifier: s.code, name: s.name, isOnHold: s.onHold ?? false }))),
    contacts: JSON.stringify([
      { name: 'Repairs desk', telecomsAddresses: [{ number: phone }] },
      { name: 'Out of hours', telecomsAddresses: [{ number: `03069990${phone.slice(-3)}` }] },
    ]),
  };
}

/**
 * The association's own repairs hub (sites HUB and HUB1-REP to HUB4-REP; HUB4-REP is
 * demobilised), integrated and non-integrated contractors, a builder in the defects period,
 * an estate managing agent, sub-contractors and a contractor that no longer takes work.
 */
export const CONTRACTORS: Insertable<ContractorsTable>[] = [
  contractor(CONTRACTOR.hubRepairs, 'Thameside Repairs Hub', '02079460800', { integrated: true }, [
    { code: 'HUB', name: 'Repairs hub head office' },
    { code: 'HUB1-REP', name: 'Hub 1 - Hackney and Tower Hamlets' },
    { code: 'HUB2-REP', name: 'Hub 2 - Lewisham and Southwark' },
    { code: 'HUB3-REP', name: 'Hub 3 - Ealing and Hounslow' },
    { code: DEMOBILISED_SITE, name: 'Hub 4 - Newham (closed)' },
  ]),
  contractor(CONTRACTOR.apex, 'Apex Property Maintenance', '02079460812', { integrated: true }, [
    { code: 'APX-EAST', name: 'Apex East London depot' },
  ]),
  contractor(CONTRACTOR.capitalGas, 'Capital Gas & Heating', '02079460555', { integrated: true, sub: true }, [
    { code: 'CGH-01', name: 'Capital Gas London' },
  ]),
  contractor(CONTRACTOR.brickwell, 'Brickwell Builders', '01614960220', { builder: true }, [
    { code: 'BRK-W5', name: 'Mattock Lane site office' },
  ]),
  contractor(CONTRACTOR.riversideEma, 'Riverside Estate Management Ltd', '02079460870', { ema: true }, [
    { code: 'EMA-RIV', name: 'Riverside managing agent' },
  ]),
  contractor(CONTRACTOR.sparks, 'Sparks Electrical Compliance', '02079460633', { sub: true }, [
    { code: 'SPK-01', name: 'Sparks compliance team' },
  ]),
  contractor(CONTRACTOR.westway, 'Westway Maintenance Services', '02079460744', { integrated: true, sub: true }, [
    { code: 'WWY-EAL', name: 'Westway Ealing', onHold: true },
    { code: 'WWY-HIL', name: 'Westway Hillingdon' },
  ]),
  contractor(CONTRACTOR.lifts, 'Capital Lift Engineers', '02079460901', { sub: true }, [
    { code: 'LFT-01', name: 'Lift call-out desk' },
  ]),
  contractor(CONTRACTOR.greenway, 'Greenway Grounds & Pest Control', '01184960155', {}, [
    { code: 'GRN-01', name: 'Greenway London' },
  ]),
  contractor(CONTRACTOR.formerRoofing, 'Summit Roofing (no longer contracted)', '01134960987', { active: false }, [
    { code: 'SUM-01', name: 'Summit Roofing Leeds' },
  ]),
];
