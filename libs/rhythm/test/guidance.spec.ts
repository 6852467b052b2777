import {
  composeDayFlow,
  dailyGuidance,
  dayContext,
  DEFAULT_BLUEPRINT,
  describeVedicInfluences,
  FALLBACK_REFLECTION,
  notableTransits,
  reflectionFor,
} from '../src';
import { blueprint, hm, MONDAY, panchangaOf, TUESDAY } from './helpers';

describe('daily guidance', () => {
  it('has theme, focus, best for, caution, peak hours and recovery time, with the defaults when the profile lacks data', () => {
    const g = dailyGuidance(DEFAULT_BLUEPRINT, dayContext(TUESDAY));
    expect(g).toMatchObject({
      theme: 'Action',
      bestFor: 'Decisive effort, exercise and difficult tasks',
      peakHours: '09:00 to 13:00',
      recoveryTime: '9pm - 11pm',
    });
    expect(g.focus.length).toBeGreaterThan(0);
    expect(g.caution.length).toBeGreaterThan(0);
  });

  it('reads the profile’s peak window and the running dasha, and warns about Rahu kalam', () => {
    const g = dailyGuidance(
      blueprint('INTENSE', ['09:00', '14:30'], '9pm - 10:30pm', { mahadasha: 'Jupiter', antardasha: 'Venus' }),
      dayContext(MONDAY, panchangaOf('Monday', 'Moon', ['07:30', '09:00'])),
    );
    expect(g).toMatchObject({ theme: 'Intuition within Growth', peakHours: '09:00 to 14:30', recoveryTime: '9pm - 10:30pm' });
    expect(g.focus).toContain('growth chapter (Jupiter period)');
    expect(g.caution).toContain('Rahu kalam (07:30–09:00)');
  });
});

describe('the reflection', () => {
  it('is a question for the day and never empty', () => {
    for (let d = 1; d <= 28; d++) {
      const date = `2026-02-${String(d).padStart(2, '0')}`;
      const q = reflectionFor(dayContext(date), blueprint('DYNAMIC', ['09:00', '13:00'], undefined, { mahadasha: 'Saturn', antardasha: 'Moon' }));
      expect(q.trim().length).toBeGreaterThan(0);
      expect(q.endsWith('?')).toBe(true);
    }
    expect(FALLBACK_REFLECTION.endsWith('?')).toBe(true);
  });

  it('asks the moon phase’s question on Purnima', () => {
    const full = { ...panchangaOf('Monday', 'Moon', null), tithi: { fullName: 'Shukla Purnima', number: 15 } };
    expect(reflectionFor(dayContext(MONDAY, full), DEFAULT_BLUEPRINT)).toContain('fullness');
  });
});

describe('the day’s suggestions', () => {
  it('point to the free anchors of the rhythm in time order, with the spec’s icons', () => {
    const flow = composeDayFlow({ date: MONDAY, blueprint: DEFAULT_BLUEPRINT, events: [] });
    expect(flow.suggestions.map((s) => [s.time, s.title, s.icon])).toEqual([
      ['09:00', 'Start your most important work', 'brain'],
      ['13:00', 'Main meal of the day', 'utensils'],
      ['13:45', 'Hold meetings and calls', 'heart'],
      ['16:30', 'Creative Flow', 'zap'],
      ['17:30', 'Exercise you enjoy', 'dumbbell'],
      ['21:00', 'Begin winding down', 'wind'],
    ]);
  });

  it('say when an anchor was shortened around an event', () => {
    const flow = composeDayFlow({
      date: MONDAY,
      blueprint: DEFAULT_BLUEPRINT,
      events: [{ id: 'e', title: 'Board call', start: hm('09:00'), end: hm('10:00'), source: 'google' }],
    });
    expect(flow.suggestions[0]).toMatchObject({ time: '10:00', title: 'Start your most important work' });
    expect(flow.suggestions[0].reason).toContain('shortened around Board call');
  });
});

