// RESULTS.md section and chart of the write-path benchmark.
'use strict';

const title = 'Write path: POST /api/events';

function render(r, { table, spread, pct, range, fmt, profileSummary }) {
  const s = r.steady;
  const headline = [
    {
      figure: `steady ${s.offeredPerSecond} creates/s offered: achieved`,
      value: `${spread(s.achievedPerSecond)}/s`,
      target: '≥ 300/s',
      met: r.meetsTarget?.rate,
    },
    { figure: 'p99 latency at that rate', value: `${fmt(s.latencyMs.p99)} ms`, target: '< 50 ms', met: r.meetsTarget?.p99 },
    {
      figure: `creates/s vs bare insert, ${r.levels.map((l) => l.connections).join('/')} connections`,
      value: r.levels.map((l) => `${fmt(l.ratio.median)}×`).join(' / '),
      target: '–',
      met: null,
    },
  ];
  const rows = r.levels.flatMap((l) => [
    [
      l.connections,
      'FLOW POST /api/events',
      spread(l.api.requestsPerSecond),
      pct(l.api.latencyMs),
      range(l.api.latencyMs),
      spread(l.api.cpuMsPerCreateTotal),
      spread(l.ratio, '×'),
    ],
    [
      l.connections,
      'bare pg insert (limit)',
      spread(l.bareInsert.requestsPerSecond),
      pct(l.bareInsert.latencyMs),
      range(l.bareInsert.latencyMs),
      spread(l.bareInsert.cpuMsPerCreateTotal),
      '1×',
    ],
    [
      l.connections,
      'bare pg transaction: insert + outbox row',
      spread(l.bareInsertWithOutbox.requestsPerSecond),
      pct(l.bareInsertWithOutbox.latencyMs),
      range(l.bareInsertWithOutbox.latencyMs),
      spread(l.bareInsertWithOutbox.cpuMsPerCreateTotal),
      spread(l.ratioToInsertWithOutbox, '× of it'),
    ],
  ]);
  const processes = Object.keys(r.levels[0].api.cpuMsPerCreate);
  const cpuRows = r.levels.map((l) => [l.connections, ...processes.map((p) => fmt(l.api.cpuMsPerCreate[p].median))]);
  const markdown = [
    `Setup: ${r.setup.servicesRunning.join(', ')} and a gateway; ${r.setup.users} users, each create a new half hour of its user's calendar (no overlaps, so answers stay the same size). PostgreSQL ${r.setup.postgres}. Bare: ${r.setup.bare}. ${r.setup.rounds} rounds of ${r.setup.secondsPerRun} s per side after a ${r.setup.warmupSeconds} s warm-up.`,
    table(['connections', 'writer', 'creates/s', 'latency p50 / p95 / p99 ms', 'min–max ms', 'CPU ms per create', 'ratio'], rows),
    `Steady rate: ${s.offeredPerSecond} creates/s offered over ${s.connections} connections (autocannon overallRate): achieved ${spread(s.achievedPerSecond)}/s, latency p50 / p95 / p99 ${pct(s.latencyMs)} ms (min–max ${range(s.latencyMs)}), CPU ${spread(s.cpuMsPerCreateTotal)} ms per create.`,
    'CPU milliseconds per create by process (median round; PostgreSQL counts every backend):',
    table(['connections', ...processes], cpuRows),
    `Nothing lost: ${r.integrity.created201} creates answered 201 in the measured runs, ${r.integrity.eventRows} rows stored (${r.integrity.note}); ${r.integrity.unpublishedOutboxRowsAfter10s} outbox rows left unpublished. With both cores to itself the path's CPU cost allows about ${r.capacityEstimate.api ?? '–'} creates/s (bare insert: ${r.capacityEstimate.bareInsert ?? '–'}).`,
    profileSummary(r.profiles, 'of the processes on the path under 10 connections'),
  ].filter(Boolean);
  const chart = {
    title,
    subtitle: `creates per second (median round, whiskers min–max) and p99 latency; load average ${r.loadAverage.before[0]}`,
    legend: [
      { label: 'FLOW POST /api/events', color: 'flow' },
      { label: 'bare insert (limit)', color: 'limit' },
      { label: 'bare insert + outbox', color: 'other' },
    ],
    panels: [
      {
        title: 'Creates per second',
        unit: 'higher is better',
        target: { value: 300, label: 'target 300/s' },
        groups: [
          ...r.levels.map((l) => ({
            label: `${l.connections} connections, closed loop — ratio ${fmt(l.ratio.median)}×`,
            bars: [
              { label: 'FLOW', value: l.api.requestsPerSecond.median, min: l.api.requestsPerSecond.min, max: l.api.requestsPerSecond.max, color: 'flow' },
              {
                label: 'bare insert',
                value: l.bareInsert.requestsPerSecond.median,
                min: l.bareInsert.requestsPerSecond.min,
                max: l.bareInsert.requestsPerSecond.max,
                color: 'limit',
              },
              {
                label: 'bare insert + outbox',
                value: l.bareInsertWithOutbox.requestsPerSecond.median,
                min: l.bareInsertWithOutbox.requestsPerSecond.min,
                max: l.bareInsertWithOutbox.requestsPerSecond.max,
                color: 'other',
              },
            ],
          })),
          {
            label: `steady ${s.offeredPerSecond}/s offered`,
            bars: [{ label: 'FLOW achieved', value: s.achievedPerSecond.median, min: s.achievedPerSecond.min, max: s.achievedPerSecond.max, color: 'flow' }],
          },
        ],
      },
      {
        title: 'Latency p99',
        unit: 'ms, lower is better',
        target: { value: 50, label: 'target 50 ms' },
        groups: [
          ...r.levels.map((l) => ({
            label: `${l.connections} connections`,
            bars: [
              { label: 'FLOW', value: l.api.latencyMs.p99, color: 'flow' },
              { label: 'bare insert', value: l.bareInsert.latencyMs.p99, color: 'limit' },
            ],
          })),
          { label: `steady ${s.offeredPerSecond}/s`, bars: [{ label: 'FLOW', value: s.latencyMs.p99, color: 'flow' }] },
        ],
      },
    ],
  };
  return { headline, markdown: markdown.join('\n\n'), chart };
}

module.exports = { title, render };
