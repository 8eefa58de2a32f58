import { describe, expect, it } from 'vitest';
import type { ComplianceRecord } from '../../../schemas/generated/types';
import { ELECTRICAL_INSPECTION, GAS_BOILER, hasUnreadNotice, isOverdue } from './compliance-overdue';

const record = (visitDue: string, dateDecommissioned: string | null = null): ComplianceRecord => ({
  id: 'CMP-1',
  complianceType: 'Annual Domestic Gas Servicing',
  visitDue,
  visitActual: null,
  visitOutcome: null,
  equipmentType: 'Gas boiler',
  dateDecommissioned,
  contractor: { contractorName: null, contractorNumber: null },
});

describe('overdue (ACC-CMP-03)', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('is overdue when the visit was due before now and nothing was decommissioned', () => {
    expect(isOverdue(record('2026-03-10T11:59:59Z'), now)).toBe(true);
  });

  it('is not overdue at or after now, when decommissioned, or when the due date cannot be read', () => {
    expect(isOverdue(record('2026-03-10T12:00:00Z'), now)).toBe(false);
    expect(isOverdue(record('2027-01-01T00:00:00Z'), now)).toBe(false);
    expect(isOverdue(record('2025-01-01T00:00:00Z', '2025-06-01T00:00:00Z'), now)).toBe(false);
    expect(isOverdue(record('not a date'), now)).toBe(false);
  });
});

describe('the unread overdue notice (GasBoiler_ServiceoverDue, ACC-CMP-05)', () => {
  it("is the card's own category among the unread ones", () => {
    const unread = ['CaseCreation', 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING'];
    expect(hasUnreadNotice(GAS_BOILER, unread)).toBe(true);
    expect(hasUnreadNotice(ELECTRICAL_INSPECTION, unread)).toBe(false);
    expect(hasUnreadNotice(ELECTRICAL_INSPECTION, ['asset compliance-eicr5y '])).toBe(true);
    expect(hasUnreadNotice(GAS_BOILER, undefined)).toBe(false);
  });
});
