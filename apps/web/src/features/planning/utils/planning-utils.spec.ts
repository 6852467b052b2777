import type { ExternalCalendarEvent, TransitResult } from '@flow/contracts';
import { addDays, defaultRhythmBlocks } from '@flow/rhythm';
import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { i18n } from '../../../i18n';
import { PLANNING } from './planning-texts';
import { weekAhead, yearsInWords as inWords } from './week-ahead';

const yearsInWords = (years: number) => inWords(i18n.getFixedT('en', PLANNING), years);
import { layoutWeek } from './week-grid-layout';

const MONDAY = '2026-03-09';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("Planning's week grid layout (spec 2 and 9)", () => {
  const own = [
    scheduledEventFixture({ id: id(1), title: 'Focus', start_time: '2026-03-10T09:00:00Z', end_time: '2026-03-10T10:30:00Z', is_aligned: true }),
    scheduledEventFixture({ id: id(2), title: 'Quick call', start_time: '2026-03-11T14:00:00Z', end_time: '2026-03-11T14:10:00Z' }),
    scheduledEventFixture({ id: id(3), title: 'Late', start_time: '2026-03-15T23:30:00Z', end_time: '2026-03-16T00:30:00Z' }),
    scheduledEventFixture({ id: id(4), title: 'Next week', start_time: '2026-03-16T09:00:00Z', end_time: '2026-03-16T10:00:00Z' }),
  ];
  const external: ExternalCalendarEvent[] = [
    {
      id: 'g1',
      summary: 'Dentist',
      startTime: '2026-03-10T09:30:00Z',
      endTime: '2026-03-10T10:00:00Z',
      isAllDay: false,
      location: null,
      description: null,
      source: 'google',
    },
  ];
  const placed = layoutWeek(MONDAY, () => 'UTC', own, external, new Map([[id(2), false]]));
  const get = (title: string) => placed.find((p) => p.title === title)!;

  it('places events by start time at 60 px an hour in their weekday column', () => {
    expect(get('Focus')).toMatchObject({ day: 1, top: 540, height: 90 });
    expect(get('Dentist')).toMatchObject({ day: 1, top: 570, height: 30 });
  });

  it('gives short events at least 30 px and cuts an event at midnight', () => {
    expect(get('Quick call')).toMatchObject({ day: 2, top: 840, height: 30 });
    expect(get('Late')).toMatchObject({ day: 6, top: 1410, height: 30 });
    expect(placed.find((p) => p.title === 'Next week')).toBeUndefined();
  });

  it('colours aligned green, misaligned orange (an override wins) and anything else blue', () => {
    expect(get('Focus').tone).toBe('aligned');
    expect(get('Quick call').tone).toBe('misaligned');
    expect(get('Dentist').tone).toBe('other');
    expect(get('Late').tone).toBe('other');
  });

  it('without an override, judges an event against the rhythm block it falls in, as the day view does', () => {
    const rhythm = new Map(Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i)).map((d) => [d, defaultRhythmBlocks(d)] as const));
    const week = [
      // In the 09:00–13:00 deep focus block: aligned.
      scheduledEventFixture({ id: id(5), title: 'Deep work on report', start_time: '2026-03-12T09:00:00Z', end_time: '2026-03-12T10:30:00Z' }),
      // A meeting in the 21:00–22:00 wind-down (intensity under 0.3): misaligned.
      scheduledEventFixture({
        id: id(6),
        title: 'Team meeting',
        meeting_type: 'collaboration',
        start_time: '2026-03-12T21:00:00Z',
        end_time: '2026-03-12T21:45:00Z',
      }),
      // Aligned by the rules, but the person said not aligned: the override wins.
      scheduledEventFixture({ id: id(7), title: 'Deep work on slides', start_time: '2026-03-13T09:00:00Z', end_time: '2026-03-13T10:00:00Z' }),
    ];
    const calendar: ExternalCalendarEvent[] = [
      {
        id: 'g2',
        summary: 'Team meeting',
        startTime: '2026-03-13T21:00:00Z',
        endTime: '2026-03-13T21:30:00Z',
        isAllDay: false,
        location: null,
        description: null,
        source: 'google',
      },
    ];
    const tones = layoutWeek(MONDAY, () => 'UTC', week, calendar, new Map([[id(7), false]]), rhythm);
    const tone = (key: string) => tones.find((p) => p.key.startsWith(key))!.tone;
    expect([tone(id(5)), tone(id(6)), tone(id(7)), tone('g2')]).toEqual(['aligned', 'misaligned', 'misaligned', 'misaligned']);
    // A day whose rhythm is not known (yet) stays blue.
    expect(layoutWeek(MONDAY, () => 'UTC', week.slice(0, 1), [], new Map(), new Map())[0]!.tone).toBe('other');
  });

  it('lays each day out in its own zone: a trip to Tokyo from Thursday moves those days, not the others', () => {
    // London until Wednesday (UTC+0 in March), Tokyo (UTC+9) from Thursday 2026-03-12.
    const zoneOf = (date: string) => (date >= '2026-03-12' ? 'Asia/Tokyo' : 'Europe/London');
    const week = [
      scheduledEventFixture({ id: id(1), title: 'Tuesday call', start_time: '2026-03-10T09:00:00Z', end_time: '2026-03-10T10:00:00Z' }),
      scheduledEventFixture({ id: id(2), title: 'Tokyo lunch', start_time: '2026-03-13T03:00:00Z', end_time: '2026-03-13T04:00:00Z' }),
    ];
    const trip = layoutWeek(MONDAY, zoneOf, week, [], new Map());
    expect(trip.find((p) => p.title === 'Tuesday call')).toMatchObject({ day: 1, start: 9 * 60 });
    // 03:00 UTC on Friday is noon in Tokyo, on Friday's column; in London's zone it would sit at 3 AM.
    expect(trip.find((p) => p.title === 'Tokyo lunch')).toMatchObject({ day: 4, start: 12 * 60, top: 720 });
    expect(layoutWeek(MONDAY, () => 'Europe/London', week, [], new Map()).find((p) => p.title === 'Tokyo lunch')).toMatchObject({ day: 4, start: 3 * 60 });
  });

  it('puts overlapping events side by side', () => {
    expect([get('Focus').lanes, get('Dentist').lanes]).toEqual([2, 2]);
    expect(new Set([get('Focus').lane, get('Dentist').lane])).toEqual(new Set([0, 1]));
    expect(get('Quick call')).toMatchObject({ lane: 0, lanes: 1 });
  });
});

