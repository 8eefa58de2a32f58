import { describe, expect, it } from 'vitest';
import { withAbsoluteRefs } from './absolute-refs';

const id = 'https://resident-portal.example/schemas/asset.schema.json';

describe('withAbsoluteRefs', () => {
  it('resolves cross-file references against the schema $id', () => {
    const schema = {
      $id: id,
      properties: {
        type: { $ref: 'common.schema.json#/definitions/assetTypeName', description: 'Kind of asset.' },
        parent: { $ref: 'asset.schema.json' },
      },
    };

    const result = withAbsoluteRefs(schema);

    expect(result.properties.type.$ref).toBe(
      'https://resident-portal.example/schemas/common.schema.json#/definitions/assetTypeName',
    );
    expect(result.properties.type.description).toBe('Kind of asset.');
    expect(result.properties.parent.$ref).toBe(id);
  });

  it('leaves local references, absolute references and example data alone', () => {
    const schema = {
      $id: id,
      items: [{ $ref: '#/definitions/associate' }, { $ref: 'http://json-schema.org/draft-07/schema#' }],
      examples: [{ $ref: 'not-a-reference.json' }],
    };

    const result = withAbsoluteRefs(schema);

    expect(result.items).toEqual(schema.items);
    expect(result.examples).toEqual(schema.examples);
  });

  it('does not change the schema it was given', () => {
    const schema = { $id: id, properties: { a: { $ref: 'common.schema.json#/definitions/money' } } };
    withAbsoluteRefs(schema);
    expect(schema.properties.a.$ref).toBe('common.schema.json#/definitions/money');
  });

  it('refuses a schema without an $id, which has nothing to resolve against', () => {
    expect(() => withAbsoluteRefs({ properties: {} } as { $id?: string })).toThrow(/needs a schema with an \$id/);
  });
});
