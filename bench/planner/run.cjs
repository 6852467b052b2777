// Planner benchmark: `npm run bench:planner` (or `node bench/planner/run.cjs [--quick]`) from the repo root.
// 1,000 simulated people (a rhythm from a chart or learned from check-ins, 10–25 events a week, 8–15
// tasks, 3 habits, 14 days, five zones, a DST change in the first week): FLOW's planner against an
// energy-blind earliest-fit planner (what Reclaim-style tools do) on the same inputs, side by side.
// Writes bench/results/planner.json.
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./ts-hook.cjs');
const { describeMachine } = require('../lib/machine.cjs');
const { planItems, changedPlacements, isEnergyMatch } = require(path.join(root, 'libs/planner/src/index.ts'));
const { simulatePerson } = require('./people.cjs');

const quick = process.argv.includes('--quick');
const PEOPLE = quick ? 200 : 1000;
// Timed in rounds after the quality pass: per person the median of the rounds, so a moment the shared
// machine took the core (or a collection of the quality pass's garbage) is not charged to one person.
const ROUNDS = quick ? 3 : 5;
const SEED = 37;

// mulberry32: a small seeded generator, so every run simulates the same people.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One event lands on a day of the plan: replan from the stored plan. */
const replanInput = (person, plan) => ({ ...person.input, busy: [...person.input.busy, person.change], previous: plan.placements });

const overlaps = (a, b) => a.start < b.end && b.start < a.end;

function kindAt(days, t) {
  const day = days.find((d) => t >= d.start && t < d.end);
  let kind = 'steady';
  for (const w of day?.windows ?? []) if (t >= w.start && t < w.end) kind = w.kind;
  return kind;
}

function measure(input, result) {
  const tasks = new Map(input.tasks.map((t) => [t.id, t]));
  let taskMinutes = 0;
  let matched = 0;
  let overlapsFound = 0;
  for (const p of result.placements) {
    if (p.kind === 'task') {
      const need = tasks.get(p.id).energy;
      for (let t = p.start; t < p.end; t += 60_000) {
        taskMinutes++;
        if (isEnergyMatch(need, kindAt(input.days, t))) matched++;
      }
    }
    const blocked = [...input.busy, ...input.days.flatMap((d) => d.unavailable)];
    if (blocked.some((b) => overlaps(p, b))) overlapsFound++;
  }
  const sorted = [...result.placements].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) if (sorted[i].start < sorted[i - 1].end) overlapsFound++;
  const met = new Set(input.tasks.filter((t) => t.dueAt != null && !result.atRisk.some((r) => r.id === t.id)).map((t) => t.id));
  return { taskMinutes, matched, overlaps: overlapsFound, met };
}

function quantiles(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: round(q(0.5)), p95: round(q(0.95)), p99: round(q(0.99)), max: round(s[s.length - 1]) };
}
const round = (x, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
/** Wall and CPU time of one call (CPU is the steadier figure on a shared machine). */
const timed = (fn) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, ms, cpuMs: (c.user + c.system) / 1000 };
};

const loadAverageAtStart = require('node:os')
  .loadavg()
  .map((x) => round(x, 2));
const random = rng(SEED);
const people = Array.from({ length: PEOPLE }, (_, i) => simulatePerson(random, i));
// Warm-up, so the JIT compiles the planner before it is timed.
for (const p of people.slice(0, 50)) planItems(p.input);

const totals = { flow: { taskMinutes: 0, matched: 0, overlaps: 0, met: 0 }, baseline: { taskMinutes: 0, matched: 0, overlaps: 0, met: 0 } };
let deadlines = 0;
let feasible = 0;
let flowMetFeasible = 0;
let baselineMetFeasible = 0;
const single = { planMs: [], planCpuMs: [], replanMs: [], replanCpuMs: [] };
const moved = [];
const plans = [];
const cpu0 = process.cpuUsage();
for (const person of people) {
  const { input } = person;
  const flow = timed(() => planItems(input));
  const baseline = timed(() => planItems({ ...input, settings: { strategy: 'earliest' } }));
  plans.push(flow.value);
  single.planMs.push(flow.ms);
  single.planCpuMs.push(flow.cpuMs);
  const f = measure(input, flow.value);
  const b = measure(input, baseline.value);
  for (const [key, m] of [
    ['flow', f],
    ['baseline', b],
  ]) {
    totals[key].taskMinutes += m.taskMinutes;
    totals[key].matched += m.matched;
    totals[key].overlaps += m.overlaps;
    totals[key].met += m.met.size;
  }
  // A deadline is feasible when the task, planned alone among the same events and habits, meets it.
  for (const task of input.tasks.filter((t) => t.dueAt != null)) {
    deadlines++;
    if (planItems({ ...input, tasks: [task] }).atRisk.some((r) => r.id === task.id)) continue;
    feasible++;
    if (f.met.has(task.id)) flowMetFeasible++;
    if (b.met.has(task.id)) baselineMetFeasible++;
  }
  const replan = timed(() => planItems(replanInput(person, flow.value)));
  single.replanMs.push(replan.ms);
  single.replanCpuMs.push(replan.cpuMs);
  const future = (list) => list.filter((p) => p.start >= input.now);
  moved.push(changedPlacements(future(flow.value.placements), future(replan.value.placements)));
}

