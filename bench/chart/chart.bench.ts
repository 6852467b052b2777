/**
 * Chart engine throughput, single thread (one core). Run with `npm run bench:chart` (bench/chart/run.cjs
 * builds libs/chart first and measures the cold analysis). Writes bench/results/chart.json.
 *
 * A full analysis = gazetteer lookup, local → UTC, 9 sidereal positions with motion, ascendant,
 * Vimshottari dasha, current gochara, 90-day ingresses, element balance, energy type, peak window and the
 * prose with its factors: exactly what POST /api/charts/analyze computes.
 *
 * Scenarios (each run 3 times; the median round is reported):
 * - batch: many births analysed at one instant;
 * - live: `now` advances one second per analysis, as the service's clock does;
 * - consecutive days: `now` advances a whole day per analysis, so the shared ingress search extends by a
 *   day every call;
 * - random day: a random `now` in 2021–2100 per call (after every birth), so nothing can be reused (for information: the
 *   service's `now` is the clock).
 * Rates are given per second of the process's CPU time (robust when other work shares the machine) and
 * per second of wall time; the target is checked on CPU time.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Body, Ecliptic, EclipticGeoMoon, GeoVector, MakeTime } from 'astronomy-engine';
import * as chart from '@flow/chart';

const TARGET = 1000;
const DAY = 86_400_000;
const NOW = new Date('2026-11-22T12:00:00Z');

const PLACES = [
  'Mumbai, India',
  'London, UK',
  'New York, USA',
  'São Paulo, Brazil',
  'Tokyo, Japan',
  'Sydney, Australia',
  'Kathmandu, Nepal',
  'Santiago, Chile',
  'Paris, France',
  'Lagos, Nigeria',
  'Reykjavik, Iceland',
  'Apia, Samoa',
  'Los Angeles, USA',
  'Cairo, Egypt',
  'Bengaluru, India',
  'Moscow, Russia',
];

/** Deterministic varied births: dates 1920–2020, a tenth with no birth time. */
function births(n: number): chart.BirthInput[] {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, () => {
    const d = new Date(Date.UTC(1920, 0, 1) + rnd() * 100 * 365.25 * DAY);
    const hh = String(Math.floor(rnd() * 24)).padStart(2, '0');
    const mm = String(Math.floor(rnd() * 60)).padStart(2, '0');
    return { birthDate: d.toISOString().slice(0, 10), birthTime: rnd() < 0.1 ? null : `${hh}:${mm}`, birthPlace: PLACES[Math.floor(rnd() * PLACES.length)] };
  });
}

