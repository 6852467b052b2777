// The simulated people of the planner benchmark: a day shape from a chart (peak, dip, …) that
// learned check-ins shift a little from day to day, events on working days, tasks and three habits.
const path = require('node:path');
const { root } = require('./ts-hook.cjs');
const { makeDay } = require(path.join(root, 'libs/planner/test/helpers.ts'));
const { addDays, instantOf } = require(path.join(root, 'libs/rhythm/src/index.ts'));

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'UTC'];
// A Monday; Berlin changes to summer time on the Sunday of this week.
const FIRST_DAY = '2026-03-23';
const ENERGIES = [
  ['focus', 0.4],
  ['admin', 0.25],
  ['creative', 0.15],
  ['social', 0.1],
  ['physical', 0.1],
];
const DURATIONS = [30, 45, 60, 90, 120, 180, 240];
const clock = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}
function weighted(random, pairs) {
  let r = random();
  for (const [value, w] of pairs) if ((r -= w) < 0) return value;
  return pairs[0][0];
}
const int = (random, lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

/** A day shape: wake, peak (shifted by the learned rhythm), lunch, dip, collaboration, creative, movement, evening. */
function shape(chart, shift) {
  const peak = chart.peakStart + shift;
  const afterPeak = peak + chart.peakLength;
  const windows = [
    { kind: 'rest', from: chart.wake, to: chart.wake + 60, label: 'your morning routine' },
    { kind: 'steady', from: chart.wake + 60, to: peak, label: 'your morning' },
    { kind: 'peak', from: peak, to: afterPeak, label: 'your peak' },
    { kind: 'meal', from: afterPeak, to: afterPeak + 60, label: 'your lunch' },
    { kind: 'dip', from: afterPeak + 60, to: afterPeak + 180, label: 'your afternoon dip' },
    { kind: 'social', from: afterPeak + 180, to: afterPeak + 270, label: 'your collaboration time' },
    { kind: 'creative', from: afterPeak + 270, to: Math.min(afterPeak + 360, 19 * 60), label: 'your creative window' },
    { kind: 'meal', from: 19 * 60, to: 20 * 60, label: 'your dinner' },
    { kind: 'rest', from: 20 * 60, to: chart.sleep - 60, label: 'your evening' },
    { kind: 'wind-down', from: chart.sleep - 60, to: chart.sleep, label: 'your wind-down' },
    chart.morningMover
      ? { kind: 'physical', from: chart.wake + 30, to: chart.wake + 90, label: 'your movement time' }
      : { kind: 'physical', from: 17 * 60 + 30, to: 18 * 60 + 30, label: 'your movement time' },
  ].filter((w) => w.to > w.from && w.from < chart.sleep);
  return {
    wake: clock(chart.wake),
    sleep: clock(chart.sleep),
    windows: windows.map((w) => ({ ...w, from: clock(w.from), to: clock(Math.min(w.to, chart.sleep)) })),
  };
}

function simulatePerson(random, index) {
  const timeZone = ZONES[index % ZONES.length];
  const chart = {
    wake: pick(random, [360, 390, 420]),
    sleep: pick(random, [1320, 1350, 1380]),
    peakStart: pick(random, [450, 480, 510, 540, 570, 600]),
    peakLength: pick(random, [150, 180, 210, 240]),
    morningMover: random() < 0.5,
  };
  const learned = random() < 0.6;
  const days = Array.from({ length: 14 }, (_, i) => makeDay(addDays(FIRST_DAY, i), timeZone, shape(chart, learned ? pick(random, [-30, 0, 0, 30]) : 0)));
  const at = (day, minutes) => Date.parse(instantOf(addDays(FIRST_DAY, day), minutes, timeZone));
  const now = at(0, chart.wake + 30);
  const busy = [];
  for (let week = 0; week < 2; week++) {
    const count = int(random, 10, 25);
    for (let e = 0; e < count; e++) {
      const day = week * 7 + int(random, 0, 4);
      const start = int(random, 16, 35) * 30;
      busy.push({ start: at(day, start), end: at(day, start + pick(random, [30, 45, 60, 60, 90, 120])) });
    }
  }
  const tasks = Array.from({ length: int(random, 8, 15) }, (_, i) => {
    const durationMinutes = pick(random, DURATIONS);
    const splittable = durationMinutes > 90 ? random() < 0.85 : random() < 0.2;
    return {
      id: `p${index}-t${i}`,
      title: `Task ${i}`,
      durationMinutes,
      dueAt: random() < 0.6 ? at(int(random, 1, 13), 17 * 60) : null,
      priority: int(random, 1, 4),
      energy: weighted(random, ENERGIES),
      splittable,
      minChunkMinutes: splittable ? pick(random, [30, 45, 60]) : 30,
    };
  });
  const habits = [
    {
      id: `p${index}-h0`,
      title: 'Meditate',
      durationMinutes: 15,
      days: null,
      timesPerWeek: null,
      window: { start: chart.wake, end: chart.wake + 90 },
      flexibilityMinutes: 30,
      energy: 'physical',
    },
    {
      id: `p${index}-h1`,
      title: 'Workout',
      durationMinutes: 45,
      days: null,
      timesPerWeek: 3,
      window: { start: 17 * 60, end: 19 * 60 },
      flexibilityMinutes: 60,
      energy: 'physical',
    },
    {
      id: `p${index}-h2`,
      title: 'Read',
      durationMinutes: 30,
      days: ['MO', 'TU', 'WE', 'TH', 'FR'],
      timesPerWeek: null,
      window: { start: 20 * 60, end: 21 * 60 + 30 },
      flexibilityMinutes: 30,
      energy: 'creative',
    },
  ];
  const changeDay = int(random, 1, 9);
  const changeStart = int(random, 18, 32) * 30;
  const change = { start: at(changeDay, changeStart), end: at(changeDay, changeStart + 60) };
  return { input: { now, timeZone, days, busy, tasks, habits }, change };
}

module.exports = { simulatePerson };
