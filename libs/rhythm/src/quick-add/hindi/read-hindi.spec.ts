import { parseEventRequest } from '../parse-event-request';
import { classifyMeetingType } from '../meeting-types';
import { mealTypeOf } from '../durations';
import { QUICK_ADD_CORPUS_HINDI, QUICK_ADD_HINDI_NOW } from '../../../test/quick-add/parse-corpus-hindi';
import { QUICK_ADD_HELD_OUT_HINDI } from '../../../test/quick-add/parse-corpus-held-out-hindi';
import { QUICK_ADD_HELD_OUT_HINDI_FRESH } from '../../../test/quick-add/parse-corpus-held-out-hindi-fresh';
import type { QuickAddCorpusCase } from '../../../test/quick-add/parse-corpus';
import { englishTypeWords } from './type-words';
import { isHindi, lenient } from './lexicon';

const KOLKATA = 'Asia/Kolkata';
const read = (message: string, locale = 'hi-IN', now = QUICK_ADD_HINDI_NOW) => {
  const { eventData, mealType } = parseEventRequest({ message, now: new Date(now), timeZone: KOLKATA, locale });
  return { ...eventData, mealType };
};
const flatten = (c: QuickAddCorpusCase) => {
  const { eventData, mealType } = parseEventRequest({
    message: c.message,
    now: new Date(c.now ?? '2026-03-10T08:00:00Z'),
    timeZone: c.timeZone ?? 'Europe/Berlin',
    locale: c.locale,
  });
  return { ...eventData, mealType };
};

describe('Quick Add in Hindi: tuning corpus', () => {
  it.each(QUICK_ADD_CORPUS_HINDI.map((c) => [c.message, c] as const))('%s', (_message, c) => {
    expect(flatten(c)).toEqual({ recurrence: null, ...c.expected });
  });
});

describe('Quick Add in Hindi: held-out set', () => {
  it('has at least 60 phrases, none of them in the tuning corpus', () => {
    expect(QUICK_ADD_HELD_OUT_HINDI.length).toBeGreaterThanOrEqual(60);
    const tuning = new Set(QUICK_ADD_CORPUS_HINDI.map((c) => c.message));
    expect(QUICK_ADD_HELD_OUT_HINDI.filter((c) => tuning.has(c.message))).toEqual([]);
  });

  it('gets at least 97% of both Hindi sets fully right (bench/quick-add reports the misses)', () => {
    for (const set of [QUICK_ADD_HELD_OUT_HINDI, QUICK_ADD_HELD_OUT_HINDI_FRESH]) {
      const right = set.filter((c) => {
        const got: Record<string, unknown> = flatten(c);
        return Object.entries({ recurrence: null, ...c.expected }).every(([key, value]) => got[key] === value);
      });
      expect(right.length / set.length).toBeGreaterThanOrEqual(0.97);
    }
  });
});

