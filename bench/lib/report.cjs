// Regenerates bench/RESULTS.md from bench/results/<name>.json: a summary of every target, then per
// benchmark its chart (bench/results/<name>.svg), tables, and the hand-written analysis of missed
// targets kept beside the benchmark (bench/<name>/analysis.md), so prose survives regeneration.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { barChart, fmt } = require('./svg.cjs');

/** The six benchmarks of the suite, in the order they run and are reported. */
const BENCHMARKS = ['engines', 'read-path', 'write-path', 'realtime', 'web', 'footprint'];

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => (c === null || c === undefined ? '–' : String(c))).join(' | ')} |`),
  ].join('\n');
const verdict = (met) => (met === true ? '✅ met' : met === false ? '❌ missed' : '–');
/** "12.3 (10.1–14.2)": median round and the spread across rounds. */
const spread = (r, unit = '') =>
  r && Number.isFinite(r.median) ? `${fmt(r.median)}${unit}${r.rounds?.length > 1 ? ` (${fmt(r.min)}–${fmt(r.max)})` : ''}` : '–';
const pct = (s) => (s ? `${fmt(s.p50)} / ${fmt(s.p95)} / ${fmt(s.p99)}` : '–');
const range = (s) => (s ? `${fmt(s.min)}–${fmt(s.max)}` : '–');
const mb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)}` : '–');
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)}` : '–');

/** Markdown of the CPU profile summaries a benchmark took under load. */
function profileSummary(profiles = [], where = '') {
  if (!profiles.length) return '';
  const top = (list, n) =>
    list
      .slice(0, n)
      .map((x) => `${x.name} ${(x.share * 100).toFixed(1)}%`)
      .join(' · ');
  const noise = /processTicksAndRejections|runMicrotasks|^\(anonymous\) (native|node:)|emit node:events|^\(anonymous\) engine\.io/;
  const each = profiles.map(
    (p) =>
      `**${p.file.replace(/-\d+-\d+\.cpuprofile$/, '')}** (${p.busyMs} ms busy of ${p.wallMs} ms): self time by package: ${top(p.selfByPackage, 10)}.\n\nInclusive (share of busy samples with the function on the stack): ${top(
        p.inclusive.filter((x) => !noise.test(x.name)),
        14,
      )}.`,
  );
  return `CPU profiles${where ? ` ${where}` : ''} (V8 sampling profiler; the .cpuprofile files are in \`bench/results/profiles/\` after a full run, for Chrome DevTools):\n\n${each.join('\n\n')}`;
}

