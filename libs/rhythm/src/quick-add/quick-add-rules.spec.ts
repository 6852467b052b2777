import { defaultDuration, MEETING_TYPE_DURATIONS, mealTypeOf } from './durations';
import { findDuration } from './duration-text';
import { classifyMeetingType } from './meeting-types';
import { FALLBACK_TITLE, parseEventRequest } from './parse-event-request';

const NOW = new Date('2026-03-10T08:00:00Z'); // Tuesday 09:00 in Berlin
const parse = (message: string, options: { now?: Date; timeZone?: string; history?: string[] } = {}) =>
  parseEventRequest({ message, now: options.now ?? NOW, timeZone: options.timeZone ?? 'Europe/Berlin', history: options.history });

describe('meeting durations (spec section 9)', () => {
  it('gives each meeting type its duration', () => {
    expect(MEETING_TYPE_DURATIONS).toEqual({ deep_work: 90, creative: 60, collaboration: 45, one_on_one: 30, light_meeting: 30, social: 90 });
    expect(parse('Deep work').eventData.duration).toBe(90);
    expect(parse('Design session').eventData.duration).toBe(60);
    expect(parse('Team meeting').eventData.duration).toBe(45);
    expect(parse('1:1 with Jo').eventData.duration).toBe(30);
    expect(parse('Quick check-in').eventData.duration).toBe(30);
    expect(parse('Birthday party').eventData.duration).toBe(90);
  });

  it('gives lunch and dinner 60 minutes and breakfast and coffee 30, whatever the type', () => {
    expect(defaultDuration('Team lunch', 'social')).toBe(60);
    expect(defaultDuration('Dinner with Ana', 'social')).toBe(60);
    expect(defaultDuration('Breakfast', 'social')).toBe(30);
    expect(defaultDuration('Coffee with the team', 'collaboration')).toBe(30);
  });

  it('defaults to 60 minutes and type collaboration when nothing is recognised', () => {
    const { eventData } = parse('Dentist tomorrow');
    expect(eventData).toMatchObject({ meetingType: 'collaboration', duration: 60 });
    expect(classifyMeetingType('Dentist')).toEqual({ meetingType: 'collaboration', classified: false });
  });

  it('lets an explicit duration win over meal and type defaults', () => {
    expect(parse('Lunch with Sam for 90 minutes').eventData.duration).toBe(90);
    expect(parse('Deep work for 45 min').eventData.duration).toBe(45);
    expect(parse('Standup 15 minutes').eventData.duration).toBe(15);
  });
});

describe('meals', () => {
  it('makes a parsed meal social and names the meal', () => {
    expect(parse('Team lunch with the designers').eventData.meetingType).toBe('social');
    expect(parse('Team lunch with the designers').mealType).toBe('lunch');
    expect(parse('Breakfast meeting').mealType).toBe('breakfast');
    expect(parse('Supper at home').mealType).toBe('dinner');
    expect(mealTypeOf('Coffee with Lena')).toBe('coffee');
    expect(mealTypeOf('Family brunch')).toBe('brunch');
    expect(mealTypeOf('Design review')).toBeNull();
  });
});

describe('explicit durations in text', () => {
  it.each([
    ['for 45 min', 45],
    ['2 hours', 120],
    ['1.5 hours', 90],
    ['an hour and a half', 90],
    ['one and a half hours', 90],
    ['1h30', 90],
    ['1 hour 15 minutes', 75],
    ['half an hour', 30],
    ['90-minute', 90],
    ['two hours', 120],
    ['for an hour', 60],
    ['30m', 30],
  ])('reads "%s" as %i minutes', (phrase, minutes) => {
    expect(findDuration(`Focus ${phrase} tomorrow`)?.minutes).toBe(minutes);
  });

  it('reads "in 2 hours" as a start time, not a duration', () => {
    expect(findDuration('Meeting in 2 hours')).toBeNull();
    expect(parse('Meeting in 2 hours').eventData).toMatchObject({ startTime: '11:00', duration: 45 });
  });

  it('ignores durations under 5 minutes or over a day', () => {
    expect(findDuration('Call for 2 minutes')).toBeNull();
    expect(findDuration('Retreat for 30 hours')).toBeNull();
  });
});

describe('dates and times in the user time zone', () => {
  it('reads the same instant as different local days in different zones', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(parse('Lunch tomorrow', { now, timeZone: 'Asia/Tokyo' }).eventData.date).toBe('2026-03-12');
    expect(parse('Lunch tomorrow', { now, timeZone: 'America/Los_Angeles' }).eventData.date).toBe('2026-03-11');
  });

  it('moves a time with no day that has already passed today to tomorrow', () => {
    expect(parse('Gym at 8am').eventData).toMatchObject({ date: '2026-03-11', startTime: '08:00' });
    expect(parse('Gym at 10am').eventData).toMatchObject({ date: '2026-03-10', startTime: '10:00' });
  });

  it('keeps a time without a date or time empty', () => {
    expect(parse('Write the report').eventData).toMatchObject({ date: '2026-03-10', startTime: null });
  });

  it('refuses an unknown time zone', () => {
    expect(() => parse('Lunch', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('titles', () => {
  it.each([
    ['Can you schedule a meeting with the design team tomorrow at 3pm please', 'Meeting with the design team'],
    ['remind me to call the plumber friday', 'Call the plumber'],
    ['I need to write the grant report on Thursday morning', 'Write the grant report'],
    ['Tomorrow at 10: standup', 'Standup'],
    ['book a table for dinner with Ana at 8', 'Table for dinner with Ana'],
  ])('cleans "%s" to "%s"', (message, title) => {
    expect(parse(message).eventData.title).toBe(title);
  });

  it(`falls back to '${FALLBACK_TITLE}' when only a time was typed`, () => {
    expect(parse('tomorrow at 10am').eventData.title).toBe(FALLBACK_TITLE);
  });

  it('caps the title at 200 characters', () => {
    expect(parse(`Write ${'x'.repeat(300)}`).eventData.title).toHaveLength(200);
  });
});

describe('conversation follow-ups', () => {
  it('keeps the earlier event and changes only the time a follow-up names', () => {
    const result = parse('make it 1pm', { history: ['Lunch with Sam friday'] });
    expect(result.eventData).toMatchObject({ title: 'Lunch with Sam', date: '2026-03-13', startTime: '13:00', duration: 60, meetingType: 'social' });
    expect(result.mealType).toBe('lunch');
  });

  it('takes a new day from the follow-up', () => {
    expect(parse('actually thursday', { history: ['Deep work tomorrow at 10am'] }).eventData).toMatchObject({
      title: 'Deep work',
      date: '2026-03-12',
      startTime: '10:00',
    });
  });
});
