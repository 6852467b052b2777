// RESULTS.md section and chart of the read-path benchmark.
'use strict';

const title = 'Read path: cached GET /api/daily-flow';

function render(r, { table, spread, pct, range, fmt, profileSummary }) {
  const at50 = r.levels.find((l) => l.connections === 50) ?? r.levels[0];
  const headline = [
    {
      figure: `requests/s vs bare server, ${r.levels.map((l) => l.connections).join('/')} connections`,
      value: r.levels.map((l) => `${fmt(l.ratio.median)}×`).join(' / '),
      target: '≥ 0.5×',
      met: r.meetsTarget?.ratio,
    },
    { figure: `p99 latency at ${at50.connections} connections`, value: `${fmt(at50.gateway.latencyMs.p99)} ms`, target: '< 20 ms', met: r.meetsTarget?.p99 },
    {
      figure: 'CPU per request, all processes (FLOW / bare)',
      value: `${fmt(at50.gateway.cpuMsPerRequestTotal.median)} / ${fmt(at50.bare.cpuMsPerRequestTotal.median)} ms`,
      target: '–',
      met: null,
    },
  ];
  const rows = r.levels.flatMap((l) => [
    [
      l.connections,
      'FLOW (gateway → NATS → daily-flow → Redis)',
      spread(l.gateway.requestsPerSecond),
      pct(l.gateway.latencyMs),
      range(l.gateway.latencyMs),
      spread(l.gateway.cpuMsPerRequestTotal),
      spread(l.ratio, '×'),
    ],
    [
      l.connections,
      'bare Node http + Redis GET',
      spread(l.bare.requestsPerSecond),
      pct(l.bare.latencyMs),
      range(l.bare.latencyMs),
      spread(l.bare.cpuMsPerRequestTotal),
      '1×',
    ],
  ]);
  const processes = Object.keys(r.levels[0].gateway.cpuMsPerRequest);
  const cpuRows = r.levels.map((l) => [
    l.connections,
    ...processes.map((k) => fmt(l.gateway.cpuMsPerRequest[k].median)),
    fmt(l.bare.cpuMsPerRequest.bare.median),
    fmt(l.bare.cpuMsPerRequest.redis.median),
  ]);
  const markdown = [
    `Setup: ${r.setup.servicesRunning.join(', ')} and a gateway on a private PostgreSQL/Redis/NATS; one signed-up, onboarded user with three events today, whose flow (${r.setup.responseBytes} bytes${r.setup.partialFlow ? `, partial: ${r.setup.missingSources.join(', ')} missing` : ''}) is in the cache. ${r.setup.client}; ${r.setup.rounds} rounds of ${r.setup.secondsPerRun} s per side after a ${r.setup.warmupSeconds} s warm-up.`,
    table(['connections', 'server', 'requests/s', 'latency p50 / p95 / p99 ms', 'min–max ms', 'CPU ms per request', 'ratio'], rows),
    'CPU milliseconds per request by process (median round):',
    table(['connections', ...processes.map((p) => `${p} (FLOW)`), 'bare server', 'redis (bare)'], cpuRows),
    `If the path had both cores to itself, its CPU cost would allow about ${r.capacityEstimate.gateway} requests/s through FLOW and ${r.capacityEstimate.bare} through the bare server (2000 ms ÷ CPU ms per request at 50 connections).`,
    profileSummary(r.profiles, 'of the gateway and daily-flow under 50 connections'),
  ];
  const chart = {
    title,
    subtitle: `requests per second (median round, whiskers min–max) and latency; load average ${r.loadAverage.before[0]}`,
    legend: [
      { label: 'FLOW through the gateway', color: 'flow' },
      { label: 'bare server (limit)', color: 'limit' },
    ],
    panels: [
      {
        title: 'Requests per second',
        unit: 'higher is better',
        groups: r.levels.map((l) => ({
          label: `${l.connections} connections — ratio ${fmt(l.ratio.median)}×`,
          bars: [
            {
              label: 'FLOW',
              value: l.gateway.requestsPerSecond.median,
              min: l.gateway.requestsPerSecond.min,
              max: l.gateway.requestsPerSecond.max,
              color: 'flow',
            },
            { label: 'bare', value: l.bare.requestsPerSecond.median, min: l.bare.requestsPerSecond.min, max: l.bare.requestsPerSecond.max, color: 'limit' },
          ],
        })),
      },
      {
        title: 'Latency p99 through FLOW',
        unit: 'ms, lower is better',
        target: { value: 20, label: 'target 20 ms at 50' },
        groups: r.levels.map((l) => ({
          label: `${l.connections} connections`,
          bars: [
            { label: 'FLOW p50', value: l.gateway.latencyMs.p50, color: 'other' },
            { label: 'FLOW p99', value: l.gateway.latencyMs.p99, color: 'flow' },
            { label: 'bare p99', value: l.bare.latencyMs.p99, color: 'limit' },
          ],
        })),
      },
      {
        title: 'CPU per request, all processes on the path',
        unit: 'ms',
        groups: r.levels.map((l) => ({
          label: `${l.connections} connections`,
          bars: [
            { label: 'FLOW', value: l.gateway.cpuMsPerRequestTotal.median, color: 'flow' },
            { label: 'bare', value: l.bare.cpuMsPerRequestTotal.median, color: 'limit' },
          ],
        })),
      },
    ],
  };
  return { headline, markdown: markdown.filter(Boolean).join('\n\n'), chart };
}

module.exports = { title, render };
