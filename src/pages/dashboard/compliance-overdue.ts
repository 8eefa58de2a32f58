import type { ComplianceRecord } from '../../../schemas/generated/types';

/** What differs between the gas boiler card and the electrical inspection card. */
export interface ComplianceKind {
  /** The complianceType of GET /assets/{id}/compliance. */
  complianceType: ComplianceRecord['complianceType'];
  /** The toggle that shows the card (ACC-CMP-01). */
  toggle: string;
  /** The communicationCategoryType of the association's overdue notice (ACC-CMP-05). */
  noticeCategory: string;
  /** The overdue reminder of ACC-CMP-04, in common.json. */
  overdueKey: string;
  /** The card's own words in the dashboard namespace. */
  words: { heading: string; upToDate: string; none: string };
}

export const GAS_BOILER: ComplianceKind = {
  complianceType: 'Annual Domestic Gas Servicing',
  toggle: 'isshowmypeabodygasboilercard',
  noticeCategory: 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING',
  overdueKey: 'Overdue_Gas',
  words: { heading: 'compliance.gasHeading', upToDate: 'compliance.gasUpToDate', none: 'compliance.gasNone' },
};

export const ELECTRICAL_INSPECTION: ComplianceKind = {
  complianceType: 'EICR 5Y',
  toggle: 'isshowmypeabodyeicrcard',
  noticeCategory: 'ASSET COMPLIANCE-EICR5Y',
  overdueKey: 'Overdue_Electrical',
  words: {
    heading: 'compliance.electricalHeading',
    upToDate: 'compliance.electricalUpToDate',
    none: 'compliance.electricalNone',
  },
};

/**
 * Overdue (ACC-CMP-03): the visit was due before
 * now and the equipment has not been decommissioned.
 *
 * @example
 * isOverdue({ ...record, visitDue: '2025-02-01T00:00:00Z', dateDecommissioned: null }, new Date('2025-03-01')); // true
 */
export function isOverdue(record: ComplianceRecord, now: Date): boolean {
  const due = Date.parse(record.visitDue);
  return !Number.isNaN(due) && due < now.getTime() && !record.dateDecommissioned;
}

/**
 * GasBoiler_ServiceoverDue (ACC-CMP-05): shown on a card when the resident's unread messages include the
 * association's overdue notice of that card's kind (the unreadCatagoryTypes of GET
 * /customers/{id}/communications). The spec names one key for gas and electrical notices, so each
 * card shows it for its own category; the card's toggle already decides whether the card shows.
 *
 * @example
 * hasUnreadNotice(GAS_BOILER, ['ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING']); // true
 */
export function hasUnreadNotice(kind: ComplianceKind, unreadCategories: readonly string[] | undefined): boolean {
  return (unreadCategories ?? []).some((category) => category.trim().toUpperCase() === kind.noticeCategory);
}
