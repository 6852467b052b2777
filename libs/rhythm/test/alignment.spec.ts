import { ALIGNMENT_COLORS, checkAlignment, eventActivityType, scheduledAlignment } from '../src';

const focus = { rhythmActivity: 'Deep work on your most important task', rhythmActivityType: 'focus' as const, rhythmIntensity: 0.9 };
const collab = { rhythmActivity: 'Meetings, calls and working with others', rhythmActivityType: 'collaboration' as const, rhythmIntensity: 0.7 };
const meals = { rhythmActivity: 'Lunch', rhythmActivityType: 'meals' as const, rhythmIntensity: 0.4 };
const windDown = { rhythmActivity: 'Dim lights, screens away', rhythmActivityType: 'rest' as const, rhythmIntensity: 0.2 };

describe('alignment keyword rules map rhythm activity types to event keywords', () => {
  it.each([
    ['Write quarterly report', 'focus'],
    ['Deep work: code review prep', 'focus'],
    ['Team meeting', 'collaboration'],
    ['1:1 with Ana', 'collaboration'],
    ['Client call', 'collaboration'],
    ['Yoga class', 'movement'],
    ['Morning run', 'movement'],
    ['Lunch with Sam', 'meals'],
    ['Coffee with Lee', 'meals'],
    ['Brainstorm new logo', 'creative'],
    ['Design review', 'creative'],
    ['Nap', 'sleep'],
    ['Meditation', 'rest'],
  ])('reads %j as %s', (title, type) => {
    expect(eventActivityType(title)).toBe(type);
  });

  it('reads whole words only ("article" is not art, "Callum" is not a call)', () => {
    expect(eventActivityType('Read article')).toBeNull();
    expect(eventActivityType('Callum visits')).toBeNull();
  });

  it('falls back to the meeting type when no keyword matches', () => {
    expect(eventActivityType('Project Phoenix', null, 'deep_work')).toBe('focus');
    expect(eventActivityType('Project Phoenix', null, 'social')).toBe('meals');
  });

  it('is aligned when the event’s type matches the block’s', () => {
    expect(checkAlignment({ ...focus, eventTitle: 'Write report' })).toMatchObject({ status: 'aligned', badge: 'Aligned' });
    expect(checkAlignment({ ...collab, eventTitle: 'Weekly sync' }).status).toBe('aligned');
    expect(checkAlignment({ ...meals, eventTitle: 'Lunch with the team' }).status).toBe('aligned');
  });

  it('is misaligned when a meeting interrupts a high-intensity focus block', () => {
    const r = checkAlignment({ ...focus, eventTitle: 'Status meeting' });
    expect(r).toMatchObject({ status: 'misaligned', badge: 'Misaligned', color: ALIGNMENT_COLORS.misaligned });
    expect(r.reason).toContain('works against');
  });

  it('is misaligned for meetings or work at intensity under 0.3', () => {
    expect(checkAlignment({ ...windDown, eventTitle: 'Client call' }).status).toBe('misaligned');
    expect(checkAlignment({ ...windDown, eventTitle: 'Finish the report' }).status).toBe('misaligned');
    expect(checkAlignment({ ...windDown, rhythmIntensity: 0.3, eventTitle: 'Client call' }).status).toBe('misaligned');
    // Not work: a meal in a low-intensity block is not caught by the intensity rule.
    expect(checkAlignment({ ...windDown, eventTitle: 'Tea with mum' }).status).toBe('neutral');
  });

  it('is neutral when nothing says what the event is', () => {
    expect(checkAlignment({ ...focus, eventTitle: 'Phoenix' })).toMatchObject({ status: 'neutral', badge: 'Neutral', color: ALIGNMENT_COLORS.neutral });
  });

  it('reads the block’s type from its activity text when only the text is given (check-event-alignment)', () => {
    expect(checkAlignment({ rhythmActivity: 'Deep Focus', rhythmIntensity: 0.9, eventTitle: 'Code the parser' }).status).toBe('aligned');
    expect(checkAlignment({ rhythmActivity: 'Collaboration', rhythmIntensity: 0.7, eventTitle: 'Standup' }).status).toBe('aligned');
  });

  it('lets a manual override win over the rules', () => {
    expect(checkAlignment({ ...focus, eventTitle: 'Status meeting', override: true })).toMatchObject({
      status: 'aligned',
      reason: 'You marked this event as aligned',
    });
    expect(checkAlignment({ ...collab, eventTitle: 'Weekly sync', override: false })).toMatchObject({
      status: 'misaligned',
      reason: 'You marked this event as not aligned',
    });
    expect(checkAlignment({ ...collab, eventTitle: 'Weekly sync', override: null }).status).toBe('aligned');
  });

  it('gives a neutral "Scheduled" on any failure', () => {
    expect(checkAlignment({ ...focus, eventTitle: undefined as never })).toEqual(scheduledAlignment());
    expect(checkAlignment({ ...focus, rhythmIntensity: Number.NaN, eventTitle: 'Write' })).toMatchObject({ status: 'neutral', badge: 'Scheduled' });
    const throwing = {
      ...focus,
      get eventTitle(): string {
        throw new Error('boom');
      },
    };
    expect(checkAlignment(throwing)).toMatchObject({ status: 'neutral', badge: 'Scheduled' });
  });
});
