import { defaultRhythmBlocks, instantOf, placeOfDay } from '@flow/rhythm';
import { londonerInTokyo, sourcesOver } from '../../test/traveller';
import { PlannerDaysAdapter } from './planner-days.adapter';

// The planner's days through the real RhythmSourcesClient, over a stand-in daily-flow that places each
// day as daily-flow does (placeOfDay: the stay that covers the date, else home).
const USER = '11111111-1111-4111-8111-111111111111';
const traveller = londonerInTokyo('2026-11-30', '2026-12-02'); // Monday to Wednesday
const NOW = new Date('2026-11-29T10:00:00Z'); // Sunday, at home

function adapter() {
  return new PlannerDaysAdapter(
    sourcesOver(async (_subject, request) => {
      const place = placeOfDay(traveller, request.timeZone ?? null, request.date, NOW);
      return { date: place.date, timeZone: place.timeZone, rhythmBlocks: defaultRhythmBlocks(place.date), rhythmSource: 'chart' };
    }),
  );
}

describe("the planner's days around a trip", () => {
  it.each([['Europe/London'], [undefined]])('lays each day on the clock of its own place (browser zone %s)', async (browserZone) => {
    const { timeZone, days } = await adapter().days(USER, NOW, 6, browserZone);
    expect(timeZone).toBe('Europe/London');
    expect(days.map((d) => [d.date, d.timeZone])).toEqual([
      ['2026-11-29', 'Europe/London'],
      ['2026-11-30', 'Asia/Tokyo'],
      ['2026-12-01', 'Asia/Tokyo'],
      ['2026-12-02', 'Asia/Tokyo'],
      ['2026-12-03', 'Europe/London'],
      ['2026-12-04', 'Europe/London'],
    ]);
    // Monday starts at midnight in Tokyo (Sunday 15:00 UTC), and its windows keep Tokyo's clock.
    expect(days[1].start).toBe(Date.parse('2026-11-29T15:00:00Z'));
    expect(days[1].end).toBe(Date.parse('2026-11-30T15:00:00Z'));
    const firstWindow = days[1].windows[0];
    const [clock] = defaultRhythmBlocks('2026-11-30')
      .find((b) => b.activityType !== 'sleep')!
      .timeRange.split('–');
    const [h, m] = clock.split(':').map(Number);
    expect(firstWindow.start).toBe(Date.parse(instantOf('2026-11-30', h * 60 + m, 'Asia/Tokyo')));
    // Home again on Thursday: London's midnight.
    expect(days[4].start).toBe(Date.parse('2026-12-03T00:00:00Z'));
  });
});
