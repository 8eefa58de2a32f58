/**
 * `npm run journeys -- check` on its fast start: scripts/journeys/launch.mjs runs this file from
 * a bundle (no TypeScript compiled at start-up), the same check as cli.ts runs.
 */
import { runCheck } from './check-command';
import { parse } from './cli-args';

const { positional, flags } = parse(process.argv.slice(2));
process.exitCode = runCheck(positional, flags.get('--locale') ?? []);