interface Rate {
  perCpuSecond: number;
  perWallSecond: number;
  microsecondsCpuEach: number;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Runs `iterations` calls three times (after a warm-up) and reports the median round. */
function rate(label: string, iterations: number, run: (i: number) => void, offset = { value: 0 }): Rate {
  for (let i = 0; i < Math.min(200, iterations); i++) run(offset.value++);
  const rounds: Rate[] = [];
  for (let r = 0; r < 3; r++) {
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    for (let i = 0; i < iterations; i++) run(offset.value++);
    const cpu = cpuMs() - cpu0;
    const wall = performance.now() - wall0;
    rounds.push({
      perCpuSecond: Math.round((iterations / cpu) * 1000),
      perWallSecond: Math.round((iterations / wall) * 1000),
      microsecondsCpuEach: Math.round((cpu / iterations) * 10_000) / 10,
    });
  }
  const result = rounds.sort((a, b) => a.perCpuSecond - b.perCpuSecond)[1];
  console.log(
    `${label.padEnd(46)} ${String(result.perCpuSecond).padStart(8)}/cpu-s ${String(result.perWallSecond).padStart(8)}/wall-s  ${result.microsecondsCpuEach} µs`,
  );
  return result;
}

export function run(cold: Record<string, number>): void {
  const inputs = births(2000);
  const analyse = (i: number, now: Date) => chart.analyzeBirthChart(inputs[i % inputs.length], { now });

  const batch = rate('full analysis, one instant (batch)', 5_000, (i) => analyse(i, NOW));
  const live = rate('full analysis, now +1 s per call (live)', 5_000, (i) => analyse(i, new Date(NOW.getTime() + i * 1000)));
  const days = rate('full analysis, now +1 day per call', 2_000, (i) => analyse(i, new Date(NOW.getTime() + (i + 400) * DAY)));
  let seed = 7;
  const randomDay = () => new Date(Date.UTC(2021, 0, 1) + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 79 * 365.25 * DAY);
  const random = rate('full analysis, random day per call (no reuse)', 100, (i) => analyse(i, randomDay()));

  const resolved = inputs.map((b) => chart.resolveBirth(b));
  const components = {
    castChart: rate('castChart (9 grahas + motion + ascendant)', 20_000, (i) => {
      const r = resolved[i % resolved.length];
      chart.castChart(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000), r.place.latitude, r.place.longitude, true);
    }),
    runningDasha: rate('runningDasha', 100_000, (i) => chart.runningDasha(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000), (i * 7.3) % 360, NOW)),
    resolvePlace: rate('resolvePlace', 100_000, (i) => chart.resolvePlace(PLACES[i % PLACES.length])),
    localToUtc: rate('localToUtc', 50_000, (i) => chart.localToUtc(inputs[i % inputs.length].birthDate, '10:30', 'Europe/London')),
    ingressSearch90Days: rate('fresh 90-day ingress search (8 bodies)', 30, (i) => {
      for (const p of ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'] as const)
        chart.findIngresses(p, Date.UTC(1950, 0, 1) + i * 40 * DAY, Date.UTC(1950, 0, 1) + (i * 40 + 90) * DAY);
    }),
    panchanga: rate('panchanga (one day)', 500, (i) => chart.panchanga(`2026-0${1 + (i % 9)}-1${i % 10}`, 28.6139, 77.209, 'Asia/Kolkata')),
  };
  const astronomyEngine = {
    geoVectorEclipticMars: rate('astronomy-engine GeoVector+Ecliptic (Mars)', 50_000, (i) =>
      Ecliptic(GeoVector(Body.Mars, MakeTime(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000)), true)),
    ),
    eclipticGeoMoon: rate('astronomy-engine EclipticGeoMoon', 50_000, (i) => EclipticGeoMoon(MakeTime(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000)))),
  };

  const targetScenarios = [batch, live, days];
  const report = {
    generatedAt: new Date().toISOString(),
    command: 'npm run bench:chart',
    node: process.version,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    threadsUsed: 1,
    targetFullAnalysesPerSecond: TARGET,
    fullAnalysis: { batchOneInstant: batch, liveNowAdvancing: live, consecutiveDays: days, randomDayNoReuse: random },
    cold,
    meetsTarget: targetScenarios.every((r) => r.perCpuSecond >= TARGET),
    components,
    astronomyEngine,
    notes: [
      'Full analysis = gazetteer lookup, local→UTC, 9 sidereal positions with motion, ascendant, Vimshottari dasha, current gochara, 90-day ingresses, element balance, energy type, peak window, prose and factors.',
      'Rates are per CPU-second of this single-threaded process (median of 3 rounds); perWallSecond is also given, and drops when other processes share the cores.',
      'Ingress instants are universal: each body keeps one searched stretch that later analyses extend (consecutive days) or reuse (batch, live). The random-day row shows a full 90-day search per call, which the service never does since its now is the clock.',
      'cold: median of 3 fresh Node processes loading the built libs/chart: module load, then the first analysis (gazetteer index, first 90-day ingress search, JIT) and the second.',
    ],
  };
  const out = path.resolve(__dirname, '../results/chart.json');
  fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  console.log(`meets ${TARGET}/s target on one core: ${report.meetsTarget}; wrote ${path.relative(process.cwd(), out)}`);
}
