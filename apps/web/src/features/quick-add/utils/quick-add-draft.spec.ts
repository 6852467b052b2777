import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { applyParsed, initialDraft } from './quick-add-draft';

const TODAY = '2026-03-10';
const at = (timeZone: string) => () => ({ timeZone });
const parsed = (
  over: Partial<{ title: string; date: string; startTime: string | null; duration: number; meetingType: 'deep_work' | 'collaboration' | 'social' }> = {},
  mealType: 'lunch' | null = null,
) => ({
  eventData: {
    title: 'Deep work on report',
    date: '2026-03-11',
    startTime: '10:00',
    duration: 90,
    meetingType: 'deep_work' as const,
    recurrence: null,
    ...over,
  },
  mealType,
  timezone: 'UTC',
});

describe('Quick Add draft (spec 4, Quick add)', () => {
  it('a new event starts empty at the title step on today, and takes everything the sentence said', () => {
    const draft = initialDraft({ mode: 'create' }, TODAY, at('UTC'));
    expect(draft).toMatchObject({ step: 'title', date: TODAY, startMinutes: null, durationMinutes: 60, message: '' });
    expect(applyParsed(draft, parsed())).toMatchObject({
      step: 'time',
      title: 'Deep work on report',
      date: '2026-03-11',
      startMinutes: 600,
      durationMinutes: 90,
      meetingType: 'deep_work',
    });
  });

  it("'Book' starts at the title step with the block's date and start, 60 minutes and type deep_work, and keeps them", () => {
    const draft = initialDraft({ mode: 'prefill', date: '2026-03-12', startMinutes: 8 * 60, durationMinutes: 60 }, TODAY, at('UTC'));
    expect(draft).toMatchObject({ step: 'title', date: '2026-03-12', startMinutes: 480, durationMinutes: 60, meetingType: 'deep_work' });
    const next = applyParsed(draft, parsed({ title: 'Chapter two', meetingType: 'collaboration', date: TODAY, startTime: null, duration: 45 }));
    expect(next).toMatchObject({ step: 'time', title: 'Chapter two', date: '2026-03-12', startMinutes: 480, durationMinutes: 60, meetingType: 'deep_work' });
    // Words that name a type still win.
    expect(applyParsed(draft, parsed({ title: 'Lunch with Sam', meetingType: 'social' }, 'lunch')).meetingType).toBe('social');
  });

  it("Co-Flow's 'Book' brings the other person as attendee, and the parsed request keeps them", () => {
    const draft = initialDraft(
      { mode: 'prefill', date: '2026-03-12', startMinutes: 10 * 60, durationMinutes: 60, attendees: ['tess@example.com'] },
      TODAY,
      at('UTC'),
    );
    expect(draft.attendees).toEqual(['tess@example.com']);
    expect(applyParsed(draft, parsed({ title: 'Sync with Tess' })).attendees).toEqual(['tess@example.com']);
    expect(initialDraft({ mode: 'prefill', date: '2026-03-12', startMinutes: 600, durationMinutes: 60 }, TODAY, at('UTC')).attendees).toEqual([]);
  });

  it("an edit starts at the time step with the event's own date, time, length, place and attendees", () => {
    const event = scheduledEventFixture({
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Design review',
      start_time: '2026-03-12T14:30:00Z',
      end_time: '2026-03-12T15:15:00Z',
      meeting_type: 'collaboration',
      location: 'Room 4',
      attendees: [{ email: 'sam@example.com', name: null }],
    });
    expect(initialDraft({ mode: 'edit', event }, TODAY, at('Europe/Berlin'))).toMatchObject({
      mode: 'edit',
      eventId: event.id,
      step: 'time',
      title: 'Design review',
      date: '2026-03-12',
      startMinutes: 15 * 60 + 30,
      durationMinutes: 45,
      meetingType: 'collaboration',
      location: 'Room 4',
      attendees: ['sam@example.com'],
    });
  });

  it("an edit of an event during a trip shows it on the trip's clock", () => {
    const event = scheduledEventFixture({ id: '33333333-3333-4333-8333-333333333334', start_time: '2026-03-12T01:00:00Z', end_time: '2026-03-12T02:00:00Z' });
    // Home in London (where 01:00 UTC is still 12 March), in Tokyo from 12 March: 10:00 Tokyo time.
    const placeOf = (date: string) => ({ timeZone: date >= '2026-03-12' ? 'Asia/Tokyo' : 'Europe/London' });
    expect(initialDraft({ mode: 'edit', event }, TODAY, placeOf)).toMatchObject({ date: '2026-03-12', startMinutes: 10 * 60, durationMinutes: 60 });
  });

  it("takes the person's remembered type for the title, says so, and forgets an earlier correction", () => {
    const corrected = { ...initialDraft({ mode: 'create' }, TODAY, at('UTC')), typeCorrected: true };
    expect(applyParsed(corrected, parsed({ title: 'Dentist', meetingType: 'collaboration' }))).toMatchObject({
      meetingType: 'collaboration',
      typeSource: 'inferred',
      typeCorrected: false,
    });
    // 'Book' keeps deep work for words that say nothing, but a title the person typed before keeps its remembered type.
    const book = initialDraft({ mode: 'prefill', date: TODAY, startMinutes: 600, durationMinutes: 60 }, TODAY, at('UTC'));
    const remembered = { ...parsed({ title: 'Dentist', meetingType: 'social' }), typeSource: 'remembered' as const };
    expect(applyParsed(book, remembered)).toMatchObject({ meetingType: 'social', typeSource: 'remembered', startMinutes: 600 });
  });
});
