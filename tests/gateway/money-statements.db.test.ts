import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, StatementDocument } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, type TestGateway } from './gateway-harness';
import { readPdf, startMoneyGateway, statementBalance } from './money-fixtures';

const { amara, ben } = PERSONA;

const meta = (document: StatementDocument, key: string) => document.metadata.find((m) => m.key === key)?.value;

describe('statements (GET /customers/{id}/documents and /documents/{docId})', () => {
  let gateway: TestGateway;
  const documents = (customerId: string, from: string, to: string, as: 'amara' | 'ben' = 'amara') =>
    gateway.api({
      as,
      url: `/api/customers/${customerId}/documents?yearMonthFrom=${encodeURIComponent(from)}&yearMonthTo=${encodeURIComponent(to)}`,
    });
  const download = (customerId: string, documentId: string, as: 'amara' | 'ben' = 'amara') =>
    gateway.api({ as, url: `/api/customers/${customerId}/documents/${documentId}` });

  beforeAll(async () => {
    ({ gateway } = await startMoneyGateway());
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('lists the monthly statements of a range, newest first, with their metadata', async () => {
    const response = await documents(amara.customerId, '2024/03', '2026/02');
    expect(response.statusCode).toBe(200);
    const list = json<StatementDocument[]>(response);
    expect(list).toHaveLength(24);
    expect(list[0]).toEqual({
      id: `STM-${amara.paymentReference}-202602`,
      metadata: [
        { key: 'account-reference', value: amara.paymentReference },
        { key: 'statement-period', value: '2026/02' },
        { key: 'content-type', value: 'application/pdf' },
        { key: 'filename', value: `statement-${amara.paymentReference}-2026-02.pdf` },
      ],
    });
    const periods = list.map((document) => meta(document, 'statement-period') ?? '');
    expect(periods).toEqual([...periods].sort().reverse());
    expect(periods.at(-1)).toBe('2024/03');

    const narrow = json<StatementDocument[]>(await documents(amara.customerId, '2025/06', '2025/08'));
    expect(narrow.map((document) => meta(document, 'statement-period'))).toEqual(['2025/08', '2025/07', '2025/06']);
    const bens = json<StatementDocument[]>(await documents(ben.customerId, '2024/03', '2026/02', 'ben'));
    expect(bens).toHaveLength(12);
    expect(bens.every((document) => meta(document, 'account-reference') === ben.paymentReference)).toBe(true);
  });

  it('refuses a range that ends before it starts, a malformed month and another customer', async () => {
    const backwards = await documents(amara.customerId, '2026/02', '2025/02');
    expect(backwards.statusCode).toBe(400);
    expect(json<ErrorBody>(backwards).errors[0]?.field).toBe('query.yearMonthFrom');
    expect((await documents(amara.customerId, '2026-02', '2026/02')).statusCode).toBe(400);
    expect((await documents(amara.customerId, '2026/13', '2026/02')).statusCode).toBe(400);
    expect((await documents(ben.customerId, '2025/01', '2026/02')).statusCode).toBe(403);
  });

  it("makes the month's statement a tagged PDF whose closing balance is the ledger's running balance", async () => {
    const response = await download(amara.customerId, `STM-${amara.paymentReference}-202602`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="statement-${amara.paymentReference}-2026-02.pdf"`,
    );
    const pdf = await readPdf(response.rawPayload);

    expect(pdf.title).toBe('Statement February 2026');
    expect(pdf.language).toBe('en-GB');
    expect(pdf.marked).toBe(true);
    expect(pdf.displayDocTitle).toBe(true);
    expect(pdf.firstPageTree.children[0]?.role).toBe('Document');
    const documentRoles = pdf.firstPageTree.children[0]?.children.map((child) => child.role) ?? [];
    expect(documentRoles[0]).toBe('H1');
    expect(documentRoles).toContain('P');
    expect(documentRoles).toContain('Table');
    const table = pdf.firstPageTree.children[0]?.children.find((child) => child.role === 'Table');
    expect(table?.children[0]?.role).toBe('TR');
    expect(table?.children[0]?.children.map((cell) => cell.role)).toEqual(['TH', 'TH', 'TH', 'TH', 'TH']);
    expect(table?.children[1]?.children.map((cell) => cell.role)).toEqual(['TD', 'TD', 'TD', 'TD', 'TD']);

    const ledger = await gateway.db
      .selectFrom('transactions')
      .select(['running_balance', 'description'])
      .where('account_id', '=', amara.rentAccountId)
      .where('transaction_date', '>=', sql<Date>`'2026-02-01'::date`)
      .where('transaction_date', '<=', sql<Date>`'2026-02-28'::date`)
      .orderBy('transaction_date')
      .orderBy('id')
      .execute();
    const before = await gateway.db
      .selectFrom('transactions')
      .select('running_balance')
      .where('account_id', '=', amara.rentAccountId)
      .where('transaction_date', '<', sql<Date>`'2026-02-01'::date`)
      .orderBy('transaction_date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const text = pdf.pages.join(' ');
    expect(text).toContain('Statement February 2026');
    expect(text).toContain('Thameside Homes');
    expect(text).toContain(`Resident: ${amara.title} ${amara.givenName} ${amara.surname}`);
    expect(text).toContain('Account: Rent Account (REN)');
    expect(text).toContain(`Payment reference: ${amara.paymentReference}`);
    expect(text).toContain('Period: 1 February 2026 to 28 February 2026');
    expect(text).toContain(`Opening balance: ${statementBalance(Number(before.running_balance))}`);
    expect(text).toContain(`Closing balance: ${statementBalance(Number(ledger.at(-1)?.running_balance))}`);
    expect(text).toContain('Date Description Credit Debit Balance');
    expect(text).toContain('10 Feb 2026 Universal Credit - housing costs £585.00');
    expect(text.match(/\d{2} [A-Z][a-z]{2} 2026/g)).toHaveLength(ledger.length);
  });

  it('shows a month without transactions with the opening balance as closing balance', async () => {
    await gateway.db
      .insertInto('statement_documents')
      .values({
        id: 'STM-EMPTY-MONTH',
        customer_id: amara.customerId,
        account_reference: amara.paymentReference,
        period_start: '2020-01-01',
        period_end: '2020-01-31',
      })
      .execute();
    const pdf = await readPdf((await download(amara.customerId, 'STM-EMPTY-MONTH')).rawPayload);
    const text = pdf.pages.join(' ');
    expect(pdf.title).toBe('Statement January 2020');
    expect(text).toContain('There were no transactions in this period.');
    expect(text).toContain('Opening balance: £0.00');
    expect(text).toContain('Closing balance: £0.00');
  });

  it("answers 404 for another customer's statement and for one whose account reference is none of theirs", async () => {
    const bensStatement = `STM-${ben.paymentReference}-202602`;
    const asAmara = await download(amara.customerId, bensStatement);
    expect(asAmara.statusCode).toBe(404);
    expect(json<ErrorBody>(asAmara).title).toBe('Not Found');
    expect((await download(ben.customerId, bensStatement, 'ben')).statusCode).toBe(200);
    expect((await download(ben.customerId, bensStatement)).statusCode).toBe(403);

    await gateway.db
      .insertInto('statement_documents')
      .values({
        id: 'STM-NOT-HER-ACCOUNT',
        customer_id: amara.customerId,
        account_reference: '6009999999',
        period_start: '2026-01-01',
        period_end: '2026-01-31',
      })
      .execute();
    expect((await download(amara.customerId, 'STM-NOT-HER-ACCOUNT')).statusCode).toBe(404);
    const listed = json<StatementDocument[]>(await documents(amara.customerId, '2026/01', '2026/01'));
    expect(listed.map((document) => document.id)).toEqual([`STM-${amara.paymentReference}-202601`]);
    expect((await download(amara.customerId, 'STM-NO-SUCH')).statusCode).toBe(404);
  });

  it('describes every money route in the OpenAPI document, the statement as application/pdf', async () => {
    const docs = json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
      await gateway.app.inject({ url: '/docs/json' }),
    );
    const routes = [
      ['get', '/api/customers/{id}/accounts'],
      ['get', '/api/accounts/{id}'],
      ['get', '/api/accounts/{id}/transactions'],
      ['get', '/api/customers/{id}/documents'],
      ['get', '/api/customers/{id}/documents/{docId}'],
      ['post', '/api/customers/{id}/custom-statements'],
    ] as const;
    for (const [method, path] of routes) {
      const operation = docs.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.summary, path).toEqual(expect.any(String));
      expect(String(operation?.description).length, path).toBeGreaterThan(40);
      expect(operation?.tags, path).toEqual([expect.stringMatching(/^(accounts|statements)$/)]);
    }
    const pdf = docs.paths['/api/customers/{id}/documents/{docId}']?.get?.responses as Record<
      string,
      { content?: Record<string, unknown> }
    >;
    expect(Object.keys(pdf['200']?.content ?? {})).toEqual(['application/pdf']);
    const transactions = docs.paths['/api/accounts/{id}/transactions']?.get?.parameters as { name: string }[];
    expect(transactions.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining([
        'pageNumber',
        'pageSize',
        'Skip',
        'Limit',
        'DateFrom',
        'DateTo',
        'searchText',
        'transactionType',
      ]),
    );
  });
});