describe('Vedic influences in plain words', () => {
  const at = (hhmm: string) => ({ local: hhmm, localIso: `2026-03-16T${hhmm}:00+05:30` });
  const element = (name: string, hhmm: string) => ({ name, endsAt: at(hhmm), following: [] });
  const panchanga = {
    date: '2026-03-16',
    timeZone: 'Asia/Kolkata',
    latitude: 19.07,
    longitude: 72.88,
    vara: { weekday: 'Monday', name: 'Somavara', lord: 'Moon' as const },
    tithi: { ...element('Saptami', '21:10'), number: 22, paksha: 'Krishna' as const, fullName: 'Krishna Saptami' },
    nakshatra: { ...element('Anuradha', '14:02'), pada: 3, lord: 'Saturn' as const, following: [{ name: 'Jyeshtha', endsAt: at('23:59') }] },
    yoga: element('Siddhi', '10:00'),
    karana: element('Bava', '09:00'),
    moonSign: { name: 'Scorpio', endsAt: at('23:59') },
    sunrise: at('06:31'),
    sunset: at('18:22'),
    nextSunrise: null,
    moonrise: null,
    moonset: at('12:00'),
    rahuKalam: { start: at('07:59'), end: at('09:28') },
    yamaganda: null,
    gulikaKalam: null,
    abhijit: null,
    brahmaMuhurta: null,
  };
  const transits = [
    { planet: 'Sun' as const, impact: 'positive' as const, description: 'Sun …' },
    { planet: 'Jupiter' as const, impact: 'neutral' as const, description: 'Jupiter …' },
    { planet: 'Saturn' as const, impact: 'challenging' as const, description: 'Saturn …' },
    { planet: 'Moon' as const, impact: 'positive' as const, description: 'Moon …' },
    { planet: 'Rahu' as const, impact: 'positive' as const, description: 'Rahu …' },
  ];

  it('describe the panchanga, the running dasha and notable transits', () => {
    const v = describeVedicInfluences({
      panchanga,
      placeName: 'Mumbai, India',
      transits,
      dasha: { mahadasha: { planet: 'Venus', endDate: '2031-05-02' }, antardasha: { planet: 'Mars' }, pratyantardasha: { planet: 'Rahu' } },
    });
    expect(v.panchanga).toMatchObject({
      place: 'Mumbai, India',
      vara: { lord: 'Moon', name: 'Somavara' },
      tithi: { name: 'Krishna Saptami', paksha: 'Krishna' },
      nakshatra: { name: 'Anuradha', pada: 3, endsAt: '2026-03-16T14:02:00+05:30', following: [{ name: 'Jyeshtha', endsAt: '2026-03-16T23:59:00+05:30' }] },
      sunrise: '2026-03-16T06:31:00+05:30',
      moonrise: null,
      rahuKalam: { start: '2026-03-16T07:59:00+05:30', end: '2026-03-16T09:28:00+05:30' },
    });
    expect(v.dasha).toMatchObject({ mahadasha: 'Venus', theme: 'Harmony', endsOn: '2031-05-02' });
    expect(v.summary.join(' ')).toContain('Monday is ruled by Moon');
    expect(v.summary.join(' ')).toContain('Rahu kalam runs 07:59–09:28');
    expect(v.summary.join(' ')).toContain('Venus period (Harmony) until 2031-05-02');
  });

  it('pick the Moon’s transit, then the slow planets with a clear influence, at most 3', () => {
    expect(notableTransits(transits).map((t) => t.planet)).toEqual(['Moon', 'Saturn', 'Rahu']);
  });

  it('say what to add when nothing is known', () => {
    const v = describeVedicInfluences({ panchanga: null, placeName: null, dasha: null, transits: [] });
    expect(v.summary).toEqual(['Add your birth date and place to see the Vedic influences on your day.']);
  });
});