// The timed rounds: plan, baseline and replan of every person, in alternation, ROUNDS times.
const rounds = { planMs: [], planCpuMs: [], baselineMs: [], replanMs: [], replanCpuMs: [] };
for (const key of Object.keys(rounds)) rounds[key] = people.map(() => []);
for (let r = 0; r < ROUNDS; r++) {
  people.forEach((person, i) => {
    const flow = timed(() => planItems(person.input));
    const baseline = timed(() => planItems({ ...person.input, settings: { strategy: 'earliest' } }));
    const replan = timed(() => planItems(replanInput(person, plans[i])));
    rounds.planMs[i].push(flow.ms);
    rounds.planCpuMs[i].push(flow.cpuMs);
    rounds.baselineMs[i].push(baseline.ms);
    rounds.replanMs[i].push(replan.ms);
    rounds.replanCpuMs[i].push(replan.cpuMs);
  });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const perPerson = (key) => rounds[key].map(median);
const cpu = process.cpuUsage(cpu0);

const share = (t) => round((100 * t.matched) / Math.max(1, t.taskMinutes), 1);
const result = {
  name: 'planner',
  generatedAt: new Date().toISOString(),
  description: `${PEOPLE} simulated people, 14 days each: FLOW's energy-aware planner against an energy-blind earliest-fit planner on the same inputs.`,
  people: PEOPLE,
  seed: SEED,
  energyMatchPct: { flow: share(totals.flow), baseline: share(totals.baseline), target: '≥ 85%' },
  deadlines: { withDeadline: deadlines, feasible, flowMet: flowMetFeasible, baselineMet: baselineMetFeasible },
  overlaps: { flow: totals.flow.overlaps, baseline: totals.baseline.overlaps, target: 0 },
  timing: `per person the median of ${ROUNDS} timed rounds (plan, baseline, replan in alternation), percentiles over the people; singleShot: the one timing of each person inside the quality pass`,
  planMs: {
    flow: quantiles(perPerson('planMs')),
    flowCpu: quantiles(perPerson('planCpuMs')),
    baseline: quantiles(perPerson('baselineMs')),
    target: 'p99 ≤ 20 ms',
  },
  replanAfterEventMs: { ...quantiles(perPerson('replanMs')), cpu: quantiles(perPerson('replanCpuMs')), target: 'p99 ≤ 5 ms' },
  singleShot: {
    planMs: quantiles(single.planMs),
    planCpuMs: quantiles(single.planCpuMs),
    replanMs: quantiles(single.replanMs),
    replanCpuMs: quantiles(single.replanCpuMs),
  },
  itemsMovedPerChange: {
    mean: round(moved.reduce((a, b) => a + b, 0) / moved.length, 2),
    p50: quantiles(moved).p50,
    p99: quantiles(moved).p99,
    max: Math.max(...moved),
  },
  cpuSeconds: round((cpu.user + cpu.system) / 1e6, 1),
  loadAverageAtStart,
  loadAverage: require('node:os')
    .loadavg()
    .map((x) => round(x, 2)),
  machine: describeMachine(),
};
result.meetsTargets = {
  energyMatch: result.energyMatchPct.flow >= 85,
  deadlines: flowMetFeasible === feasible,
  overlaps: totals.flow.overlaps === 0,
  plan: result.planMs.flow.p99 <= 20,
  replan: result.replanAfterEventMs.p99 <= 5,
  planCpu: result.planMs.flowCpu.p99 <= 20,
  replanCpu: result.replanAfterEventMs.cpu.p99 <= 5,
};
const out = path.join(root, 'bench/results/planner.json');
fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
console.log(JSON.stringify({ ...result, machine: undefined }, null, 2));
console.log(`written to ${path.relative(root, out)}`);
