/**
 * Chart engine benchmark. Run from the repo root:
 *
 *   node bench/chart/run.cjs bench/chart/chart.bench.ts
 *
 * Single thread (one core). Writes bench/results/chart.json. Scenarios:
 * - cold: the first analysis in a fresh process (gazetteer index + the day's ingress search included);
 * - batch: many different births analysed at one instant (positions cache and ingress cache warm);
 * - live: `now` advances one second per analysis within a day (realistic traffic: the transit positions
 *   are recomputed every call, the day's ingress list is reused);
 * - new day every call: worst case, the 90-day ingress search runs for every analysis;
 * - raw astronomy-engine calls for comparison.
 */
import { Body, Ecliptic, EclipticGeoMoon, GeoVector, MakeTime } from 'astronomy-engine';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';

const loadStart = performance.now();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chart = require('../../libs/chart/src') as typeof import('../../libs/chart/src');
const loadMs = performance.now() - loadStart;

const PLACES = [
  'Mumbai, India', 'London, UK', 'New York, USA', 'São Paulo, Brazil', 'Tokyo, Japan', 'Sydney, Australia',
  'Kathmandu, Nepal', 'Santiago, Chile', 'Paris, France', 'Lagos, Nigeria', 'Reykjavik, Iceland', 'Apia, Samoa',
  'Los Angeles, USA', 'Cairo, Egypt', 'Bengaluru, India', 'Moscow, Russia',
];

/** Deterministic varied births: dates 1920–2020, a tenth with no birth time. */
function births(n: number): import('../../libs/chart/src').BirthInput[] {
  let seed = 42;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: n }, () => {
    const d = new Date(Date.UTC(1920, 0, 1) + rnd() * 100 * 365.25 * 86_400_000);
    const hh = String(Math.floor(rnd() * 24)).padStart(2, '0');
    const mm = String(Math.floor(rnd() * 60)).padStart(2, '0');
    return {
      birthDate: d.toISOString().slice(0, 10),
      birthTime: rnd() < 0.1 ? null : `${hh}:${mm}`,
      birthPlace: PLACES[Math.floor(rnd() * PLACES.length)],
    };
  });
}

function rate(label: string, iterations: number, run: (i: number) => void): { perSecond: number; microsecondsEach: number } {
  for (let i = 0; i < Math.min(200, iterations); i++) run(i); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) run(i);
  const ms = performance.now() - t0;
  const result = { perSecond: Math.round((iterations / ms) * 1000), microsecondsEach: Math.round((ms / iterations) * 1000 * 10) / 10 };
  console.log(`${label.padEnd(44)} ${String(result.perSecond).padStart(8)}/s  ${result.microsecondsEach} µs`);
  return result;
}

const NOW = new Date('2026-11-22T12:00:00Z');
const inputs = births(2000);

const coldStart = performance.now();
chart.analyzeBirthChart(inputs[0], { now: NOW });
const coldMs = performance.now() - coldStart;
console.log(`module load ${loadMs.toFixed(1)} ms; first (cold) analysis ${coldMs.toFixed(1)} ms`);

const second = performance.now();
chart.analyzeBirthChart(inputs[1], { now: new Date(NOW.getTime() + 1000) });
const secondMs = performance.now() - second;

const batch = rate('full analysis, one instant (batch)', 20_000, (i) => chart.analyzeBirthChart(inputs[i % inputs.length], { now: NOW }));
const live = rate('full analysis, now +1 s per call (live)', 20_000, (i) =>
  chart.analyzeBirthChart(inputs[i % inputs.length], { now: new Date(NOW.getTime() + i * 1000) }));
const newDay = rate('full analysis, new day every call (worst)', 300, (i) =>
  chart.analyzeBirthChart(inputs[i % inputs.length], { now: new Date(NOW.getTime() + (i + 1000) * 86_400_000) }));
const resolved = inputs.map((b) => chart.resolveBirth(b));
const positions = rate('castChart (9 grahas + speeds + ascendant)', 20_000, (i) => {
  const r = resolved[i % resolved.length];
  chart.castChart(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000), r.place.latitude, r.place.longitude, true);
});
const dasha = rate('runningDasha', 200_000, (i) => chart.runningDasha(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000), (i * 7.3) % 360, NOW));
const place = rate('resolvePlace', 200_000, (i) => chart.resolvePlace(PLACES[i % PLACES.length]));
const toUtc = rate('localToUtc', 100_000, (i) => chart.localToUtc(inputs[i % inputs.length].birthDate, '10:30', 'Europe/London'));
const panchanga = rate('panchanga (one day)', 1_000, (i) => chart.panchanga(`2026-0${1 + (i % 9)}-1${i % 10}`, 28.6139, 77.209, 'Asia/Kolkata'));
const rawPlanet = rate('astronomy-engine GeoVector+Ecliptic (Mars)', 100_000, (i) =>
  Ecliptic(GeoVector(Body.Mars, MakeTime(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000)), true)));
const rawMoon = rate('astronomy-engine EclipticGeoMoon', 100_000, (i) => EclipticGeoMoon(MakeTime(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000))));

const report = {
  generatedAt: new Date().toISOString(),
  command: 'node bench/chart/run.cjs bench/chart/chart.bench.ts',
  node: process.version,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  threadsUsed: 1,
  targetFullAnalysesPerSecond: 1000,
  fullAnalysis: {
    batchOneInstant: batch,
    liveNowAdvancing: live,
    newDayEveryCall: newDay,
    coldFirstAnalysisMs: Math.round(coldMs * 10) / 10,
    secondAnalysisMs: Math.round(secondMs * 10) / 10,
    moduleLoadMs: Math.round(loadMs * 10) / 10,
    meetsTarget: Math.min(batch.perSecond, live.perSecond) >= 1000,
  },
  components: { castChart: positions, runningDasha: dasha, resolvePlace: place, localToUtc: toUtc, panchanga },
  astronomyEngine: { geoVectorEclipticMars: rawPlanet, eclipticGeoMoon: rawMoon },
  notes: [
    'Full analysis = gazetteer lookup, local→UTC, 9 sidereal positions with speeds, ascendant, Vimshottari dasha, current gochara, 90-day ingresses, element balance, energy type, peak window and prose.',
    'Ingress instants are universal, so they are computed once per UTC day and reused; the worst-case row recomputes them on every call.',
  ],
};
const out = path.resolve(__dirname, '../results/chart.json');
fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
console.log(`wrote ${path.relative(process.cwd(), out)}`);