function load(outDir, name) {
  const file = path.join(outDir, `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

function machineLine(m) {
  return m ? `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}${m.commit ? `, commit ${m.commit}` : ''}` : 'unknown';
}

/**
 * The owners' own benchmarks (npm run bench:chart, bench:daily-flow, bench:scheduling, bench:rhythm, bench:backup, bench:notifications), run by a full
 * `npm run bench` after the six: their key figures, each file as its owner writes it.
 */
const OWNERS = {
  'daily-flow': (r) => {
    const g = r.generation;
    const levels = r.readPath.levels
      .map(
        (l) =>
          `${l.connections} connections ${l.gateway.requestsPerSecond}/s (p99 ${l.gateway.latencyP99Ms} ms) = ${fmt(l.ratio)}× the bare server's ${l.bare.requestsPerSecond}/s`,
      )
      .join('; ');
    return `uncached generation, typical day: p50 / p99 ${fmt(g.typicalSameDays.p50Ms)} / ${fmt(g.typicalSameDays.p99Ms)} ms wall, p99 ${fmt(g.typicalSameDays.cpuP99Ms)} ms CPU; a new day every call: p99 ${fmt(g.worstNewDayEveryCall.p99Ms)} ms wall, ${fmt(g.worstNewDayEveryCall.cpuP99Ms)} ms CPU (target p99 < ${g.targetP99Ms} ms: ${g.meetsTarget ? 'met' : 'missed'} in wall time, ${g.meetsTargetInCpuTime ? 'met' : 'missed'} in CPU time). Cached GET /api/daily-flow: ${levels}.`;
  },
  chart: (r) => {
    const f = r.fullAnalysis;
    return `full analyses per CPU second: ${f.liveNowAdvancing.perCpuSecond} live (now advancing), ${f.batchOneInstant.perCpuSecond} for one instant, ${f.randomDayNoReuse.perCpuSecond} on a random day with nothing shared (target ${r.targetFullAnalysesPerSecond}: ${r.meetsTarget ? 'met' : 'missed'}); cold: first analysis ${fmt(r.cold.firstAnalysisMs)} ms.`;
  },
  rhythm: (r) => {
    const at = (d) => r.byDay[d - 1].within30MinPct;
    return `learned peak start within 30 min of the truth for ${at(7)}% / ${at(14)}% / ${at(21)}% / ${at(28)}% of ${r.people} simulated people after 7 / 14 / 21 / 28 days of 2–4 check-ins (target ≥ 90% at 21 days; the chart alone ${r.chartOnlyWithin30Min}%); people whose chart is right stay within 30 min: ${r.byDay[20].agreeingWithin30MinPct}% at 21 days; ${r.timing.cpuMicrosPerCheckin} µs CPU per check-in.`;
  },
  backup: (r) =>
    `npm run backup of ${r.people} people (${r.databases} databases, ${Object.values(r.rows).reduce((a, b) => a + b, 0)} rows, ${fmt(r.backupBytes / 1048576)} MiB) ${fmt(r.backup.wallMs / 1000)} s wall (pg_dump CPU ${fmt(r.backup.childCpuMs / 1000)} s); npm run restore ${fmt(r.restore.wallMs / 1000)} s wall (pg_restore CPU ${fmt(r.restore.childCpuMs / 1000)} s); rows identical after.`,
  'quick-add': (r) =>
    `phrases fully right (title, date, start, duration, type, meal, repeat): held out ${r.heldOut.fullyRight} of ${r.heldOut.phrases} (${r.heldOut.accuracy}%; target ${r.target.replace(/ of held-out.*/, '')}: ${r.meetsTarget ? 'met' : 'missed'}${r.heldOut.before ? `; before the parser changes ${r.heldOut.before.fullyRight} of ${r.heldOut.before.phrases}, ${r.heldOut.before.accuracy}%` : ''})${r.heldOutUnseen ? `, unseen set ${r.heldOutUnseen.fullyRight} of ${r.heldOutUnseen.phrases} (${r.heldOutUnseen.accuracy}%; before ${r.heldOutUnseen.before.accuracy}%)` : ''}, tuning corpus ${r.tuning.fullyRight} of ${r.tuning.phrases} (${r.tuning.accuracy}%${r.tuning.before ? `; before ${r.tuning.before.fullyRight} of ${r.tuning.before.phrases}, ${r.tuning.before.accuracy}%` : ''}).`,
  notifications: (r) => {
    const shapes = (list) =>
      list
        .map(
          (s) =>
            `${s.shape}: p50 / p99 / max ${fmt(s.delayMs.p50)} / ${fmt(s.delayMs.p99)} / ${fmt(s.delayMs.max)} ms, ${s.delivered} delivered, CPU per notification daily-flow ${fmt(s.dailyFlowCpuMsPerNotification)} ms${s.standinCpuMsPerNotification === undefined ? '' : `, stand-in ${fmt(s.standinCpuMsPerNotification)} ms, PostgreSQL ${fmt(s.postgresCpuMsPerNotification)} ms`}, load ${s.loadAverageBefore[0]}`,
        )
        .join('; ');
    return `send delay (due time → push accepted by the push stand-in) of ${r.count} due notifications to ${r.devices} devices: ${shapes(r.shapes)}.${r.before ? ` Before, in the same run (the previous sender): ${shapes(r.before.shapes)}.` : ''}`;
  },
  'calendar-sync': (r) =>
    `${r.setup} ` +
    r.designs
      .map(
        (d) =>
          `${d.design}: ${d.reflected}/${d.people} changes reflected, p50 / p95 / p99 ${fmt(d.reflectMs.p50 / 1000)} / ${fmt(d.reflectMs.p95 / 1000)} / ${fmt(d.reflectMs.p99 / 1000)} s, ${d.apiCallsDuringChanges} ${d.callsName ?? 'Google API calls'} while changing (${fmt(d.apiCallsPerChange)} per change), ${d.apiCallsPerIntervalAtRest} per interval at rest, calendar-sync CPU ${fmt(d.calendarSyncCpuMsPerChange)} ms per change${d.gatewayCpuMsPerChange == null ? '' : ` (gateway ${fmt(d.gatewayCpuMsPerChange)})`}${d.measuredSeconds ? ` over ${fmt(d.measuredSeconds)} s wall` : ''}`,
      )
      .join('; ') +
    '.',
  planner: (r) =>
    `${r.people} simulated people, 14 days: task minutes in energy-matching blocks ${r.energyMatchPct.flow}% (energy-blind earliest-fit baseline ${r.energyMatchPct.baseline}%; target ≥ 85%); feasible deadlines met ${r.deadlines.flowMet} of ${r.deadlines.feasible} (baseline ${r.deadlines.baselineMet}); overlaps ${r.overlaps.flow}; planning 14 days p50 / p99 ${fmt(r.planMs.flow.p50)} / ${fmt(r.planMs.flow.p99)} ms wall, ${fmt(r.planMs.flowCpu.p50)} / ${fmt(r.planMs.flowCpu.p99)} ms CPU (target p99 ≤ 20 ms); replanning after an event change p50 / p99 ${fmt(r.replanAfterEventMs.p50)} / ${fmt(r.replanAfterEventMs.p99)} ms wall, ${fmt(r.replanAfterEventMs.cpu.p50)} / ${fmt(r.replanAfterEventMs.cpu.p99)} ms CPU (target p99 ≤ 5 ms)${r.singleShot ? ` (times: ${r.timing.split(' (')[0]}; single shots inside the quality pass, p99 plan ${fmt(r.singleShot.planMs.p99)} ms wall / ${fmt(r.singleShot.planCpuMs.p99)} ms CPU, replan ${fmt(r.singleShot.replanMs.p99)} / ${fmt(r.singleShot.replanCpuMs.p99)} ms; load average ${r.loadAverageAtStart?.join(' / ')} at the start, ${r.loadAverage.join(' / ')} at the end)` : ''}; items moved per change mean ${r.itemsMovedPerChange.mean}, p99 ${r.itemsMovedPerChange.p99}.`,
  scheduling: (r) =>
    `${r.target}: suggest-times p50 / p95 / p99 ${pct(r.stack.suggestTimes)} ms, flow score ${pct(r.stack.flowScore)} ms, parse ${pct(r.stack.parse)} ms through the gateway.`,
  'dev-loop': (r) =>
    `a second \`npm run build\` with nothing changed: ${r.ways.map((w) => `${w.what} ${fmt(w.wallMs.median / 1000)} s wall (${fmt(w.wallMs.min / 1000)}–${fmt(w.wallMs.max / 1000)}), ${fmt(w.cpuMs.median / 1000)} s CPU, ${w.fromCache} tasks from the cache`).join('; ')} (target ${r.target}: ${r.meetsTarget === null ? 'smoke run, no verdict' : r.meetsTarget ? 'met' : 'missed'}).`,
};

