// The integration run's order: longest spec files first, so that two workers finish together instead of
// one running the longest file alone at the end. Jest learns durations in its cache, but a fresh clone
// (CI) has none and falls back to file size, which says little about a browser spec's minutes; the
// durations of a recent full run are kept in tools/integration-durations.json (seconds, by path).
// Refresh them from a run's JSON report: `node tools/integration-order.cjs --record <jest-report.json>`.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const durationsFile = path.join(__dirname, 'integration-durations.json');
const UNKNOWN_SECONDS = 10;

function knownDurations() {
  try {
    return JSON.parse(fs.readFileSync(durationsFile, 'utf8'));
  } catch {
    return {};
  }
}

if (require.main === module) {
  const [flag, reportFile] = process.argv.slice(2);
  if (flag !== '--record' || !reportFile) {
    console.error('usage: node tools/integration-order.cjs --record <jest-report.json>');
    process.exit(2);
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const durations = knownDurations();
  for (const r of report.testResults) {
    durations[path.relative(root, r.name)] = Math.round((r.endTime - r.startTime) / 100) / 10;
  }
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(sorted).length} durations written to ${path.relative(process.cwd(), durationsFile)}`);
} else {
  const Sequencer = require('@jest/test-sequencer').default;
  module.exports = class LongestFirst extends Sequencer {
    sort(tests) {
      const durations = knownDurations();
      // Unit and web runs (no recorded file among them): jest's own order.
      if (!tests.some((test) => path.relative(root, test.path) in durations)) return super.sort(tests);
      // A file without a recorded duration (new, or under the 5 s jest prints): a short one.
      const seconds = (test) => durations[path.relative(root, test.path)] ?? UNKNOWN_SECONDS;
      return [...tests].sort((a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path));
    }
  };
}
