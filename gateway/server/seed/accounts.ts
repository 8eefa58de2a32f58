import type { Insertable } from 'kysely';
import { DateTime } from 'luxon';
import type { AccountsTable, StatementDocumentsTable, TransactionsTable } from '../db/tables';
import type { SeedCalendar } from './dates';
import { buildLedger, monthly, pounds, weekly, type LedgerEntry, type TransactionType } from './ledger';
import { PERSONA } from './personas';

const { amara, ben, chloe, dev, erin, faye } = PERSONA;

export interface AccountSeed {
  accounts: Insertable<AccountsTable>[];
  transactions: Insertable<TransactionsTable>[];
  statements: Insertable<StatementDocumentsTable>[];
}

const entry = (
  date: string,
  description: string,
  code: 'CR' | 'DR',
  type: TransactionType,
  pence: number,
): LedgerEntry => ({
  date,
  description,
  code,
  type,
  pence,
});

/**
 * Rent, service charge, major works, ground rent, deposit and historical accounts of the
 * residents with their transactions (every payment code and transaction type; the last three
 * days not yet posted) and monthly statements.
 */
export function accountSeed(calendar: SeedCalendar): AccountSeed {
  const today = calendar.date(0);
  const unpostedFrom = calendar.date(-3);
  const result: AccountSeed = { accounts: [], transactions: [], statements: [] };

  const add = (
    id: string,
    customerId: string,
    tenancyId: string,
    accountType: string,
    tenancyType: string,
    paymentReference: string,
    closingPence: number,
    entries: LedgerEntry[],
  ) => {
    const ledger = buildLedger(id, closingPence, entries, unpostedFrom);
    result.accounts.push({
      id,
      customer_id: customerId,
      tenancy_id: tenancyId,
      account_type: accountType,
      tenancy_type: tenancyType,
      payment_reference: paymentReference,
      live_balance: pounds(ledger.balancePence),
    });
    result.transactions.push(...ledger.rows);
  };

  // Amara: rent account in arrears over two years of weekly charges and monthly Universal Credit.
  const twoYearsAgo = calendar.dateYearsAgo(2);
  const rentFreeWeeks = (date: string) => /-(03-(2[5-9]|3[01])|12-(2[2-9]|3[01]))$/.test(date);
  add(amara.rentAccountId, amara.customerId, amara.tenancyId, 'REN', 'GNT', amara.paymentReference, 61248, [
    ...weekly(twoYearsAgo, today, 1).flatMap((date) => [
      entry(date, 'Rent and service charges', 'DR', 'DRS', 14862),
      ...(rentFreeWeeks(date) ? [entry(date, 'Rent-free week credit', 'CR', 'ADJ', 14862)] : []),
    ]),
    ...monthly(twoYearsAgo, today, 10).map((date) =>
      entry(date, 'Universal Credit - housing costs', 'CR', 'PAY', 58500),
    ),
    ...monthly(twoYearsAgo, today, 20, 2).map((date) =>
      entry(date, 'Payment - debit card (online)', 'CR', 'PAY', 4000),
    ),
    ...monthly(twoYearsAgo, today, 27, 3).map((date) => entry(date, 'Payment - PayPoint (cash)', 'CR', 'PAY', 2000)),
    entry(calendar.date(-610), 'Recharge - replacement door entry fob', 'DR', 'DRA', 3500),
    entry(calendar.date(-540), 'Adjustment - recharge cancelled after review', 'CR', 'ADJ', 3500),
    entry(calendar.date(-400), 'Court costs - possession hearing', 'DR', 'DRA', 11900),
    entry(calendar.date(-230), 'Adjustment - rent correction', 'DR', 'ADJ', 1240),
    entry(calendar.date(-120), 'Housing Benefit backdated award', 'CR', 'ADJ', 9650),
    entry(calendar.date(-1), 'Payment - debit card (online)', 'CR', 'PAY', 2500),
    entry(today, 'Payment - PayPoint (cash)', 'CR', 'PAY', 1000),
  ]);

  // Ben: rent account in credit, a garage account and a deposit account.
  const eighteenMonthsAgo = calendar.dateYearsAgo(1, 6);
  add(ben.rentAccountId, ben.customerId, ben.flatTenancyId, 'REN', 'GNT', ben.paymentReference, -27660, [
    ...weekly(eighteenMonthsAgo, today, 1).map((date) => entry(date, 'Rent and service charges', 'DR', 'DRS', 16530)),
    ...monthly(eighteenMonthsAgo, today, 1).map((date) => entry(date, 'Direct Debit', 'CR', 'PAY', 72000)),
  ]);
  add(ben.garageAccountId, ben.customerId, ben.garageTenancyId, 'REN', 'GARAGE', ben.garagePaymentReference, 0, [
    ...weekly(eighteenMonthsAgo, today, 1).map((date) => entry(date, 'Garage rent', 'DR', 'DRS', 1250)),
    ...monthly(eighteenMonthsAgo, today, 1).map((date) => entry(date, 'Direct Debit', 'CR', 'PAY', 5417)),
  ]);
  add(ben.depositAccountId, ben.customerId, ben.flatTenancyId, 'DEP', 'GNT', ben.depositPaymentReference, -50000, [
    entry(calendar.dateYearsAgo(5, 1), 'Tenancy deposit received', 'CR', 'PAY', 50000),
  ]);

  // Chloe: service charge, major works and ground rent accounts of her lease.
  const yearAgo = calendar.dateYearsAgo(1);
  add(chloe.serviceChargeAccountId, chloe.customerId, chloe.tenancyId, 'REN', 'LEASE', chloe.paymentReference, 8640, [
    ...monthly(eighteenMonthsAgo, today, 1).map((date) =>
      entry(date, 'Service charge (on account)', 'DR', 'DRS', 14210),
    ),
    ...monthly(eighteenMonthsAgo, today, 5).map((date) => entry(date, 'Direct Debit', 'CR', 'PAY', 14210)),
    entry(calendar.date(-75), 'Service charge year-end balancing charge', 'DR', 'DRA', 8640),
  ]);
  add(
    chloe.majorWorksAccountId,
    chloe.customerId,
    chloe.tenancyId,
    'MJW',
    'LEASE',
    chloe.majorWorksPaymentReference,
    275000,
    [
      entry(calendar.date(-430), 'Major works - roof and window replacement (your share)', 'DR', 'DRS', 485000),
      ...monthly(calendar.date(-420), today, 15).map((date) =>
        entry(date, 'Payment - standing order', 'CR', 'PAY', 15000),
      ),
    ],
  );
  add(
    chloe.groundRentAccountId,
    chloe.customerId,
    chloe.tenancyId,
    'GRD',
    'LEASE',
    chloe.groundRentPaymentReference,
    12500,
    [
      ...monthly(calendar.dateYearsAgo(2), today, 25, 6).map((date) =>
        entry(date, 'Ground rent (half year)', 'DR', 'DRS', 12500),
      ),
      ...monthly(calendar.dateYearsAgo(2), calendar.date(-190), 25, 6).map((date) =>
        entry(
          DateTime.fromISO(date).plus({ days: 12 }).toISODate() as string,
          'Payment - debit card (online)',
          'CR',
          'PAY',
          12500,
        ),
      ),
    ],
  );

  // Dev: catalyst rent account paid every four weeks, and the account carried over from his old landlord.
  add(dev.rentAccountId, dev.customerId, dev.tenancyId, 'REN', 'GNT', dev.paymentReference, 0, [
    ...weekly(yearAgo, today, 1).map((date) => entry(date, 'Rent and service charges', 'DR', 'DRS', 17145)),
    ...weekly(yearAgo, today, 4)
      .filter((_, i) => i % 4 === 3)
      .map((date) => entry(date, 'Direct Debit', 'CR', 'PAY', 68580)),
  ]);
  add(dev.historicalHomeAccountId, dev.customerId, dev.tenancyId, 'HOM', 'GNT', dev.historicalPaymentReference, 0, [
    entry(calendar.dateYearsAgo(3, 6), 'Balance transferred from previous landlord', 'DR', 'DRA', 23000),
    entry(calendar.dateYearsAgo(3, 5), 'Payment - debit card (online)', 'CR', 'PAY', 23000),
  ]);

  // Erin: a plain rent account, so her record looks like any tenant's before she registers.
  add(erin.rentAccountId, erin.customerId, erin.tenancyId, 'REN', 'GNT', erin.paymentReference, 0, [
    ...weekly(calendar.dateYearsAgo(0, 6), today, 1).map((date) =>
      entry(date, 'Rent and service charges', 'DR', 'DRS', 13980),
    ),
    ...monthly(calendar.dateYearsAgo(0, 6), today, 12).map((date) =>
      entry(date, 'Universal Credit - housing costs', 'CR', 'PAY', 60580),
    ),
  ]);

  // Faye: a new tenant. Her account opened with her tenancy three months ago at nothing owed: rent in
  // advance paid at the sign-up, weekly charges, Universal Credit from its first payment five weeks
  // in, and a top-up at the PayPoint.
  const fayeStart = calendar.dateYearsAgo(0, faye.tenancyMonths);
  const fayeUniversalCredit = DateTime.fromISO(fayeStart).plus({ weeks: 5 }).toISODate() as string;
  const fayeEntries = [
    entry(fayeStart, 'Rent in advance - debit card (sign-up)', 'CR', 'PAY', 26900),
    ...weekly(fayeStart, today, 1).map((date) => entry(date, 'Rent and service charges', 'DR', 'DRS', 13450)),
    ...monthly(fayeUniversalCredit, today, DateTime.fromISO(fayeUniversalCredit).day).map((date) =>
      entry(date, 'Universal Credit - housing costs', 'CR', 'PAY', 58280),
    ),
    entry(calendar.date(-20), 'Payment - PayPoint (cash)', 'CR', 'PAY', 1500),
  ];
  add(
    faye.rentAccountId,
    faye.customerId,
    faye.tenancyId,
    'REN',
    'GNT',
    faye.paymentReference,
    fayeEntries.reduce((sum, e) => sum + (e.code === 'DR' ? e.pence : -e.pence), 0),
    fayeEntries,
  );

  result.statements.push(
    ...monthlyStatements(calendar, amara.customerId, amara.paymentReference, 24),
    ...monthlyStatements(calendar, ben.customerId, ben.paymentReference, 12),
    ...monthlyStatements(calendar, chloe.customerId, chloe.paymentReference, 12),
    ...monthlyStatements(calendar, dev.customerId, dev.paymentReference, 6),
    // Her first statement: the last whole month, the only one since her tenancy began.
    ...monthlyStatements(calendar, faye.customerId, faye.paymentReference, 1),
  );
  return result;
}

/** One statement per whole month before the seed day, newest first. */
function monthlyStatements(calendar: SeedCalendar, customerId: string, accountReference: string, months: number) {
  const thisMonth = calendar.today.startOf('month');
  return Array.from({ length: months }, (_, i): Insertable<StatementDocumentsTable> => {
    const start = thisMonth.minus({ months: i + 1 });
    return {
      id: `STM-${accountReference}-${start.toFormat('yyyyMM')}`,
      customer_id: customerId,
      account_reference: accountReference,
      period_start: start.toISODate() as string,
      period_end: start.endOf('month').toISODate() as string,
      created_at: start.plus({ months: 1, days: 2 }).set({ hour: 6 }).toJSDate(),
    };
  });
}
