import fc from 'fast-check';
import { DEFAULT_PEAK_PROTECTION, peakOfDay, planPeakProtection, plannedBlock, type FocusBlock, type PeakProtectionSettings } from '../src/peak-protection';
import type { MinuteRange } from '../src/time';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const settings: PeakProtectionSettings = { ...DEFAULT_PEAK_PROTECTION, peak: { start: h(9), end: h(12) } };
// 2026-03-02 is a Monday.
const monday = '2026-03-02';
const beforeWork = { date: monday, minutes: h(7) };

describe('plannedBlock', () => {
  it('books the whole peak on a quiet day', () => {
    expect(plannedBlock(settings, [])).toEqual({ range: { start: h(9), end: h(12) }, free: false });
  });

  it('takes the longest stretch of the peak that no meeting covers', () => {
    expect(plannedBlock(settings, [{ start: h(9, 30), end: h(10) }])).toEqual({ range: { start: h(10), end: h(12) }, free: false });
  });

  it('shrinks from its end when the free time elsewhere drops below the threshold', () => {
    // 12:00-16:00 booked: free elsewhere is 16:00-17:00 = 60 min, 60 short of 120.
    expect(plannedBlock(settings, [{ start: h(12), end: h(16) }])).toEqual({ range: { start: h(9), end: h(11) }, free: false });
  });

  it('turns free when shrinking would leave less than the shortest worthwhile block', () => {
    // Free elsewhere: 0 min; giving back 120 of a 180-min block leaves 60 ≥ 45, so it shrinks…
    expect(plannedBlock(settings, [{ start: h(12), end: h(17) }])).toEqual({ range: { start: h(9), end: h(10) }, free: false });
    // …but a 90-min stretch that must give back 120 cannot: it stays, as free.
    expect(
      plannedBlock(settings, [
        { start: h(9), end: h(10, 30) },
        { start: h(12), end: h(17) },
      ]),
    ).toEqual({ range: { start: h(10, 30), end: h(12) }, free: true });
  });

  it('books nothing when meetings leave less than the shortest block of the peak', () => {
    expect(plannedBlock(settings, [{ start: h(9), end: h(11, 30) }])).toBeNull();
  });
});

