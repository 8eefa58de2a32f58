import { describe, expect, it } from 'vitest';
import { parseSeedArguments, runSeed, UsageError } from './seed';

describe('npm run seed arguments', () => {
  it('defaults to the demo residents only in ./data or $DATA_DIR', () => {
    expect(parseSeedArguments([], {})).toEqual({ customers: 0, seed: 1, dataDir: 'data', help: false });
    expect(parseSeedArguments([], { DATA_DIR: '/srv/portal' }).dataDir).toBe('/srv/portal');
  });

  it('reads --customers, --seed and --data-dir, with a space or an equals sign', () => {
    expect(parseSeedArguments(['--customers', '10000', '--seed=7', '--data-dir', '/tmp/x'], {})).toEqual({
      customers: 10000,
      seed: 7,
      dataDir: '/tmp/x',
      help: false,
    });
    expect(parseSeedArguments(['--customers=10_000'], {}).customers).toBe(10000);
  });

  it.each([
    [['--customers'], '--customers needs a value.'],
    [['--customers', 'many'], '--customers must be a whole number from 0 to 9999999 (got "many").'],
    [['--customers', '-5'], '--customers must be a whole number from 0 to 9999999 (got "-5").'],
    [['--customers', '2.5'], '--customers must be a whole number from 0 to 9999999 (got "2.5").'],
    [['--customers', '10000000'], '--customers must be a whole number from 0 to 9999999 (got "10000000").'],
    [['--seed', 'x'], '--seed must be a whole number from 0 to 1000000 (got "x").'],
    [['--data-dir'], '--data-dir needs a folder.'],
    [['--verbose'], 'Unknown argument "--verbose".'],
    [['10000'], 'Unknown argument "10000".'],
  ])('refuses %j with a plain message', (argv, message) => {
    expect(() => parseSeedArguments(argv, {})).toThrow(UsageError);
    expect(() => parseSeedArguments(argv, {})).toThrow(message);
  });

  it('prints the usage and exits 2 on a bad argument without opening a database', async () => {
    const lines: string[] = [];
    expect(await runSeed(['--customers', 'lots'], {}, (line) => lines.push(line))).toBe(2);
    expect(lines.join('\n')).toMatch(/must be a whole number[\s\S]*Usage: npm run seed/);
  });
});
