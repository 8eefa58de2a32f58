import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../http/errors';
import { listOf, schemaRef } from '../../plugins/schemas';
import { findAsset, findAssetHierarchy, findPropertyLocation } from '../../repositories/asset-repository';
import { findAssetAssociates } from '../../repositories/associates-repository';
import { gatewayHeaders, idParam, responses } from '../route-schemas';

type AssetParams = { id: string };

const assetParams = {
  type: 'object',
  properties: { id: idParam('Asset identifier.') },
  required: ['id'],
};

function expandQuery(value: string, description: string): object {
  return {
    type: 'object',
    properties: { expand: { type: 'string', enum: [value], description } },
  };
}

/**
 * Assets: one asset, its hierarchy (?expand=address), its associates (?expand=interestedParties)
 * and its location (region, borough). Each route names the asset in config.access.
 */
export const assetRoutes: FastifyPluginAsync = async (app) => {
  const access = { asset: 'params.id' };

  app.get<{ Params: AssetParams }>(
    '/assets/:id',
    {
      config: { access },
      schema: {
        tags: ['assets'],
        summary: 'One asset (property, block, divided block, estate)',
        headers: gatewayHeaders(),
        params: assetParams,
        response: responses({ 200: schemaRef('asset') }, [400, 404]),
      },
    },
    async (request) => {
      const asset = await findAsset(app.db, request.params.id);
      if (!asset) throw new NotFoundError(`No asset has the identifier ${request.params.id}.`);
      return asset;
    },
  );

  app.get<{ Params: AssetParams; Querystring: { expand?: 'address' } }>(
    '/assets/:id/assets',
    {
      config: { access },
      schema: {
        tags: ['assets'],
        summary: 'The asset and the assets it belongs to: property → divided block or block → estate',
        headers: gatewayHeaders(),
        params: assetParams,
        querystring: expandQuery('address', "address: include each asset's postal address."),
        response: responses({ 200: listOf('asset', 'The asset first, then each asset above it.') }, [400, 404]),
      },
    },
    async (request) => findAssetHierarchy(app.db, request.params.id, request.query.expand === 'address'),
  );

  app.get<{ Params: AssetParams; Querystring: { expand?: 'interestedParties' } }>(
    '/assets/:id/associates',
    {
      config: { access },
      schema: {
        tags: ['assets'],
        summary: 'Neighbourhood manager, incomes officer, landlords and (expanded) building safety parties',
        headers: gatewayHeaders(),
        params: assetParams,
        querystring: expandQuery('interestedParties', 'interestedParties: include the building safety parties.'),
        response: responses({ 200: schemaRef('asset-associates') }, [400, 404]),
      },
    },
    async (request) => {
      const associates = await findAssetAssociates(
        app.db,
        request.params.id,
        request.query.expand === 'interestedParties',
      );
      if (!associates) throw new NotFoundError(`No asset has the identifier ${request.params.id}.`);
      return associates;
    },
  );

  app.get<{ Params: AssetParams }>(
    '/assets/:id/location',
    {
      config: { access },
      schema: {
        tags: ['assets'],
        summary: 'The property location call: region and borough of an asset',
        headers: gatewayHeaders(),
        params: assetParams,
        response: responses({ 200: schemaRef('property-location') }, [400, 404]),
      },
    },
    async (request) => {
      const location = await findPropertyLocation(app.db, request.params.id);
      if (!location) throw new NotFoundError(`No asset has the identifier ${request.params.id}.`);
      return location;
    },
  );
};