describe("'Your Week Ahead' (spec 2)", () => {
  const item = (planet: string, impact: 'positive' | 'neutral' | 'challenging', date?: string) => ({
    planet,
    sign: 0,
    signName: 'Aries',
    houseFromMoon: 1,
    impact,
    description: `${planet} ${impact}`,
    ...(date ? { date } : {}),
  });
  it('keeps at most 3 positive, 2 neutral and 2 challenging items, current first, upcoming only within the week', () => {
    const transits = {
      currentTransits: [item('Sun', 'positive'), item('Moon', 'positive'), item('Mars', 'neutral'), item('Mercury', 'challenging')],
      upcomingTransits: [
        item('Jupiter', 'positive', '2026-03-12T00:00:00Z'),
        item('Venus', 'positive', '2026-03-13T00:00:00Z'),
        item('Saturn', 'neutral', '2026-03-25T00:00:00Z'),
        item('Rahu', 'neutral', '2026-03-11T00:00:00Z'),
        item('Ketu', 'neutral', '2026-03-12T00:00:00Z'),
        item('Sun', 'challenging', '2026-03-11T00:00:00Z'),
        item('Moon', 'challenging', '2026-03-12T00:00:00Z'),
      ],
    } as unknown as TransitResult;
    const groups = weekAhead(transits, '2026-03-10');
    expect(groups.positive.map((t) => t.planet)).toEqual(['Sun', 'Moon', 'Jupiter']);
    expect(groups.neutral.map((t) => t.planet)).toEqual(['Mars', 'Rahu']);
    expect(groups.challenging.map((t) => t.planet)).toEqual(['Mercury', 'Sun']);
  });

  it('says how long a period has left in years and months', () => {
    expect(yearsInWords(4.25)).toBe('4 years 3 months');
    expect(yearsInWords(1)).toBe('1 year');
    expect(yearsInWords(0.09)).toBe('1 month');
    expect(yearsInWords(0.01)).toBe('less than a month');
  });
});
