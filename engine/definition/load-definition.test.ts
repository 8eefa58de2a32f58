import { describe, expect, it } from 'vitest';
import journeySchema from '../../schemas/journey.schema.json';
import raw from '../test-fixtures/service-request.json';
import { formatIssues, JourneyDefinitionError, asDefinition } from './load-definition';

const fixture = () => structuredClone(raw) as unknown as Record<string, unknown> & { steps: Record<string, unknown>[] };

function undescribed(node: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((item, at) => undescribed(item, `${path}/${at}`, found));
  else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const [name, property] of Object.entries(record.properties)) {
        if (typeof property === 'object' && property !== null && !('description' in property))
          found.push(`${path}/properties/${name}`);
      }
    }
    for (const [key, value] of Object.entries(record))
      if (key !== 'examples') undescribed(value, `${path}/${key}`, found);
  }
  return found;
}

describe('the journey schema', () => {
  it('should describe every property and every definition, so analysts docs can be generated', () => {
    expect(undescribed(journeySchema, '', [])).toEqual([]);
    expect(
      Object.entries(journeySchema.definitions)
        .filter(([, definition]) => !('description' in definition))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('should accept its own examples and the fixture journey', () => {
    for (const example of journeySchema.examples) expect(formatIssues(example)).toEqual([]);
    expect(formatIssues(raw)).toEqual([]);
  });

  it('should name a misspelt key with the JSON pointer of its object', () => {
    const journey = fixture();
    (journey.steps[4] as Record<string, unknown>).nxet = [];
    expect(formatIssues(journey)).toContainEqual(
      expect.objectContaining({ pointer: '/steps/4', message: 'unknown property "nxet"' }),
    );
  });

  it('should explain a malformed condition instead of listing every branch of the language', () => {
    const journey = fixture();
    (journey.steps[4] as { next: { when?: unknown }[] }).next[0] = {
      to: 'another-number',
      when: { answer: 'contact-method', equals: 'x', in: ['y'] },
    } as never;
    const issues = formatIssues(journey);
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/steps/4/next/0/when',
        message: 'needs exactly one operator (equals, in, exists or matches), found equals, in',
      }),
    ]);
  });

  it('should check a step against the schema of its own kind', () => {
    const journey = fixture();
    delete (journey.steps[2] as Record<string, unknown>).source;
    journey.steps.push({ id: 'odd', kind: 'interlude' });
    const pointers = formatIssues(journey).map((issue) => `${issue.pointer} ${issue.message}`);
    expect(pointers).toContain("/steps/2 must have required property 'source'");
    expect(pointers).toContain('/steps/9/kind must be one of question, summary, confirmation, generated');
  });

  it('should throw JourneyDefinitionError carrying the issues', () => {
    const journey = fixture();
    journey.version = 0;
    expect(() => asDefinition(journey)).toThrow(JourneyDefinitionError);
    try {
      asDefinition(journey);
    } catch (error) {
      expect((error as JourneyDefinitionError).issues[0]).toMatchObject({ pointer: '/version', severity: 'error' });
    }
  });
});
