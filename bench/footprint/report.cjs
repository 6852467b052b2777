// RESULTS.md section and chart of the footprint benchmark.
'use strict';

const title = 'Footprint: memory and start-up of npm start';

function render(r, { table, spread, fmt }) {
  const services = Object.entries(r.processes).filter(([name]) => !['postgresql', 'redis', 'nats', 'google-standin', 'start.mjs', 'npm'].includes(name));
  const largest = services.sort((a, b) => b[1].idleRssMB - a[1].idleRssMB)[0];
  const headline = [
    {
      figure: 'largest NestJS process idle (RSS)',
      value: largest ? `${largest[0]} ${fmt(largest[1].idleRssMB)} MB` : '–',
      target: '< 150 MB each',
      met: r.meetsTarget?.servicesIdle,
    },
    { figure: 'npm start → first 200 on /api/health (restart)', value: `${spread(r.readySeconds.restart, ' s')}`, target: '< 30 s', met: r.meetsTarget?.ready },
    { figure: 'first start (databases created)', value: `${fmt(r.readySeconds.firstStart)} s`, target: '–', met: null },
  ];
  const rows = Object.entries(r.processes)
    .sort((a, b) => b[1].idleRssMB - a[1].idleRssMB)
    .map(([name, p]) => [name, p.processes, fmt(p.idleRssMB), fmt(p.idlePssMB), fmt(p.peakUnderLoadRssMB)]);
  const phaseRows = (phases) => phases.map((p) => `${p.phase} (${p.atSeconds} s)`).join(' → ');
  const markdown = [
    `Setup: ${r.setup.command}; MB = 10⁶ bytes; idle = ${r.setup.idleSettleSeconds} s after ready; under load = ${r.setup.loadSeconds} s of 50 connections on the cached GET /api/daily-flow (${r.load.requestsPerSecond} requests/s, p99 ${fmt(r.load.latencyMs.p99)} ms on this run), memory sampled twice a second, peak kept.`,
    table(['process', 'processes', 'idle RSS MB', 'idle PSS MB', 'peak RSS under load MB'], rows),
    `The floor: ${r.limit.note}, ${fmt(r.limit.bareNodeHttpRssMB)} MB RSS; the largest NestJS process takes ${largest ? fmt(largest[1].idleRssMB / r.limit.bareNodeHttpRssMB) : '–'}× that. Total idle: ${fmt(r.totals.idleRssMB)} MB RSS, ${fmt(r.totals.idlePssMB)} MB PSS (PSS counts memory shared between processes once, e.g. PostgreSQL's shared buffers).`,
    `Start-up phases, first start: ${phaseRows(r.phases.firstStart)}.${r.phases.restarts.length ? ` Restart: ${phaseRows(r.phases.restarts[0])}.` : ''} npm start first runs \`tools/build.mjs --if-changed\` (swc per library and service, Vite and compression for the web app), which rebuilds only projects whose inputs changed.`,
  ];
  const chart = {
    title,
    subtitle: `resident memory per process of npm start, and the time to ready; load average ${r.loadAverage.before[0]}`,
    legend: [
      { label: 'idle', color: 'flow' },
      { label: 'peak under the read-path load', color: 'other' },
    ],
    panels: [
      {
        title: 'Resident memory (RSS)',
        unit: 'MB',
        target: { value: 150, label: '150 MB per service' },
        groups: [...Object.entries(r.processes), ['bare Node http (floor)', { processes: 1, idleRssMB: r.limit.bareNodeHttpRssMB, peakUnderLoadRssMB: null }]]
          .filter(([name]) => name !== 'npm')
          .sort((a, b) => b[1].idleRssMB - a[1].idleRssMB)
          .map(([name, p]) => ({
            label: `${name}${p.processes > 1 ? ` (${p.processes} processes)` : ''}`,
            bars: [
              { label: 'idle', value: p.idleRssMB, color: name.includes('floor') ? 'limit' : 'flow' },
              ...(Number.isFinite(p.peakUnderLoadRssMB) ? [{ label: 'under load', value: p.peakUnderLoadRssMB, color: 'other' }] : []),
            ],
          })),
      },
      {
        title: 'npm start to the first 200 on /api/health',
        unit: 's',
        target: { value: 30, label: 'target 30 s' },
        groups: [
          {
            bars: [
              { label: 'first start', value: r.readySeconds.firstStart, color: 'limit' },
              { label: 'restart', value: r.readySeconds.restart.median, min: r.readySeconds.restart.min, max: r.readySeconds.restart.max, color: 'flow' },
            ],
          },
        ],
      },
    ],
  };
  return { headline, markdown: markdown.join('\n\n'), chart };
}

module.exports = { title, render };
