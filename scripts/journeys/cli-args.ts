import { JourneyFileError } from './journey-file-error';

/** A command line of `npm run journeys`: the command, its other words, and its options with their values. */
export interface Parsed {
  command: string | undefined;
  positional: string[];
  flags: Map<string, string[]>;
}

/** Options that take a value. */
const VALUE_FLAGS = new Set(['--locale', '--out', '--max-moves', '--max-paths', '--url']);

/** Reads a command line (without node and the script). */
export function parse(argv: readonly string[]): Parsed {
  const [command, ...rest] = argv;
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let at = 0; at < rest.length; at += 1) {
    const arg = rest[at] as string;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (VALUE_FLAGS.has(arg)) {
      const value = rest[at + 1];
      if (value === undefined) throw new JourneyFileError(`${arg} needs a value`);
      flags.set(arg, [...(flags.get(arg) ?? []), value]);
      at += 1;
    } else flags.set(arg, []);
  }
  return { command, positional, flags };
}