function ownersSection(outDir, mdFile) {
  const rows = Object.entries(OWNERS).flatMap(([name, line]) => {
    const r = load(outDir, name);
    if (!r) return [];
    const load1 = r.loadAverage?.[0] ?? r.loadAverageAtStart?.[0] ?? r.machine?.loadAverage?.[0];
    let text;
    try {
      text = line(r);
    } catch (error) {
      text = `result not readable (${error.message})`;
    }
    const analysis = path.join(__dirname, '..', name, 'analysis.md');
    const more = fs.existsSync(analysis) ? ` Analysis: [${name}/analysis.md](${path.relative(path.dirname(mdFile), analysis)}).` : '';
    return [
      `- **${name}** (\`npm run bench:${name}\`, ${r.generatedAt.slice(0, 16).replace('T', ' ')} UTC, load average ${load1 ?? '–'}; [results/${name}.json](${path.relative(path.dirname(mdFile), path.join(outDir, `${name}.json`))})): ${text}${more}`,
    ];
  });
  return rows.length
    ? `## The owners' benchmarks\n\nRun by a full \`npm run bench\` after the six (each also on its own), figures as their owners report them:\n\n${rows.join('\n')}`
    : '';
}

/**
 * Writes RESULTS.md into `mdDir` and one SVG per benchmark into `outDir`. Returns the summary rows.
 */
