// RESULTS.md section and chart of the web benchmark.
'use strict';

const title = 'Web: bundle per route and Lighthouse (mobile)';

function render(r, { table, fmt, kb }) {
  const largest = [...r.bundles].sort((a, b) => b.js.gzip - a.js.gzip)[0];
  const lh = r.lighthouse;
  const worst = (key) => Math.min(...lh.map((l) => l[key].median));
  const jsOf = (route) => r.bundles.find((b) => b.route === route)?.js.gzip ?? 0;
  // Before the first tap (the budget test's measure, from the build); older results had only the browser's figure.
  const initialOf = (route) => r.staticInitialJs?.find((s) => s.route === route)?.gzip ?? jsOf(route);
  const headline = [
    {
      figure: 'initial JS /auth / / (gzip, before the first tap)',
      value: `${kb(initialOf('/auth'))} / ${kb(initialOf('/'))} KiB`,
      target: '≤ 120 / ≤ 180 KiB',
      met: r.meetsTarget?.initialJs,
    },
    {
      figure: 'JS /auth / / loaded until the network is idle (gzip, in Chromium)',
      value: `${kb(jsOf('/auth'))} / ${kb(jsOf('/'))} KiB`,
      target: '–',
      met: null,
    },
    {
      figure: `Lighthouse Performance / Accessibility / Best Practices, lowest of ${lh.map((l) => l.route).join(' ')}`,
      value: `${worst('performance')} / ${worst('accessibility')} / ${worst('bestPractices')}`,
      target: '≥ 95 / 100 / 100',
      met: r.meetsTarget?.scores,
    },
    {
      figure: 'TBT / LCP / CLS, worst route (mobile)',
      value: `${fmt(Math.max(...lh.map((l) => l.tbtMs.median)))} ms / ${fmt(Math.max(...lh.map((l) => l.lcpMs.median)) / 1000)} s / ${fmt(Math.max(...lh.map((l) => l.cls.median)))}`,
      target: '< 150 ms / < 2.0 s / < 0.05',
      met: r.meetsTarget ? r.meetsTarget.tbt && r.meetsTarget.lcp && r.meetsTarget.cls : null,
    },
  ];
  const bundleRows = r.bundles.map((b) => [
    b.route + (b.landedOn !== b.route ? ` → ${b.landedOn}` : ''),
    b.signedIn ? 'yes' : 'no',
    b.js.files,
    kb(b.js.raw),
    kb(b.js.gzip),
    kb(b.js.brotli),
    kb(b.css.gzip),
  ]);
  const s = (x, unit = '') => `${fmt(x.median)}${unit}${x.min !== x.max ? ` (${fmt(x.min)}–${fmt(x.max)})` : ''}`;
  const lhRows = lh.map((l) => [
    l.route,
    l.runs,
    s(l.performance),
    s(l.accessibility),
    s(l.bestPractices),
    s({ median: l.lcpMs.median / 1000, min: l.lcpMs.min / 1000, max: l.lcpMs.max / 1000 }, ' s'),
    s(l.cls),
    s(l.tbtMs, ' ms'),
    s({ median: l.fcpMs.median / 1000, min: l.fcpMs.min / 1000, max: l.fcpMs.max / 1000 }, ' s'),
  ]);
  const findings = lh.map((l) => {
    const rep = l.representative;
    const fails = Object.entries(rep.failedAudits).flatMap(([cat, list]) =>
      list
        .filter(
          (a) =>
            ![
              'first-contentful-paint',
              'largest-contentful-paint',
              'total-blocking-time',
              'speed-index',
              'cumulative-layout-shift',
              'interactive',
              'max-potential-fid',
            ].includes(a.id),
        )
        .map((a) => `${cat}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    );
    const opps = rep.opportunities.map((o) => `${o.title} (−${fmt(o.savingsMs / 1000)} s)`);
    return `- **${l.route}** (run with the median Performance score; LCP element \`${(rep.lcpElement ?? '–').replace(/`/g, "'")}\`; Lighthouse benchmark index ${rep.benchmarkIndex}): ${opps.length ? `opportunities: ${opps.join('; ')}. ` : ''}${fails.length ? `failed audits: ${fails.join('; ')}.` : 'no failed audits beyond the metrics.'}`;
  });
  const largestFiles = largest.files
    .slice(0, 6)
    .map((f) => `${f.file.replace('/assets/', '')} ${kb(f.gzip)} KiB`)
    .join(', ');
  const markdown = [
    `Setup: ${r.setup.server}. Browser: \`${r.setup.browser}\`. Lighthouse: ${r.setup.lighthouse}. Sizes: ${r.setup.gzip}. The gateway answered \`/\` with content-encoding ${r.setup.servedHeaders['content-encoding'] ?? 'none'}.`,
    'Initial JS and CSS per route (everything the page loads until the network is idle, no interaction, service worker blocked):',
    table(['route', 'signed in', 'JS files', 'JS raw KiB', 'JS gzip KiB', 'JS brotli KiB', 'CSS gzip KiB'], bundleRows),
    `Largest files of ${largest.route}: ${largestFiles}. Whole build: ${r.build.files} JS/CSS files, ${kb(r.build.totalGzip)} KiB gzip.`,
    ...(r.staticInitialJs
      ? [
          "Initial JS from the build (the budget test of `npm test`: the route's HTML, its start-up chunks and their imports):",
          table(
            ['route', 'gzip KiB', 'budget KiB (npm test)', 'target KiB', 'largest chunks'],
            r.staticInitialJs.map((s) => [
              s.route,
              kb(s.gzip),
              s.budgetKiB,
              s.targetKiB,
              s.files
                .slice(0, 4)
                .map((f) => `${f.file.replace('assets/', '')} ${kb(f.gzip)}`)
                .join(', '),
            ]),
          ),
        ]
      : []),
    'Lighthouse, mobile (median of the runs, min–max in brackets):',
    table(['route', 'runs', 'Performance', 'Accessibility', 'Best Practices', 'LCP', 'CLS', 'TBT', 'FCP'], lhRows),
    findings.join('\n'),
  ];
  const chart = {
    title,
    subtitle: `initial JS per route (gzip KiB) and Lighthouse mobile scores; load average ${r.loadAverage.before[0]}`,
    panels: [
      {
        title: 'Initial JS per route',
        unit: 'KiB gzip, lower is better',
        target: { value: 120, label: 'target /auth 120 KiB' },
        groups: [{ bars: r.bundles.map((b) => ({ label: b.route, value: b.js.gzip / 1024, color: 'flow' })) }],
      },
      {
        title: 'Lighthouse scores (mobile)',
        unit: '0–100, higher is better',
        target: { value: 95, label: 'target 95' },
        groups: lh.map((l) => ({
          label: l.route,
          bars: [
            { label: 'Performance', value: l.performance.median, min: l.performance.min, max: l.performance.max, color: 'flow' },
            { label: 'Accessibility', value: l.accessibility.median, color: 'other' },
            { label: 'Best Practices', value: l.bestPractices.median, color: 'extra' },
          ],
        })),
      },
      {
        title: 'Largest Contentful Paint (mobile)',
        unit: 's, lower is better',
        target: { value: 2.0, label: 'target 2.0 s' },
        groups: [{ bars: lh.map((l) => ({ label: l.route, value: l.lcpMs.median / 1000, min: l.lcpMs.min / 1000, max: l.lcpMs.max / 1000, color: 'flow' })) }],
      },
    ],
  };
  return { headline, markdown: markdown.join('\n\n'), chart };
}

module.exports = { title, render };
