// Benchmark 4, engines, on one core: full chart analyses per second (positions, dasha, transits,
// blueprint: what POST /api/charts/analyze computes) and daily-flow generations (the uncached
// GET /api/daily-flow: panchanga, dasha, transits, rhythm blocks, merge, guidance), beside the raw
// astronomy-engine position calls an analysis consists of (the limit: the positions of the birth
// chart and of today's sky). Rates are per CPU-second of this single thread, robust when other work
// shares the machine; the wall-clock rate is given too. Also: where an analysis spends its time
// inside astronomy-engine (every call counted and timed in a separate, instrumented pass).
// `node bench/engines/run.cjs [--smoke] [--out dir]`; needs libs and daily-flow built.
'use strict';
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { root } = require('../lib/machine.cjs');
const { runBenchmark } = require('../lib/run.cjs');
const { acrossRounds, summarize, round } = require('../lib/stats.cjs');

const TARGET = { analysesPerSecond: 1000, generationP99Ms: 10 };
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
  'Berlin, Germany',
  'Los Angeles, USA',
  'Cairo, Egypt',
  'Bengaluru, India',
  'Moscow, Russia',
];

function rng(seed) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Deterministic varied births 1920–2020; a tenth without a birth time. */
function births(n) {
  const rnd = rng(42);
  return Array.from({ length: n }, () => {
    const d = new Date(Date.UTC(1920, 0, 1) + rnd() * 100 * 365.25 * DAY);
    const hh = String(Math.floor(rnd() * 24)).padStart(2, '0');
    const mm = String(Math.floor(rnd() * 60)).padStart(2, '0');
    return { birthDate: d.toISOString().slice(0, 10), birthTime: rnd() < 0.1 ? null : `${hh}:${mm}`, birthPlace: PLACES[Math.floor(rnd() * PLACES.length)] };
  });
}

/** Stored profiles as profile-chart keeps them (the input of a daily flow). */
function profiles(chart, count) {
  return births(count).map((b, i) => {
    const a = chart.analyzeBirthChart(b, { now: NOW });
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      full_name: `Person ${i}`,
      birth_date: b.birthDate,
      birth_time: b.birthTime ? `${b.birthTime}:00` : null,
      birth_location: b.birthPlace,
      onboarding_completed: true,
      vedic_analysis: a.vedicAnalysis,
      vedic_constitution: a.vedicAnalysis.constitution,
      peak_energy_start: a.peakEnergyStart,
      peak_energy_end: a.peakEnergyEnd,
      last_transit_check: null,
      avatar_url: null,
      time_zone: a.chart.place.timeZone,
    };
  });
}

function events(date, n) {
  const titles = ['Team sync', 'Write report', 'Lunch with Sam', 'Client call', 'Gym', 'Design review'];
  return Array.from({ length: n }, (_, k) => {
    const start = new Date(`${date}T${String(8 + ((k * 3) % 11)).padStart(2, '0')}:00:00Z`);
    return {
      id: `00000000-0000-4000-9000-${String(k).padStart(12, '0')}`,
      title: titles[k % titles.length],
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 45 * 60_000).toISOString(),
      location: null,
      meeting_type: null,
      description: null,
      google_calendar_event_id: null,
      is_aligned: null,
      attendees: [],
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    };
  });
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Warm-up, then `rounds` rounds of `iterations` calls. Per round: calls per CPU-second and per
 * wall-second; per call: wall and CPU time (pooled over the rounds for the percentiles).
 */
function rate(label, log, { rounds, iterations, warmup }, call) {
  let i = 0;
  for (let w = 0; w < warmup; w++) call(i++);
  const perCpu = [];
  const perWall = [];
  const wall = [];
  const cpu = [];
  for (let r = 0; r < rounds; r++) {
    const w0 = performance.now();
    const c0 = cpuMs();
    for (let k = 0; k < iterations; k++) {
      const cs = process.cpuUsage();
      const s = performance.now();
      call(i++);
      wall.push(performance.now() - s);
      const used = process.cpuUsage(cs);
      cpu.push((used.user + used.system) / 1000);
    }
    perCpu.push((iterations / (cpuMs() - c0)) * 1000);
    perWall.push((iterations / (performance.now() - w0)) * 1000);
  }
  const result = {
    perCpuSecond: acrossRounds(perCpu, 0),
    perWallSecond: acrossRounds(perWall, 0),
    wallMs: summarize(wall),
    cpuMs: summarize(cpu),
    calls: wall.length,
  };
  log(
    `${label.padEnd(44)} ${String(result.perCpuSecond.median).padStart(7)}/cpu-s ${String(result.perWallSecond.median).padStart(7)}/wall-s  p99 ${result.wallMs.p99} ms wall, ${result.cpuMs.p99} ms cpu`,
  );
  return result;
}

const MEASURED_CALLS = [
  'MakeTime',
  'Ecliptic',
  'EclipticGeoMoon',
  'HelioVector',
  'GeoVector',
  'SiderealTime',
  'SunPosition',
  'e_tilt',
  'Search',
  'SearchRiseSet',
];

/** Counts and times the astronomy-engine calls of `work` (outermost calls only, so nothing twice). */
function instrumentAstronomy(astronomy, work) {
  const stats = Object.fromEntries(MEASURED_CALLS.map((n) => [n, { calls: 0, ms: 0 }]));
  const originals = {};
  let depth = 0;
  for (const name of MEASURED_CALLS) {
    const fn = astronomy[name];
    originals[name] = fn;
    astronomy[name] = function timed(...args) {
      stats[name].calls++;
      if (depth++ > 0) {
        try {
          return fn.apply(this, args);
        } finally {
          depth--;
        }
      }
      const s = performance.now();
      try {
        return fn.apply(this, args);
      } finally {
        stats[name].ms += performance.now() - s;
        depth--;
      }
    };
  }
  const s = performance.now();
  try {
    work();
  } finally {
    Object.assign(astronomy, originals);
  }
  return { totalMs: performance.now() - s, stats };
}