describe('planPeakProtection', () => {
  it('creates a block on each working day of the next two weeks, none on weekends', () => {
    const actions = planPeakProtection({ settings, now: beforeWork, busy: {}, existing: [] });
    expect(actions.every((a) => a.kind === 'create')).toBe(true);
    expect(actions.map((a) => a.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
  });

  it('keeps what is right, updates what changed, removes what has no room, and never touches a block the person edited', () => {
    const block = (id: string, date: string, start: number, end: number, changes: Partial<FocusBlock> = {}): FocusBlock => ({
      id,
      date,
      range: { start, end },
      free: false,
      editedByPerson: false,
      ...changes,
    });
    const actions = planPeakProtection({
      settings: { ...settings, horizonDays: 4 },
      now: beforeWork,
      busy: { '2026-03-03': [{ start: h(9), end: h(10) }], '2026-03-04': [{ start: h(9), end: h(12) }] },
      existing: [
        block('mon', '2026-03-02', h(9), h(12)),
        block('tue', '2026-03-03', h(9), h(12)),
        block('wed', '2026-03-04', h(9), h(12)),
        // Moved by the person to the afternoon, with a meeting in the peak: theirs.
        block('thu', '2026-03-05', h(14), h(16), { editedByPerson: true }),
        block('old', '2026-02-27', h(9), h(12)),
      ],
    });
    expect(actions).toEqual([
      { kind: 'keep', id: 'mon', date: '2026-03-02' },
      { kind: 'update', id: 'tue', date: '2026-03-03', range: { start: h(10), end: h(12) }, free: false },
      { kind: 'remove', id: 'wed', date: '2026-03-04' },
      { kind: 'leave', id: 'thu', date: '2026-03-05' },
      { kind: 'keep', id: 'old', date: '2026-02-27' },
    ]);
  });

  it('leaves today alone once the peak has begun, and plans from tomorrow', () => {
    const actions = planPeakProtection({
      settings: { ...settings, horizonDays: 2 },
      now: { date: monday, minutes: h(9, 5) },
      busy: { [monday]: [{ start: h(12), end: h(17) }] },
      existing: [{ id: 'mon', date: monday, range: { start: h(9), end: h(12) }, free: false, editedByPerson: false }],
    });
    expect(actions).toEqual([
      { kind: 'keep', id: 'mon', date: monday },
      { kind: 'create', date: '2026-03-03', range: { start: h(9), end: h(12) }, free: false },
    ]);
  });

  it('removes a second FLOW block found on the same day', () => {
    const twice = [1, 2].map((n): FocusBlock => ({ id: `b${n}`, date: monday, range: { start: h(9), end: h(12) }, free: false, editedByPerson: false }));
    expect(planPeakProtection({ settings: { ...settings, horizonDays: 1 }, now: beforeWork, busy: {}, existing: twice })).toEqual([
      { kind: 'remove', id: 'b2', date: monday },
      { kind: 'keep', id: 'b1', date: monday },
    ]);
  });
});

describe('planPeakProtection with the peak of each day', () => {
  const block = (id: string, date: string, start: number, end: number): FocusBlock => ({ id, date, range: { start, end }, free: false, editedByPerson: false });

  it("books each day's own peak, none on a day without one, and leaves a day whose rhythm is not known as it is", () => {
    const actions = planPeakProtection({
      settings: { ...DEFAULT_PEAK_PROTECTION, horizonDays: 4 },
      now: beforeWork,
      busy: {},
      peaks: { '2026-03-02': { start: h(10), end: h(12, 30) }, '2026-03-03': null, '2026-03-05': { start: h(8), end: h(10) } },
      existing: [block('tue', '2026-03-03', h(9), h(12)), block('wed', '2026-03-04', h(9), h(12))],
    });
    expect(actions).toEqual([
      { kind: 'create', date: '2026-03-02', range: { start: h(10), end: h(12, 30) }, free: false },
      { kind: 'remove', id: 'tue', date: '2026-03-03' },
      // Wednesday's rhythm did not answer: its block stays, nothing is created.
      { kind: 'keep', id: 'wed', date: '2026-03-04' },
      { kind: 'create', date: '2026-03-05', range: { start: h(8), end: h(10) }, free: false },
    ]);
  });

  it("keeps today's block once its own peak has begun", () => {
    const actions = planPeakProtection({
      settings: { ...DEFAULT_PEAK_PROTECTION, horizonDays: 1 },
      now: { date: monday, minutes: h(10, 30) },
      busy: { [monday]: [{ start: h(12), end: h(17) }] },
      peaks: { [monday]: { start: h(10), end: h(12) } },
      existing: [block('mon', monday, h(10), h(12))],
    });
    expect(actions).toEqual([{ kind: 'keep', id: 'mon', date: monday }]);
  });
});

describe('peakOfDay', () => {
  it('spans the Deep Focus blocks of the rhythm, sprint breaks between them included', () => {
    expect(
      peakOfDay([
        { timeRange: '07:00–08:30', theme: 'Morning Rise' },
        { timeRange: '08:30–10:00', theme: 'Deep Focus' },
        { timeRange: '10:00–10:15', theme: 'Breath & Reset' },
        { timeRange: '10:15–11:45', theme: 'Deep Focus' },
        { timeRange: '11:45–13:00', theme: 'Main Meal' },
      ]),
    ).toEqual({ start: h(8, 30), end: h(11, 45) });
  });

  it('is null for a day without Deep Focus', () => {
    expect(peakOfDay([{ timeRange: '09:00–17:00', theme: 'Steady Work' }])).toBeNull();
  });
});

describe('plannedBlock properties', () => {
  const workday = DEFAULT_PEAK_PROTECTION.workday;
  /** Free minutes of the working day outside every range, counted minute by minute (independent of the code under test). */
  const freeOutside = (ranges: readonly MinuteRange[]) => {
    let free = 0;
    for (let m = workday.start; m < workday.end; m++) if (!ranges.some((r) => m >= r.start && m < r.end)) free++;
    return free;
  };
  const meeting = fc
    .record({ start: fc.integer({ min: 7 * 4, max: 19 * 4 }), quarters: fc.integer({ min: 1, max: 12 }) })
    .map(({ start, quarters }) => ({ start: start * 15, end: (start + quarters) * 15 }));
  const peakArb = fc
    .record({ start: fc.integer({ min: 7 * 4, max: 14 * 4 }), quarters: fc.integer({ min: 4, max: 20 }) })
    .map(({ start, quarters }) => ({ start: start * 15, end: (start + quarters) * 15 }));
  const protectedMinutes = (planned: ReturnType<typeof plannedBlock>) => (planned && !planned.free ? planned.range.end - planned.range.start : 0);

  it('a protecting block lies in the peak, clear of meetings, long enough, and leaves the free time asked for', () => {
    fc.assert(
      fc.property(peakArb, fc.array(meeting, { maxLength: 8 }), (peak, busy) => {
        const planned = plannedBlock({ ...DEFAULT_PEAK_PROTECTION, peak }, busy);
        if (!planned) return;
        const { range } = planned;
        expect(range.start).toBeGreaterThanOrEqual(peak.start);
        expect(range.end).toBeLessThanOrEqual(peak.end);
        expect(range.end - range.start).toBeGreaterThanOrEqual(DEFAULT_PEAK_PROTECTION.minFocusMinutes);
        for (const b of busy) expect(b.end <= range.start || b.start >= range.end).toBe(true);
        if (!planned.free) expect(freeOutside([...busy, range])).toBeGreaterThanOrEqual(DEFAULT_PEAK_PROTECTION.minFreeMinutes);
      }),
    );
  });

  it('yields only as much as needed: a quarter hour more of a shrunk block would leave too little free time', () => {
    fc.assert(
      fc.property(peakArb, fc.array(meeting, { maxLength: 8 }), (peak, busy) => {
        const planned = plannedBlock({ ...DEFAULT_PEAK_PROTECTION, peak }, busy);
        const whole = plannedBlock({ ...DEFAULT_PEAK_PROTECTION, peak, minFreeMinutes: 0 }, busy);
        // Only shrunk blocks (fast-check fails when too few of its cases are).
        fc.pre(planned !== null && !planned.free && whole !== null && planned.range.end < whole.range.end);
        const longer = { start: planned!.range.start, end: planned!.range.end + 15 };
        expect(freeOutside([...busy, longer])).toBeLessThan(DEFAULT_PEAK_PROTECTION.minFreeMinutes);
      }),
    );
  });

  it('a meeting added outside the peak never makes the protected time longer', () => {
    fc.assert(
      fc.property(peakArb, fc.array(meeting, { maxLength: 6 }), meeting, (peak, busy, extra) => {
        fc.pre(extra.end <= peak.start || extra.start >= peak.end);
        const settingsWithPeak = { ...DEFAULT_PEAK_PROTECTION, peak };
        expect(protectedMinutes(plannedBlock(settingsWithPeak, [...busy, extra]))).toBeLessThanOrEqual(protectedMinutes(plannedBlock(settingsWithPeak, busy)));
      }),
    );
  });
});
