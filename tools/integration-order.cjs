// The integration run's order. Longest spec files first, so that two workers finish together instead of
// one running the longest file alone at the end. Jest learns durations in its cache, but a fresh clone
// (CI) has none and falls back to file size, which says little about a browser spec's minutes; the
// durations of a recent full run are kept in tools/integration-durations.json (seconds, by path).
// Files that mostly wait (a timer falling due, a failover, a retry: under four fifths of a core while they run
// alone, tools/integration-cpu.json) start beside the first long files instead: run together at the end,
// two of them left about a fifth of the two cores idle for minutes.
// Refresh the durations from a run's JSON report: `node tools/integration-order.cjs --record <jest-report.json>`;
// the CPU shares from the suite cost reporter's (tools/suite-cost-reporter.cjs, files run one at a time):
// `node tools/integration-order.cjs --record-cpu <suite-cost.json>`.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const durationsFile = path.join(__dirname, 'integration-durations.json');
const cpuFile = path.join(__dirname, 'integration-cpu.json');
const UNKNOWN_SECONDS = 10;
/** Machine CPU seconds per second of the file's run, alone, below which a file counts as mostly waiting. */
const WAITING_BELOW = 0.8;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

function writeSorted(file, values) {
  const sorted = Object.fromEntries(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(sorted).length} files written to ${path.relative(process.cwd(), file)}`);
}

/** Longest first, with the waiting files (longest first too) each placed after one of the others. */
function order(files, seconds, waiting) {
  const longestFirst = (a, b) => seconds(b) - seconds(a) || a.localeCompare(b);
  const waits = files.filter(waiting).sort(longestFirst);
  const rest = files.filter((file) => !waiting(file)).sort(longestFirst);
  const ordered = [];
  for (let i = 0; i < Math.max(waits.length, rest.length); i++) {
    if (i < rest.length) ordered.push(rest[i]);
    if (i < waits.length) ordered.push(waits[i]);
  }
  return ordered;
}

if (require.main === module) {
  const [flag, reportFile] = process.argv.slice(2);
  const report = reportFile && JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  if (flag === '--record' && report) {
    const durations = readJson(durationsFile);
    for (const r of report.testResults) durations[path.relative(root, r.name)] = Math.round((r.endTime - r.startTime) / 100) / 10;
    writeSorted(durationsFile, durations);
  } else if (flag === '--record-cpu' && report) {
    const shares = readJson(cpuFile);
    for (const row of report) {
      if (!row.file.includes('/') || !(row.wallSeconds > 0) || row.machineCpuSeconds === undefined) continue;
      shares[row.file] = Math.round((row.machineCpuSeconds / row.wallSeconds) * 100) / 100;
    }
    writeSorted(cpuFile, shares);
  } else {
    console.error('usage: node tools/integration-order.cjs --record <jest-report.json> | --record-cpu <suite-cost.json>');
    process.exit(2);
  }
} else {
  const Sequencer = require('@jest/test-sequencer').default;
  module.exports = class IntegrationOrder extends Sequencer {
    sort(tests) {
      const durations = readJson(durationsFile);
      // Unit and web runs (no recorded file among them): jest's own order.
      if (!tests.some((test) => path.relative(root, test.path) in durations)) return super.sort(tests);
      const shares = readJson(cpuFile);
      const fileOf = (test) => path.relative(root, test.path);
      // A file without a recorded duration (new, or under the 5 s jest prints): a short one.
      const seconds = (file) => durations[file] ?? UNKNOWN_SECONDS;
      const waiting = (file) => file in shares && shares[file] < WAITING_BELOW;
      const rank = new Map(order([...new Set(tests.map(fileOf))], seconds, waiting).map((file, i) => [file, i]));
      return [...tests].sort((a, b) => rank.get(fileOf(a)) - rank.get(fileOf(b)));
    }
  };
  module.exports.order = order;
}
