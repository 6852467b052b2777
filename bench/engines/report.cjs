// RESULTS.md section and chart of the engines benchmark.
'use strict';

const title = 'Engines: chart analyses and daily-flow generations, one core';

function render(r, { table, spread, pct, fmt }) {
  const headline = [
    { figure: 'full chart analyses per CPU-second', value: `${spread(r.analysis.perCpuSecond)}/s`, target: '≥ 1,000/s', met: r.meetsTarget?.analyses },
    {
      figure: 'daily-flow generation p99 (wall / CPU)',
      value: `${fmt(r.generation.wallMs.p99)} / ${fmt(r.generation.cpuMs.p99)} ms`,
      target: '< 10 ms',
      met: r.meetsTarget ? r.meetsTarget.generationP99Wall || r.meetsTarget.generationP99Cpu : null,
    },
    { figure: 'analysis rate vs its raw astronomy-engine positions', value: `${fmt(r.ratioToRawPositions)}×`, target: '–', met: null },
  ];
  const row = (label, x) => [label, spread(x.perCpuSecond), spread(x.perWallSecond), pct(x.wallMs), pct(x.cpuMs), x.calls];
  const rows = [
    row('full chart analysis, now +1 s per call (the service)', r.analysis),
    row('full chart analysis, now +1 day per call', r.analysisNewDay),
    row('raw astronomy-engine positions of one chart (limit)', r.rawPositions),
    row('daily-flow generation, many users, same days', r.generation),
    row('daily-flow generation, a new day every call', r.generationNewDay),
  ];
  const calls = Object.entries(r.astronomyCalls.perAnalysis)
    .map(([n, c]) => `${n} ${c}`)
    .join(', ');
  const markdown = [
    `${r.setup.note}; ${r.setup.rounds} rounds after a warm-up, ${r.setup.thread} thread.`,
    table(['work', 'per CPU-second', 'per wall-second', 'wall ms p50 / p95 / p99', 'CPU ms p50 / p95 / p99', 'calls'], rows),
    `The limit: one analysis needs the apparent longitudes of the seven grahas at birth and now (GeoVector + Ecliptic for five planets, SunPosition, EclipticGeoMoon) and the sidereal time; computed bare, ${spread(r.rawPositions.perCpuSecond)} such sets per CPU-second. A full analysis runs at ${fmt(r.ratioToRawPositions)}× that rate. Instrumented (${r.astronomyCalls.analyses} analyses): ${calls} astronomy-engine calls per analysis, ${fmt(r.astronomyCalls.shareOfTimeInside * 100)}% of its time inside them.`,
  ];
  const chart = {
    title,
    subtitle: `per CPU-second of one thread (median of rounds, whiskers min–max); load average ${r.loadAverage.before[0]}`,
    panels: [
      {
        title: 'Throughput',
        unit: 'per CPU-second, higher is better',
        target: { value: 1000, label: 'target 1,000 analyses/s' },
        groups: [
          {
            label: 'chart',
            bars: [
              {
                label: 'full analysis (live)',
                value: r.analysis.perCpuSecond.median,
                min: r.analysis.perCpuSecond.min,
                max: r.analysis.perCpuSecond.max,
                color: 'flow',
              },
              {
                label: 'full analysis (new day)',
                value: r.analysisNewDay.perCpuSecond.median,
                min: r.analysisNewDay.perCpuSecond.min,
                max: r.analysisNewDay.perCpuSecond.max,
                color: 'flow',
              },
              {
                label: 'raw positions (limit)',
                value: r.rawPositions.perCpuSecond.median,
                min: r.rawPositions.perCpuSecond.min,
                max: r.rawPositions.perCpuSecond.max,
                color: 'limit',
              },
            ],
          },
          {
            label: 'daily flow',
            bars: [
              {
                label: 'same days',
                value: r.generation.perCpuSecond.median,
                min: r.generation.perCpuSecond.min,
                max: r.generation.perCpuSecond.max,
                color: 'other',
              },
              {
                label: 'new day every call',
                value: r.generationNewDay.perCpuSecond.median,
                min: r.generationNewDay.perCpuSecond.min,
                max: r.generationNewDay.perCpuSecond.max,
                color: 'other',
              },
            ],
          },
        ],
      },
      {
        title: 'Daily-flow generation time',
        unit: 'ms, lower is better',
        target: { value: 10, label: 'target p99 10 ms' },
        groups: [
          {
            label: 'many users, same days',
            bars: [
              { label: 'p50 wall', value: r.generation.wallMs.p50, color: 'other' },
              { label: 'p99 wall', value: r.generation.wallMs.p99, color: 'other' },
              { label: 'p99 CPU', value: r.generation.cpuMs.p99, color: 'flow' },
            ],
          },
          {
            label: 'a new day every call',
            bars: [
              { label: 'p50 wall', value: r.generationNewDay.wallMs.p50, color: 'other' },
              { label: 'p99 wall', value: r.generationNewDay.wallMs.p99, color: 'other' },
              { label: 'p99 CPU', value: r.generationNewDay.cpuMs.p99, color: 'flow' },
            ],
          },
        ],
      },
    ],
  };
  return { headline, markdown: markdown.join('\n\n'), chart };
}

module.exports = { title, render };
