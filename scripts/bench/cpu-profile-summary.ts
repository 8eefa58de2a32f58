/**
 * The top functions of a V8 CPU profile (node --cpu-prof) by self time, one line each: where a
 * process spent its time, without a profiler's UI (issue 29: profile before fixing).
 *
 *   node --import tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
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
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const frame = frameOf.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    if (!frame) return;
    const where = frame.url
      ? `${relative(process.cwd(), frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}`
      : '';
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    totals.set(name, (totals.get(name) ?? 0) + us);
    all += us;
  });
  return [...totals]
    .map(([name, us]) => ({ name, ms: us / 1000, share: all ? us / all : 0 }))
    .sort((a, b) => b.ms - a.ms);
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  const [file, top = '25'] = process.argv.slice(2);
  if (!file) throw new Error('Usage: node --import tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [top]');
  const rows = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  for (const row of rows.slice(0, Number(top)))
    console.log(`${(row.share * 100).toFixed(1).padStart(5)} %  ${row.ms.toFixed(0).padStart(7)} ms  ${row.name}`);
}