async function measure({ smoke, log }) {
  const chart = require('@flow/chart');
  const astronomy = require('astronomy-engine');
  const { buildDailyFlow } = require(path.join(root, 'apps/daily-flow/dist/flow/flow.builder.js'));
  const plan = (iterations) => ({
    rounds: smoke ? 1 : 5,
    iterations: smoke ? Math.max(20, Math.round(iterations / 20)) : iterations,
    warmup: smoke ? 20 : 1000,
  });
  const inputs = births(2000);

  // Full analyses as the service makes them: its `now` is the clock, one second later per call.
  const analysis = rate('full analysis (now +1 s per call)', log, plan(2000), (i) =>
    chart.analyzeBirthChart(inputs[i % inputs.length], { now: new Date(NOW.getTime() + i * 1000) }),
  );
  const analysisNewDay = rate('full analysis (now +1 day per call)', log, plan(1000), (i) =>
    chart.analyzeBirthChart(inputs[i % inputs.length], { now: new Date(NOW.getTime() + (i + 400) * DAY) }),
  );

  // The limit: the raw position calls of one analysis — the seven grahas' apparent longitudes
  // (GeoVector + Ecliptic; SunPosition; EclipticGeoMoon) at birth and now, and the sidereal time.
  const { Body, Ecliptic, EclipticGeoMoon, GeoVector, MakeTime, SiderealTime, SunPosition } = astronomy;
  const planets = [Body.Mars, Body.Mercury, Body.Jupiter, Body.Venus, Body.Saturn];
  const positionsAt = (t) => {
    SunPosition(t);
    EclipticGeoMoon(t);
    for (const b of planets) Ecliptic(GeoVector(b, t, true));
  };
  const raw = rate('raw astronomy-engine positions of a chart', log, plan(2000), (i) => {
    positionsAt(MakeTime(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000)));
    positionsAt(MakeTime(new Date(NOW.getTime() + i * 1000)));
    SiderealTime(MakeTime(new Date(Date.UTC(1950, 0, 1) + i * 3_600_000)));
  });

  // Daily flows from stored profiles, no cache: 'typical' is a morning (many users, the same few
  // days, so a day's panchanga at a place is shared); 'new day' computes every day afresh.
  const people = profiles(chart, 48);
  const dayAfter = (n) => new Date(NOW.getTime() + n * DAY).toISOString().slice(0, 10);
  const build = (profile, date, n) =>
    buildDailyFlow({ date, timeZone: profile.time_zone, timeZoneSource: 'profile', profile, scheduled: events(date, n), external: [], missing: [], now: NOW });
  const generation = rate('daily flow, many users, same days', log, plan(2000), (i) =>
    build(people[i % people.length], dayAfter(Math.floor(i / 500) % 3), i % 7),
  );
  const generationNewDay = rate('daily flow, a new day every call', log, plan(500), (i) => build(people[i % people.length], dayAfter(-1000 + i), i % 7));

  // Where an analysis spends its time: every astronomy-engine call counted and timed.
  const sample = smoke ? 20 : 500;
  const instrumented = instrumentAstronomy(astronomy, () => {
    for (let i = 0; i < sample; i++) chart.analyzeBirthChart(inputs[(i * 7) % inputs.length], { now: new Date(NOW.getTime() + 5000 * DAY + i * 1000) });
  });
  const inside = Object.values(instrumented.stats).reduce((a, s) => a + s.ms, 0);
  const astronomyCalls = {
    analyses: sample,
    perAnalysis: Object.fromEntries(
      Object.entries(instrumented.stats)
        .filter(([, s]) => s.calls)
        .map(([n, s]) => [n, round(s.calls / sample, 1)]),
    ),
    shareOfTimeInside: round(inside / instrumented.totalMs, 3),
    note: 'calls per analysis of the exported astronomy-engine functions (nested calls counted too); share of the wall time spent inside them (outermost calls), measured in a separate instrumented pass',
  };

  return {
    title: 'Engines: chart analyses and daily-flow generations on one core',
    target: `at least ${TARGET.analysesPerSecond} full analyses per second; daily-flow generation p99 under ${TARGET.generationP99Ms} ms`,
    setup: {
      thread: 'one (this process)',
      rounds: plan(1).rounds,
      note: 'rates per CPU-second of this thread (median round, min–max); per-call times pooled over the rounds',
    },
    analysis,
    analysisNewDay,
    rawPositions: raw,
    ratioToRawPositions: round(analysis.perCpuSecond.median / raw.perCpuSecond.median, 3),
    generation,
    generationNewDay,
    astronomyCalls,
    meetsTarget: smoke
      ? null
      : {
          analyses: analysis.perCpuSecond.median >= TARGET.analysesPerSecond,
          generationP99Wall: generation.wallMs.p99 < TARGET.generationP99Ms,
          generationP99Cpu: generation.cpuMs.p99 < TARGET.generationP99Ms && generationNewDay.cpuMs.p99 < TARGET.generationP99Ms,
        },
  };
}

if (require.main === module) runBenchmark('engines', { limitMinutes: 8, smokeLimitMinutes: 2, servers: false }, measure);
module.exports = { measure };
