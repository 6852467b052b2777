// CPU time of running processes and everything they started, from /proc (Linux): what the CPU budget
// (cpu-budget.ts) and the integration run's per-file costs (tools/suite-cost-reporter.cjs) count.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticks: number | undefined;
const clockTicks = () => (ticks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100);

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    // utime + stime, and the children's that were reaped (a PostgreSQL backend that ended).
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

/** CPU seconds of each named process and all its live descendants (PostgreSQL forks a backend per connection). */
export function processTreeCpuSeconds<Name extends string>(pids: Record<Name, number>): Record<Name, number> {
  const children = new Map<number, number[]>();
  const ticksOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (!s) continue;
    ticksOf.set(Number(entry), s.ticks);
    children.set(s.ppid, [...(children.get(s.ppid) ?? []), Number(entry)]);
  }
  const tree = (pid: number): number => (ticksOf.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((a, c) => a + tree(c), 0);
  return Object.fromEntries(Object.entries<number>(pids).map(([name, pid]) => [name, tree(pid) / clockTicks()])) as Record<Name, number>;
}
