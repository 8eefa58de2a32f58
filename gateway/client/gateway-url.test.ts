import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendQuery, gatewayPath, idFromLocation, joinUrl } from './gateway-url';

describe('gatewayPath', () => {
  it('URL-encodes every path parameter', () => {
    expect(gatewayPath`/customers/${'a/b c?d#e'}/premises/${42}/tenancies`).toBe(
      '/customers/a%2Fb%20c%3Fd%23e/premises/42/tenancies',
    );
  });

  it.each(['', '.', '..'])('refuses the parameter "%s", which would name another resource', (param) => {
    expect(() => gatewayPath`/customers/${param}`).toThrow(TypeError);
  });

  it('keeps any parameter as exactly one path segment that decodes back to it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s !== '.' && s !== '..'),
        (id) => {
          const path = gatewayPath`/assets/${id}/location`;
          const segments = path.split('/');
          expect(segments).toHaveLength(4);
          expect(decodeURIComponent(segments[2]!)).toBe(id);
        },
      ),
    );
  });
});

describe('joinUrl', () => {
  it('prefixes the base once, whatever the slashes', () => {
    expect(joinUrl('/api', '/customers/1')).toBe('/api/customers/1');
    expect(joinUrl('/api/', 'customers/1')).toBe('/api/customers/1');
    expect(joinUrl('https://gw.example/api//', '/x')).toBe('https://gw.example/api/x');
  });

  it('prefixes a path that itself starts with the base', () => {
    expect(joinUrl('/api', '/api/v2/works-orders/enhanced-repair-eligibility')).toBe(
      '/api/api/v2/works-orders/enhanced-repair-eligibility',
    );
  });
});

describe('appendQuery', () => {
  it('repeats list values, drops null and undefined and encodes names and values', () => {
    expect(
      appendQuery('/search/works-orders', {
        propertiesIds: ['P 1', 'P&2'],
        orderBy: 'raisedDate desc',
        isDuplicateCheck: false,
        limit: 0,
        searchText: undefined,
        status: null,
      }),
    ).toBe(
      '/search/works-orders?propertiesIds=P%201&propertiesIds=P%262&orderBy=raisedDate%20desc&isDuplicateCheck=false&limit=0',
    );
  });

  it('leaves the url alone without parameters and extends an existing query', () => {
    expect(appendQuery('/a', undefined)).toBe('/a');
    expect(appendQuery('/a', { x: undefined, y: [] })).toBe('/a');
    expect(appendQuery('/a?expand=address', { limit: 1 })).toBe('/a?expand=address&limit=1');
  });

  it('round-trips any values through URLSearchParams', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.array(fc.string(), { minLength: 1, maxLength: 3 })),
        (query) => {
          const parsed = new URLSearchParams(appendQuery('/x', query).split('?')[1] ?? '');
          for (const [name, values] of Object.entries(query)) expect(parsed.getAll(name)).toEqual(values);
        },
      ),
    );
  });
});

describe('idFromLocation', () => {
  it('takes the fifth /-separated part of an absolute location', () => {
    expect(idFromLocation('https://gw.example/works-orders/WO-123')).toBe('WO-123');
  });

  it('takes the fifth part of a relative location and ignores query and fragment', () => {
    expect(idFromLocation('/api/v2/works-orders/WO%20123?x=1#top')).toBe('WO 123');
  });

  it('applies the same rule at another position', () => {
    expect(idFromLocation('/api/works-orders/WO-9', 4)).toBe('WO-9');
  });

  it('gives undefined when the location is missing or too short', () => {
    expect(idFromLocation(undefined)).toBeUndefined();
    expect(idFromLocation(null)).toBeUndefined();
    expect(idFromLocation('')).toBeUndefined();
    expect(idFromLocation('/api/works-orders/WO-1')).toBeUndefined();
    expect(idFromLocation('https://gw.example/works-orders/')).toBeUndefined();
  });

  it('keeps a part that is not valid percent-encoding as it is', () => {
    expect(idFromLocation('https://gw.example/works-orders/100%')).toBe('100%');
  });

  it('finds any id placed as the fifth part', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        expect(idFromLocation(`https://gw.example/works-orders/${encodeURIComponent(id)}`)).toBe(id);
      }),
    );
  });
});
