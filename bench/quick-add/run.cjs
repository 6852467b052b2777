// Quick Add accuracy: `npm run bench:quick-add` from the repo root. Runs the parser (libs/rhythm,
// compiled on require by @swc/core) over the tuning corpus and the held-out sets and writes
// bench/results/quick-add.json: for each set, how many phrases came out fully right (title, date,
// start, duration, meeting type, meal and repeat all as expected), and the misses.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
const root = path.resolve(__dirname, '../..');
const quickAdd = { ...require(path.join(root, 'libs/rhythm/src/quick-add')), ...require(path.join(root, 'libs/rhythm/test/testing')) };

function score(cases) {
  const misses = [];
  for (const c of cases) {
    const { eventData, mealType } = quickAdd.parseEventRequest({
      message: c.message,
      now: new Date(c.now ?? quickAdd.QUICK_ADD_CORPUS_NOW),
      timeZone: c.timeZone ?? quickAdd.QUICK_ADD_CORPUS_ZONE,
      locale: c.locale,
    });
    const got = { ...eventData, mealType };
    const expected = { recurrence: null, ...c.expected };
    const wrong = Object.keys(expected).filter((key) => got[key] !== expected[key]);
    if (wrong.length) misses.push({ message: c.message, wrong: Object.fromEntries(wrong.map((key) => [key, { got: got[key], expected: expected[key] }])) });
  }
  return {
    phrases: cases.length,
    fullyRight: cases.length - misses.length,
    accuracy: Math.round(((cases.length - misses.length) / cases.length) * 1000) / 10,
    misses,
  };
}

// Issue 41's 'before': the parser of commit 05f5cb0 (before locale order, idioms and title time words),
// measured on the sets as they are now (the tuning corpus already grown; three of its old phrases now expect
// 'Weekly sync'-style names not to repeat).
const BEFORE_ISSUE_41 = {
  commit: '05f5cb0',
  tuning: { phrases: 203, fullyRight: 174, accuracy: 85.7 },
  heldOut: { phrases: 138, fullyRight: 65, accuracy: 47.1 },
  heldOutUnseen: { phrases: 52, fullyRight: 21, accuracy: 40.4 },
};

// Issue 41, Hindi: the parser of main 9a1d82b (English only) on the Hindi sets, measured when they were committed.
const BEFORE_HINDI = {
  commit: '9a1d82b',
  tuning: { phrases: 65, fullyRight: 0, accuracy: 0 },
  heldOut: { phrases: 79, fullyRight: 0, accuracy: 0 },
};

const results = {
  generatedAt: new Date().toISOString(),
  loadAverage: require('node:os')
    .loadavg()
    .map((n) => Math.round(n * 100) / 100),
  target: '≥ 97% of held-out phrases fully right',
  tuning: {
    ...score(quickAdd.QUICK_ADD_CORPUS),
    before: BEFORE_ISSUE_41.tuning,
    note: 'includes the second held-out set (28 of 30, 93.3%, on its one unseen run) and, since issue 41, 40 phrases of locale date order, work idioms and time words in names',
  },
  heldOutFirstRound: { ...score(quickAdd.QUICK_ADD_HELD_OUT_FIRST), note: 'seen once before fixes (then 31 of 35, 88.6%); no longer unseen' },
  heldOutThird: {
    ...score(quickAdd.QUICK_ADD_HELD_OUT),
    note: 'third set: committed before the engine was first run on it, never edited after (43 of 44 until issue 41)',
  },
  heldOut: {
    ...score(quickAdd.QUICK_ADD_HELD_OUT_LOCALE),
    before: BEFORE_ISSUE_41.heldOut,
    note: 'fourth set (issue 41: locale date order en-GB/en-IN/en-US, work idioms, time words in titles, ordinary phrases): committed before the parser changed and never edited after; its misses were seen while the parser was changed, so the fifth set gives the unseen figure',
  },
  heldOutUnseen: {
    ...score(quickAdd.QUICK_ADD_HELD_OUT_FRESH),
    before: BEFORE_ISSUE_41.heldOutUnseen,
    firstRun: { phrases: 52, fullyRight: 52, accuracy: 100 },
    note: 'fifth set: written after the parser changes, committed before the changed parser was run on it; firstRun is its one unseen measurement',
  },
  hindiTuning: {
    ...score(quickAdd.QUICK_ADD_CORPUS_HINDI),
    before: BEFORE_HINDI.tuning,
    note: 'Hindi (Devanagari) tuning corpus, issue 41',
  },
  hindiHeldOut: {
    ...score(quickAdd.QUICK_ADD_HELD_OUT_HINDI),
    before: BEFORE_HINDI.heldOut,
    note: 'Hindi held-out set: committed before the parser read any Hindi, never edited after',
  },
  hindiHeldOutUnseen: {
    ...score(quickAdd.QUICK_ADD_HELD_OUT_HINDI_FRESH),
    // Its one miss then: a weekday said beside a date ('मंगलवार 24 मार्च') read as the weekday.
    firstRun: { phrases: 43, fullyRight: 42, accuracy: 97.7 },
    note: 'second Hindi set: written after the Hindi reader, committed before the reader was run on it; firstRun is its one unseen measurement',
  },
};
results.meetsTarget = results.heldOut.accuracy >= 97 && results.hindiHeldOut.accuracy >= 97;
for (const [name, r] of Object.entries(results)) if (r.phrases) console.log(`${name.padEnd(20)} ${r.fullyRight}/${r.phrases} fully right (${r.accuracy}%)`);
for (const set of ['heldOut', 'heldOutUnseen', 'hindiHeldOut', 'hindiHeldOutUnseen'])
  for (const miss of results[set].misses) console.log(`  ${set} miss: ${miss.message} ${JSON.stringify(miss.wrong)}`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/quick-add.json'), JSON.stringify(results, null, 2) + '\n');