describe('Quick Add in Hindi: rules', () => {
  it('reads Hindi by its script, whatever the browser language, and English as before', () => {
    expect(isHindi('कल 10 बजे मीटिंग')).toBe(true);
    expect(isHindi('Meeting at १० tomorrow')).toBe(false);
    expect(isHindi('Lunch with राहुल tomorrow at 1')).toBe(false);
    expect(isHindi('कल 3pm पर रिव्यू')).toBe(true);
    expect(read('Lunch with राहुल tomorrow at 1')).toMatchObject({ title: 'Lunch with राहुल', date: '2026-03-11', startTime: '13:00', mealType: 'lunch' });
    expect(read('कल शाम 6 बजे बैठक', 'en-US')).toMatchObject({ title: 'बैठक', date: '2026-03-11', startTime: '18:00' });
    expect(read('Team meeting tomorrow at 2pm', 'hi-IN')).toMatchObject({ title: 'Team meeting', date: '2026-03-11', startTime: '14:00', duration: 45 });
  });

  it('accepts the spellings people type: nukta or not, anusvara or chandrabindu, Hindi digits', () => {
    for (const message of ['रोज़ सुबह ७ बजे दौड़', 'रोज सुबह 7 बजे दौड']) {
      expect(read(message)).toMatchObject({ startTime: '07:00', recurrence: 'FREQ=DAILY' });
    }
    expect(read('कल शाम पांच बजे फोन')).toMatchObject({ startTime: '17:00', meetingType: 'light_meeting' });
    expect(read('कल शाम पाँच बजे फ़ोन')).toMatchObject({ startTime: '17:00', meetingType: 'light_meeting' });
    // Precomposed (U+095D) and decomposed (U+0922 U+093C) ढ़ alike.
    expect(read('कल सा\u095D\u0947 9 बजे कॉल').startTime).toBe('09:30');
    expect(read('कल सा\u0922\u093C\u0947 9 बजे कॉल').startTime).toBe('09:30');
    expect(new RegExp(lenient('दिसंबर'), 'u').test('दिसँबर')).toBe(true);
  });

  it('reads साढ़े, सवा, पौने, डेढ़ and ढाई as times before बजे and as lengths before घंटे', () => {
    expect(read('साढ़े 9 बजे योग')).toMatchObject({ startTime: '09:30', duration: 60 });
    expect(read('सवा 10 बजे योग').startTime).toBe('10:15');
    expect(read('पौने 11 बजे योग').startTime).toBe('10:45');
    expect(read('पौने 1 बजे योग').startTime).toBe('12:45');
    expect(read('कल डेढ़ बजे योग').startTime).toBe('13:30');
    expect(read('कल ढाई बजे योग').startTime).toBe('14:30');
    expect(read('कल साढ़े 3 घंटे योग')).toMatchObject({ startTime: null, duration: 210 });
    expect(read('कल डेढ़ घंटा योग')).toMatchObject({ startTime: null, duration: 90 });
    expect(read('कल ढाई घंटे योग').duration).toBe(150);
    expect(read('कल पौन घंटा योग').duration).toBe(45);
  });

  it('places a bare hour as the English parser does, and a part of the day settles it', () => {
    expect(read('कल 4 बजे योग').startTime).toBe('16:00');
    expect(read('कल 8 बजे योग').startTime).toBe('08:00');
    expect(read('कल 8 बजे डिनर').startTime).toBe('20:00');
    expect(read('कल रात 8 बजे योग').startTime).toBe('20:00');
    expect(read('कल 8 बजे रात को योग').startTime).toBe('20:00');
    expect(read('कल शाम के 6 बजे योग').startTime).toBe('18:00');
    expect(read('कल रात 12 बजे योग').startTime).toBe('00:00');
    expect(read('कल रात 2 बजे योग').startTime).toBe('02:00');
    expect(read('कल सुबह 5 बजे योग').startTime).toBe('05:00');
  });

  it('reads a weekday said beside a date as that date', () => {
    expect(read('मंगलवार 24 मार्च को योग')).toMatchObject({ title: 'योग', date: '2026-03-24' });
    expect(read('24 मार्च, मंगलवार को योग')).toMatchObject({ title: 'योग', date: '2026-03-24' });
  });

  it('keeps postpositions inside the title and drops the ones that went with a cut', () => {
    expect(read('सोमवार को राहुल को फ़ोन करना').title).toBe('राहुल को फ़ोन करना');
    expect(read('राहुल को सोमवार को फ़ोन करना').title).toBe('राहुल को फ़ोन करना');
    expect(read('5 बजे की ट्रेन').title).toBe('ट्रेन');
    expect(read('कृपया कल मीटिंग जोड़ें।').title).toBe('मीटिंग');
  });

  it('reads the type and meal of a Hindi title by the English rules', () => {
    expect(englishTypeWords('राहुल के साथ बैठक')).toBe('with Person meeting');
    expect(englishTypeWords('टीम के साथ बैठक')).toBe('team with meeting');
    expect(classifyMeetingType('राहुल और प्रिया के साथ बैठक')).toEqual({ meetingType: 'collaboration', classified: true });
    expect(classifyMeetingType('अनीता से मिलना')).toEqual({ meetingType: 'one_on_one', classified: true });
    expect(classifyMeetingType('दवाई लेना')).toEqual({ meetingType: 'collaboration', classified: false });
    expect(mealTypeOf('दोपहर का खाना')).toBe('lunch');
    expect(mealTypeOf('रात के खाने पर चर्चा')).toBe('dinner');
  });

  it('names an event that says only when "नया इवेंट"', () => {
    expect(read('परसों शाम 6 बजे').title).toBe('नया इवेंट');
    expect(read('tomorrow at 10am').title).toBe('New event');
  });
});
