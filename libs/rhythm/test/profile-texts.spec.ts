import fc from 'fast-check';
import {
  composeDayFlow,
  formatClock,
  formatTimeOfDay,
  localMinuteOf,
  profileTimesOf,
  profileTimeTexts,
  TIME_IN_TEXT,
  withoutTimedSentences,
  type ClockFormat,
} from '../src';
import { DATES, PLACES, personArb } from './day-generators';
import { panchangaOf } from './helpers';

/** The Energy Profile tells the day view's day: its times are the model's, in the person's clock (issue 36). */
describe('the Energy Profile from the day model', () => {
  it('names the day view’s peak and collaboration block and the model’s meals, every time in one clock', () => {
    fc.assert(
      fc.property(
        personArb,
        fc.constantFrom(...PLACES),
        fc.constantFrom(...DATES),
        fc.constantFrom<ClockFormat>('12h', '24h'),
        (blueprint, place, date, clock) => {
          const panchanga = place.sunrise
            ? panchangaOf('Sunday', 'Sun', null, place.sunrise, place.sunset!)
            : { ...panchangaOf('Sunday', 'Sun', null), sunrise: null, sunset: null };
          const flow = composeDayFlow({ date, timeZone: place.zone, blueprint, panchanga, events: [] });
          const model = flow.model;
          // What GET /api/daily-flow answers for the day (peakWindow, dayWindows, the day view's blocks).
          const day = {
            date,
            timeZone: place.zone,
            peakWindow: { start: formatClock(model.peakWindow.startMinute), end: formatClock(model.peakWindow.endMinute) },
            dayWindows: model.windows,
            rhythmBlocks: flow.rhythm,
          };
          const write = (instant: string) => formatTimeOfDay(localMinuteOf(instant, place.zone).minutes, clock);
          const times = profileTimesOf(day)!;
          expect(times).not.toBeNull();
          const texts = profileTimeTexts(times, write);
          const peakText = `${formatTimeOfDay(model.peakWindow.startMinute, clock)}–${formatTimeOfDay(model.peakWindow.endMinute, clock)}`;
          expect(texts.focusWindows.startsWith(`Deep focus: ${peakText}.`)).toBe(true);
          expect(texts.rhythm).toBe(`Today your peak runs ${peakText}.`);
          // The collaboration stretch is a block of the day view, after the peak.
          if (times.collaboration) {
            const range = `${formatClock(localMinuteOf(times.collaboration.start, place.zone).minutes)}–${formatClock(localMinuteOf(times.collaboration.end, place.zone).minutes)}`;
            expect(flow.rhythm.filter((b) => b.activityType === 'collaboration').map((b) => b.timeRange)).toContain(range);
            expect(Date.parse(times.collaboration.start)).toBeGreaterThanOrEqual(Date.parse(model.peakWindow.end));
          }
          // Every time written is a window edge of the model or of that block, in the chosen clock.
          const edges = new Set([...model.windows, ...(times.collaboration ? [times.collaboration] : [])].flatMap((w) => [write(w.start), write(w.end)]));
          for (const text of Object.values(texts)) for (const t of text.match(TIME_IN_TEXT) ?? []) expect(edges).toContain(t);
          const other = clock === '12h' ? /\b\d{2}:\d{2}\b(?! [AP]M)/ : /[AP]M/;
          for (const text of Object.values(texts)) expect(text).not.toMatch(other);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('drops the chart’s own timed sentences from a stored text and keeps the rest', () => {
    const stored =
      'Deep focus: 09:00–12:00. Lighter, collaborative work: 12:00–14:00. A gentler second window opens around 16:00–17:30, good for reviews. With Mercury in Leo, you think best moving quickly.';
    expect(withoutTimedSentences(stored)).toBe('With Mercury in Leo, you think best moving quickly.');
    expect(withoutTimedSentences('Wind down from 8:30pm - 10pm. You are in a Jupiter chapter (until 2031-05-12).')).toBe(
      'You are in a Jupiter chapter (until 2031-05-12).',
    );
    // Hindi sentences end in the danda (issue 41: the blueprint in the person's language).
    expect(withoutTimedSentences('गहरा ध्यान: 08:00–10:30। मेष राशि में बुध के साथ आप तेज़ी से सोचते हैं।')).toBe('मेष राशि में बुध के साथ आप तेज़ी से सोचते हैं।');
  });
});
