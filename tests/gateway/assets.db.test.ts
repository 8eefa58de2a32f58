import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetAssociates, ErrorBody, PropertyLocation } from '../../schemas/generated/types';
import { ORGANISATION_NAME, PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben, chloe, dev } = PERSONA;

describe('assets', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers one asset with its type, address and statuses', async () => {
    const response = await gateway.api({ as: 'amara', url: `/api/assets/${amara.houseAssetId}` });
    expect(response.statusCode).toBe(200);
    const asset = json<Asset>(response);
    expect(asset).toMatchObject({
      id: amara.houseAssetId,
      assetType: 'Property',
      premisesTypeId: 6,
      premisesType: 'Property',
    });
    expect(asset.addresses.postalAddresses[0]?.formattedAddress).toEqual(expect.any(String));
    expect(asset.statuses.isHighRise).toBe(false);
    expect(asset.heatingAttributes).toContain('HEATGAS');
  });

  it('marks a tower of 18 metres or more as high-rise', async () => {
    const asset = json<Asset>(await gateway.api({ as: 'ben', url: `/api/assets/${ben.towerAssetId}` }));
    expect(asset.assetType).toBe('Block');
    expect(asset.statuses.isHighRise).toBe(true);
  });

  it('answers the hierarchy of a flat up to its estate, with addresses when expanded', async () => {
    const response = await gateway.api({ as: 'chloe', url: `/api/assets/${chloe.flatAssetId}/assets?expand=address` });
    expect(response.statusCode).toBe(200);
    const chain = json<Asset[]>(response);
    expect(chain.map((a) => a.id)).toEqual([
      chloe.flatAssetId,
      chloe.dividedBlockAssetId,
      chloe.blockAssetId,
      chloe.estateId,
    ]);
    expect(chain.map((a) => a.assetType)).toEqual(['Property', 'Divided block', 'Block', 'Estate']);
    for (const asset of chain) expect(asset.addresses.postalAddresses).toHaveLength(1);
    for (const [index, asset] of chain.slice(0, -1).entries())
      expect(asset.parentAssetIdentifier).toBe(chain[index + 1]?.id);
  });

  it('leaves addresses out of the hierarchy unless asked for', async () => {
    const chain = json<Asset[]>(await gateway.api({ as: 'ben', url: `/api/assets/${ben.flatAssetId}/assets` }));
    expect(chain.map((a) => a.id)).toEqual([ben.flatAssetId, ben.towerAssetId, ben.estateId]);
    for (const asset of chain) expect(asset.addresses.postalAddresses).toEqual([]);
  });

  it('answers the associates of a property, UNKNOWN where no landlord is held', async () => {
    const response = await gateway.api({ as: 'amara', url: `/api/assets/${amara.houseAssetId}/associates` });
    expect(response.statusCode).toBe(200);
    const associates = json<AssetAssociates>(response);
    for (const role of ['neighbourhoodManager', 'incomesOfficer', 'landLord', 'previousLandLord'] as const) {
      expect(associates[role].organisation.name).toEqual(expect.any(String));
    }
    expect(associates.principleAccountablePerson).toBeUndefined();
  });

  it("answers a catalyst customer's landlord", async () => {
    const associates = json<AssetAssociates>(
      await gateway.api({ as: 'dev', url: `/api/assets/${dev.flatAssetId}/associates` }),
    );
    expect([associates.landLord.organisation.name, associates.previousLandLord.organisation.name]).toContain(
      dev.landlord,
    );
  });

  it('adds the four building safety parties of a high-rise building when expanded', async () => {
    const response = await gateway.api({
      as: 'ben',
      url: `/api/assets/${ben.towerAssetId}/associates?expand=interestedParties`,
    });
    expect(response.statusCode).toBe(200);
    const associates = json<AssetAssociates>(response);
    for (const role of [
      'principleAccountablePerson',
      'accountablePerson',
      'buildingSafetyManager',
      'responsiblePerson',
    ] as const) {
      expect(associates[role]?.addresses.digitalAddresses[0], role).toBeDefined();
    }
    expect(associates.principleAccountablePerson?.person.name.givenName).toBe(ORGANISATION_NAME);
    const plain = json<AssetAssociates>(
      await gateway.api({ as: 'ben', url: `/api/assets/${ben.towerAssetId}/associates` }),
    );
    expect(plain.principleAccountablePerson).toBeUndefined();
  });

  it('answers the region and borough of a property', async () => {
    const response = await gateway.api({ as: 'dev', url: `/api/assets/${dev.flatAssetId}/location` });
    expect(response.statusCode).toBe(200);
    expect(json<PropertyLocation>(response)).toEqual({ region: dev.region, borough: dev.borough });
  });

  it.each(['', '/assets', '/associates', '/location'])(
    'answers 404 in the error shape for an unknown asset (%s)',
    async (suffix) => {
      const response = await gateway.api({ as: 'amara', url: `/api/assets/AST-999999${suffix}` });
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response)).toEqual({
        status: 404,
        title: 'Not Found',
        errors: [{ message: 'No asset has the identifier AST-999999.' }],
      });
    },
  );

  it('answers 400 naming the path parameter for an identifier with forbidden characters', async () => {
    const response = await gateway.api({
      as: 'amara',
      url: `/api/assets/${encodeURIComponent("AST'; drop table assets;--")}`,
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors[0]?.field).toBe('params.id');
  });
});