function writeReport({ outDir, mdFile, benchDir, command = 'npm run bench' }) {
  const sections = [];
  const summary = [];
  let machine;
  const loads = [];
  const generated = [];
  for (const [index, name] of BENCHMARKS.entries()) {
    const result = load(outDir, name);
    const number = index + 1;
    const renderer = require(path.join(benchDir, name, 'report.cjs'));
    if (!result) {
      summary.push([number, renderer.title, 'not run yet', '–', '–', '–']);
      sections.push(`## ${number}. ${renderer.title}\n\nNo result yet: run \`npm run bench -- ${name}\`.`);
      continue;
    }
    machine ??= result.machine;
    generated.push(result.generatedAt);
    loads.push(`${name} ${result.loadAverage.before.join(' / ')}`);
    if (result.skipped) {
      summary.push([number, renderer.title, `skipped: ${result.skipped}`, '–', '–', '–']);
      sections.push(`## ${number}. ${renderer.title}\n\nSkipped: ${result.skipped}`);
      continue;
    }
    let r;
    try {
      r = renderer.render(result, { table, verdict, spread, pct, range, mb, kb, fmt, profileSummary });
    } catch (error) {
      summary.push([number, renderer.title, `result not readable (${error.message})`, '–', '–', '–']);
      sections.push(`## ${number}. ${renderer.title}\n\nThe result file could not be rendered: ${error.message}. Run \`npm run bench -- ${name}\` again.`);
      continue;
    }
    const svgFile = path.join(outDir, `${name}.svg`);
    fs.writeFileSync(svgFile, barChart(r.chart));
    for (const h of r.headline)
      summary.push([number, renderer.title, h.figure, h.value, h.target, result.mode === 'smoke' ? 'smoke (no verdict)' : verdict(h.met)]);
    const analysisFile = path.join(benchDir, name, 'analysis.md');
    const analysis = fs.existsSync(analysisFile) && result.mode !== 'smoke' ? fs.readFileSync(analysisFile, 'utf8').trim() : '';
    sections.push(
      [
        `## ${number}. ${renderer.title}`,
        `Target: ${result.target ?? '–'}. ${result.mode === 'smoke' ? '**Smoke run (one short round): no verdict.** ' : ''}Measured ${result.generatedAt.slice(0, 16).replace('T', ' ')} UTC in ${result.durationSeconds} s; load average (1/5/15 min) ${result.loadAverage.before.join(' / ')} before, ${result.loadAverage.after.join(' / ')} after. Raw figures: [results/${name}.json](${path.relative(path.dirname(mdFile), path.join(outDir, `${name}.json`))}).`,
        `![${renderer.title}](${path.relative(path.dirname(mdFile), svgFile)})`,
        r.markdown,
        analysis,
      ]
        .filter(Boolean)
        .join('\n\n'),
    );
  }
  const md = [
    '# FLOW benchmarks',
    `Generated by \`${command}\` (bench/run.mjs); do not edit by hand: the analysis paragraphs come from \`bench/<name>/analysis.md\`, everything else from \`bench/results/<name>.json\`.`,
    `Machine: ${machineLine(machine)}. Latest run: ${generated.sort().slice(-1)[0]?.slice(0, 16).replace('T', ' ') ?? '–'} UTC.`,
    '**How to read:** every comparison is a ratio of two things measured in the same run on the same machine, in alternation (FLOW, then its limit, every round). A figure is the median round with the min–max over rounds in brackets; latencies are p50 / p95 / p99 of all samples with min–max. Everything runs on loopback. The machine is shared (load averages are given per benchmark): wall-clock throughput moves with the load, so CPU time per request and per call is reported beside it and is the steadier figure.',
    '## Summary',
    table(['#', 'benchmark', 'figure', 'measured', 'target', 'verdict'], summary),
    ...sections,
    ownersSection(outDir, mdFile),
    '## Reproduce',
    '`npm run bench` builds everything, runs the six benchmarks one after the other and then the owners’ (about 19 minutes on this shared 2-core machine, 16 of them the six) and rewrites `bench/results/*.json`, the charts and this file. `npm run bench -- read-path web` runs some; `npm run bench -- --smoke` runs one short round of each on one shared stack, without verdicts (under a minute; `npm run test:smoke` checks it in bench/run.smoke-spec.ts, outside `npm test`); `node bench/read-path/run.cjs --profile-only` writes CPU profiles of the gateway and daily-flow under load to `bench/results/profiles/` (open them in Chrome DevTools).',
  ]
    .filter(Boolean)
    .join('\n\n');
  fs.writeFileSync(mdFile, `${md}\n`);
  return summary;
}

module.exports = { writeReport, BENCHMARKS, table, verdict, spread, pct, range, mb, kb, profileSummary };
