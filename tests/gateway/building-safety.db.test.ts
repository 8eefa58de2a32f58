import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetDocument, ComplianceRecord, DocumentContent, ErrorBody } from '../../schemas/generated/types';
import { MEDIA, OLDER_FRA_ID } from '../../gateway/server/seed/documents';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben, dev } = PERSONA;
const GAS = 'Annual Domestic Gas Servicing';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.close();
});

describe('GET /assets/{id}/compliance', () => {
  const compliance = (as: 'amara' | 'ben' | 'dev', assetId: string, query = '') =>
    gateway.api({ as, url: `/api/assets/${assetId}/compliance${query}` });

  it('answers the current gas record by default: one, the latest visit due, with its contractor', async () => {
    const response = await compliance('amara', amara.houseAssetId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const records = json<ComplianceRecord[]>(response);
    expect(records).toEqual([
      {
        id: amara.gasComplianceId,
        complianceType: GAS,
        visitDue: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        visitActual: null,
        visitOutcome: null,
        equipmentType: 'Gas boiler',
        dateDecommissioned: null,
        contractor: { contractorName: 'Capital Gas & Heating', contractorNumber: '02079460555' },
      },
    ]);
  });

  it('orders by visitDue latest first (visitDue, visitDue desc) or oldest first (visitDue asc), paged by skip and limit', async () => {
    const ids = async (query: string) =>
      json<ComplianceRecord[]>(await compliance('amara', amara.houseAssetId, query)).map((r) => r.id);
    const latestFirst = await ids('?limit=3&orderBy=visitDue');
    expect(latestFirst).toEqual([amara.gasComplianceId, 'CMP-100002', 'CMP-100003']);
    expect(await ids('?limit=3&orderBy=visitDue%20desc')).toEqual(latestFirst);
    expect(await ids('?limit=3&orderBy=visitDue%20asc')).toEqual([...latestFirst].reverse());
    expect(await ids('?skip=1&limit=1&orderBy=visitDue')).toEqual(['CMP-100002']);
    const records = json<ComplianceRecord[]>(await compliance('amara', amara.houseAssetId, '?limit=3'));
    const due = records.map((r) => Date.parse(r.visitDue));
    expect(due).toEqual([...due].sort((a, b) => b - a));
  });

  it('answers the EICR records when asked, and a future visit as the current one', async () => {
    const [eicr] = json<ComplianceRecord[]>(
      await compliance('ben', ben.flatAssetId, '?complianceType=EICR%205Y&skip=0&limit=1&orderBy=visitDue'),
    );
    expect(eicr).toMatchObject({ id: ben.eicrComplianceId, complianceType: 'EICR 5Y', visitActual: null });
    // Ben's flat has no gas records.
    expect(json(await compliance('ben', ben.flatAssetId))).toEqual([]);
    const [devGas] = json<ComplianceRecord[]>(await compliance('dev', dev.flatAssetId));
    expect(devGas?.id).toBe('CMP-100007');
  });

  it('answers a decommissioned date as a date-time', async () => {
    const [chloeGas] = json<ComplianceRecord[]>(
      await gateway.api({ as: 'chloe', url: `/api/assets/${PERSONA.chloe.flatAssetId}/compliance` }),
    );
    expect(chloeGas?.dateDecommissioned).toMatch(/^\d{4}-\d\d-\d\dT00:00:00\.000Z$/);
  });

  it("refuses another resident's home (403), an unknown asset (404) and an unknown type (400)", async () => {
    const foreign = await compliance('amara', ben.flatAssetId);
    expect(foreign.statusCode).toBe(403);
    expect(json<ErrorBody>(foreign).title).toBe('Forbidden');
    expect((await compliance('amara', 'AST-999999')).statusCode).toBe(404);
    const bad = await compliance('amara', amara.houseAssetId, '?complianceType=Lift');
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).errors[0]?.field).toContain('complianceType');
  });
});

