import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCaseTypesCommand, runCaseTypesCommand, UsageError } from '../../scripts/case-types';
import type { CaseType, ReferenceData } from '../../schemas/generated/types';
import { json, listenLocally, startTestGateway, TEST_ADMIN_TOKEN, type TestGateway } from './gateway-harness';

/** The worked example of docs/journeys/README.md, so the documentation's file is known to work. */
const EXAMPLE = 'docs/journeys/examples/case-type-parking-permit.json';
const example = () => JSON.parse(readFileSync(EXAMPLE, 'utf8')) as CaseType;

describe('npm run case-types', () => {
  it.each([
    [[], 'No command given.'],
    [['remove', 'CT-1'], 'Unknown command "remove".'],
    [['add'], '"add" needs at least one FILE'],
    [['list', 'extra'], '"list" takes no arguments.'],
  ])('refuses %j with a clear usage message', async (args, message) => {
    expect(() => parseCaseTypesCommand(args)).toThrow(UsageError);
    const result = await runCaseTypesCommand(args, {});
    expect(result.code).toBe(2);
    expect(result.output).toContain(message);
    expect(result.output).toContain('Usage: npm run case-types');
  });

  describe('with the gateway running', () => {
    let gateway: TestGateway;
    let env: NodeJS.ProcessEnv;
    let dir: string;
    const write = (name: string, content: unknown) => {
      const file = join(dir, name);
      writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
      return file;
    };
    const offered = async () => {
      const response = await gateway.api({
        url: '/api/reference-data/cases/reference-data?NamespaceNames=case-types',
      });
      return json<ReferenceData>(response).namespaces[0]?.referenceData.map((entry) => entry.key) ?? [];
    };

    beforeAll(async () => {
      gateway = await startTestGateway();
      const port = await listenLocally(gateway);
      dir = mkdtempSync(join(tmpdir(), 'case-types-cli-'));
      env = { PORT: String(port), ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATA_DIR: dir };
    });
    afterAll(async () => {
      await gateway?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('adds the documented example through the admin endpoint, offered at once', async () => {
      expect(await offered()).not.toContain('CT-PARKING');
      const added = await runCaseTypesCommand(['add', EXAMPLE], env);
      expect(added).toEqual({ code: 0, output: expect.stringContaining('CT-PARKING "Parking permit": created') });
      expect(added.output).toContain('running gateway');
      expect(await offered()).toContain('CT-PARKING');
      const again = await runCaseTypesCommand(['add', EXAMPLE], env);
      expect(again.output).toContain('CT-PARKING "Parking permit": updated');
      const listed = await runCaseTypesCommand(['list'], env);
      expect(listed.output).toMatch(/^CT-PARKING\s+Parking permit \(Social, Leasehold; self-service; 3 questions\)$/m);
      expect(listed.output).toMatch(/^CT-LOSTFOB\s+Lost fob/m);
    });

    it('refuses a file that is not JSON, or not a case type, naming the file and the place, and stores nothing', async () => {
      const broken = write('broken.json', '{ "id": "CT-BROKEN", ');
      const { description: _dropped, ...noDescription } = { ...example(), id: 'CT-NODESC' };
      const wrongType = {
        ...example(),
        id: 'CT-WRONG',
        additionalInfo: [{ ...example().additionalInfo[0], type: 'Slider' }],
      };
      const files = [broken, write('no-description.json', noDescription), write('wrong.json', [wrongType])];
      const result = await runCaseTypesCommand(['add', ...files], env);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`${broken}: cannot be read as JSON`);
      expect(result.output).toMatch(/no-description\.json: description: .*required/i);
      expect(result.output).toContain(
        'wrong.json [0]: additionalInfo[0].type: Type in entry 1 of additional info must be one of: Radio, List, Text.',
      );
      expect(result.output).toMatch(/Nothing was stored: 3 problems\.$/);
      expect(await offered()).not.toContain('CT-NODESC');
    });

    it('refuses what the schema cannot see: a description in use, a blocking answer that is no option, words the portal lacks', async () => {
      const clash = { ...example(), id: 'CT-CLASH', description: 'Lost fob' };
      const question = example().additionalInfo[0] as CaseType['additionalInfo'][number];
      const badBlock = {
        ...example(),
        id: 'CT-BADBLOCK',
        description: 'Bike store key',
        additionalInfo: [
          { ...question, blocking: { errorCode: 'Case_Bike_Unknown_Code', dependsOn: [{ responseId: 'NOPE' }] } },
        ],
      };
      const result = await runCaseTypesCommand(['add', write('clash.json', [clash, badBlock])], env);
      expect(result.code).toBe(1);
      expect(result.output).toContain(
        'CT-CLASH: description "Lost fob" is already the description of case type CT-LOSTFOB.',
      );
      expect(result.output).toContain(
        'CT-BADBLOCK: additionalInfo[0].blocking names the answer "NOPE", which is not one of its options.',
      );
      expect(result.output).toContain('CT-BADBLOCK: the message code Case_Bike_Unknown_Code has no words');
      const keys = await offered();
      expect(keys).not.toContain('CT-CLASH');
      expect(keys).not.toContain('CT-BADBLOCK');
    });

    it('is refused by the admin endpoint itself for a body that breaks the rules', async () => {
      const response = await gateway.app.inject({
        method: 'PUT',
        url: '/admin/reference-data/case-types/CT-CLASH',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
        payload: { ...example(), id: 'CT-CLASH', description: 'Lost fob' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('already the description of case type CT-LOSTFOB');
      const mismatch = await gateway.app.inject({
        method: 'PUT',
        url: '/admin/reference-data/case-types/CT-OTHER',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
        payload: example(),
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.body).toContain('is not the address');
    });
  });

  describe('with no gateway running', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'case-types-cli-db-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('writes the database directly', async () => {
      // Port 9 (discard) has no HTTP server, so the command falls back to the database.
      const env = { DATA_DIR: dataDir, PORT: '9', ADMIN_TOKEN: 'any' };
      const added = await runCaseTypesCommand(['add', EXAMPLE], env);
      expect(added.code).toBe(0);
      expect(added.output).toContain('no gateway was running');
      expect((await runCaseTypesCommand(['list'], env)).output).toMatch(/^CT-PARKING\s+Parking permit/m);
    }, 60_000);
  });
});
