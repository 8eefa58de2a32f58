/**
 * A CPU profile of the gateway under the repair search alone (issue 29: profile before fixing):
 * starts the bench's gateway on PostgreSQL with --cpu-prof, drives the history-page search at the
 * given connections (32, the throughput budget's; 1, the single-connection p99's) for the given
 * seconds, stops it and prints the profile's top functions by self time, then by inclusive time,
 * from the end of the gateway's start on.
 *
 *   node --import tsx scripts/bench/profile-search.ts [seconds=10] [folder=.cache/bench/profile] [connections=32]
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterStart, selfTimes, totalTimes } from './cpu-profile-summary';
import { startGatewayTarget, loadAsRandomCustomers } from './gateway-target';
import { formatLoad, machineLoad } from './http-load';

const [secondsArg = '10', folderArg = join('.cache', 'bench', 'profile'), connectionsArg = '32'] =
  process.argv.slice(2);
const seconds = Number(secondsArg);
if (!Number.isInteger(seconds) || seconds <= 0)
  throw new Error(`seconds must be a whole number (got "${secondsArg}").`);
const connections = Number(connectionsArg);
if (!Number.isInteger(connections) || connections <= 0)
  throw new Error(`connections must be a whole number (got "${connectionsArg}").`);
const folder = resolve(folderArg);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
process.env.BENCH_CPU_PROF = folder;

const target = await startGatewayTarget('postgres', 10_000);
try {
  const result = await loadAsRandomCustomers(
    target,
    seconds,
    () => '/api/search/works-orders?orderBy=raisedDate%20desc&limit=10&skip=0',
    7,
    connections,
  );
  console.log(formatLoad(`history page, gateway, ${connections} connections (${machineLoad()})`, result));
} finally {
  await target.stop();
}
// The main thread's profile is the largest (were there others, from workers).
const [main] = readdirSync(folder)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => ({ name, size: readFileSync(join(folder, name)).length }))
  .sort((a, b) => b.size - a.size);
if (!main) throw new Error(`The gateway wrote no profile in ${folder}.`);
// The requests' work only: the start (plugins, routes, schemas compiled) is left out.
const profile = afterStart(JSON.parse(readFileSync(join(folder, main.name), 'utf8')));
for (const [title, rows] of [
  ['self', selfTimes(profile)],
  ['inclusive', totalTimes(profile)],
] as const) {
  console.log(`Top ${title} times of ${join(folder, main.name)}:`);
  for (const row of rows.slice(0, 30))
    console.log(`${(row.share * 100).toFixed(1).padStart(5)} %  ${row.ms.toFixed(0).padStart(7)} ms  ${row.name}`);
}
