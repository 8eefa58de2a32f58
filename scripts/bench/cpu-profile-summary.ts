/**
 * The top functions of a V8 CPU profile (node --cpu-prof) by self time, one line each: where a
 * process spent its time, without a profiler's UI (issue 29: profile before fixing).
 *
 *   node --import tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [top=25] [self|total] [all|after-start]
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time per function (name, file and line), largest first, as shares of the whole profile.
 *
 * @example
 * selfTimes(JSON.parse(readFileSync('CPU.cpuprofile', 'utf8'))).slice(0, 10);
 */
export function selfTimes(profile: CpuProfile): { name: string; ms: number; share: number }[] {
  const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  return ranked(profile, (id) => {
    const frame = frameOf.get(id);
    return frame ? [frameName(frame)] : [];
  });
}

/**
 * Inclusive time per function (its own and its callees'), largest first: a sample counts once
 * for every distinct function on its stack, so a hook or a validator shows its whole cost (self
 * time spreads it over the small functions it calls).
 *
 * @example
 * totalTimes(JSON.parse(readFileSync('CPU.cpuprofile', 'utf8'))).slice(0, 10);
 */
export function totalTimes(profile: CpuProfile): { name: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  return ranked(profile, (id) => {
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (node) names.add(frameName(node.callFrame));
    }
    return [...names];
  });
}

/**
 * The profile without the server's start: the samples up to the last one inside avvio (the
 * loader of Fastify's plugins and routes, which compiles their schemas) are dropped, so what is
 * left is the requests' work alone. The profile itself when no sample is inside avvio.
 *
 * @example
 * selfTimes(afterStart(JSON.parse(readFileSync('CPU.cpuprofile', 'utf8'))));
 */
export function afterStart(profile: CpuProfile): CpuProfile {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const starting = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      if (byId.get(at)?.callFrame.url.includes('/avvio/')) return true;
    }
    return false;
  };
  const last = profile.samples.findLastIndex(starting);
  return { ...profile, samples: profile.samples.slice(last + 1), timeDeltas: profile.timeDeltas.slice(last + 1) };
}

function frameName(frame: ProfileNode['callFrame']): string {
  const where = frame.url
    ? `${relative(process.cwd(), frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}`
    : '';
  return `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
}

/** Each sample's time added to every name `namesOf` gives its node, as shares of all samples' time. */
function ranked(profile: CpuProfile, namesOf: (id: number) => string[]): { name: string; ms: number; share: number }[] {
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    for (const name of namesOf(id)) totals.set(name, (totals.get(name) ?? 0) + us);
    all += us;
  });
  return [...totals]
    .map(([name, us]) => ({ name, ms: us / 1000, share: all ? us / all : 0 }))
    .sort((a, b) => b.ms - a.ms);
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  const [file, top = '25', kind = 'self', part = 'all'] = process.argv.slice(2);
  if (!file || !['self', 'total'].includes(kind) || !['all', 'after-start'].includes(part))
    throw new Error(
      'Usage: node --import tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [top] [self|total] [all|after-start]',
    );
  const whole = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const profile = part === 'after-start' ? afterStart(whole) : whole;
  const rows = kind === 'self' ? selfTimes(profile) : totalTimes(profile);
  for (const row of rows.slice(0, Number(top)))
    console.log(`${(row.share * 100).toFixed(1).padStart(5)} %  ${row.ms.toFixed(0).padStart(7)} ms  ${row.name}`);
}