describe('GET /assets/{id}/documents and /assets/{id}/documents/{docId}', () => {
  const list = (as: 'amara' | 'ben', assetId: string, query: string) =>
    gateway.api({ as, url: `/api/assets/${assetId}/documents${query}` });

  it("answers a block's newest document of the type by default, without its content", async () => {
    const response = await list('ben', ben.towerAssetId, '?DocumentType=FRA');
    expect(response.statusCode).toBe(200);
    const documents = json<AssetDocument[]>(response);
    expect(documents).toHaveLength(1);
    const [fra] = documents;
    expect(fra).toEqual({
      id: ben.towerDocuments.fra,
      documentType: 'FRA',
      media: { fileName: expect.stringMatching(/^fire-risk-assessment-\d{4}\.pdf$/) },
      metadata: expect.arrayContaining([
        { key: 'content-type', value: 'application/pdf' },
        { key: 'document-title', value: 'Fire Risk Assessment' },
      ]),
      'inspection-date': expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(response.body).not.toContain('JVBER');
  });

  it('lists newest first, paged with Limit and Skip', async () => {
    const ids = async (query: string) =>
      json<AssetDocument[]>(await list('ben', ben.towerAssetId, query)).map((d) => d.id);
    expect(await ids('?DocumentType=FRA&Limit=5&Skip=0')).toEqual([ben.towerDocuments.fra, OLDER_FRA_ID]);
    expect(await ids('?DocumentType=FRA&Limit=1&Skip=1')).toEqual([OLDER_FRA_ID]);
    expect(await ids('?DocumentType=BSR&Limit=1&Skip=0')).toEqual([ben.towerDocuments.bsr]);
    expect(await ids('?DocumentType=RES')).toEqual([ben.towerDocuments.residentEngagementStrategy]);
    const both = json<AssetDocument[]>(await list('ben', ben.towerAssetId, '?DocumentType=FRA&Limit=5'));
    expect(both[0]!['inspection-date']! > both[1]!['inspection-date']!).toBe(true);
    // The flat itself and the estate hold none.
    expect(json(await list('ben', ben.flatAssetId, '?DocumentType=FRA'))).toEqual([]);
    expect(json(await list('ben', ben.estateId, '?DocumentType=BSR'))).toEqual([]);
  });

  it('requires a known DocumentType (400)', async () => {
    for (const query of ['', '?DocumentType=WORKORDER', '?documentType=FRA']) {
      const response = await list('ben', ben.towerAssetId, query);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("answers a document's content: a real PDF, base64", async () => {
    const response = await gateway.api({
      as: 'ben',
      url: `/api/assets/${ben.towerAssetId}/documents/${ben.towerDocuments.bsr}`,
    });
    expect(response.statusCode).toBe(200);
    const document = json<DocumentContent>(response);
    expect(document).toMatchObject({ id: ben.towerDocuments.bsr, contentType: 'application/pdf' });
    expect(document.fileName).toMatch(/\.pdf$/);
    const bytes = Buffer.from(document.media, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it("answers 404 for a document of another asset, the resident's own or not, exactly as for a missing one", async () => {
    const get = (assetId: string, docId: string) =>
      gateway.api({ as: 'ben', url: `/api/assets/${assetId}/documents/${docId}` });
    const viaFlat = await get(ben.flatAssetId, ben.towerDocuments.fra);
    expect(viaFlat.statusCode).toBe(404);
    expect(json<ErrorBody>(viaFlat).errors[0]?.message).toBe(
      `Asset ${ben.flatAssetId} has no document ${ben.towerDocuments.fra}.`,
    );
    expect((await get(ben.towerAssetId, MEDIA.roofReportPdf)).statusCode).toBe(404);
    expect((await get(ben.towerAssetId, 'DOC-999999')).statusCode).toBe(404);
  });

  it("refuses another resident's building (403) and its documents", async () => {
    expect((await list('amara', ben.towerAssetId, '?DocumentType=FRA')).statusCode).toBe(403);
    const content = await gateway.api({
      as: 'amara',
      url: `/api/assets/${ben.towerAssetId}/documents/${ben.towerDocuments.fra}`,
    });
    expect(content.statusCode).toBe(403);
    expect(content.body).not.toContain('JVBER');
    // Through her own home the tower's document is simply not there.
    const viaHome = await gateway.api({
      as: 'amara',
      url: `/api/assets/${amara.houseAssetId}/documents/${ben.towerDocuments.fra}`,
    });
    expect(viaHome.statusCode).toBe(404);
  });
});
