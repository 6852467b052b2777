import fc from 'fast-check';
import { findTimeIdiom } from './time-idioms';
import { parseEventRequest } from './parse-event-request';

const clock = (minuteOfDay: number) => `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;

describe('time-of-day idioms', () => {
  it.each([
    ['Email Sam first thing', '09:00', null],
    ['Gym before work', '08:00', null],
    ['Call Mum after work', '17:30', null],
    ['Send it by end of the day', '17:00', null],
    ['Send it EOD', '17:00', null],
    ['Send it before COB', '17:00', null],
    ['Talk budgets over lunch', '12:30', 60],
    ['Ring the school at lunchtime', '12:30', null],
    ['Read before lunch', '11:00', null],
    ['Walk after lunch', '13:30', null],
    ['Tidy up after dinner', '20:00', null],
    ['Run early morning', '07:00', null],
    ['Break mid-morning', '10:30', null],
    ['Errands late afternoon', '16:00', null],
  ])('%s → %s', (message, start, minutes) => {
    const idiom = findTimeIdiom(message);
    expect(idiom && clock(idiom.minuteOfDay)).toBe(start);
    expect(idiom?.minutes).toBe(minutes);
    expect(message.slice(idiom!.index, idiom!.index + idiom!.length)).not.toMatch(/^\s|\s$/);
  });

  it.each(['End of day review', 'Lunchtime yoga', 'First thing list', 'corn on the cob'])('%s: the words name the event', (message) => {
    expect(findTimeIdiom(message)).toBeNull();
  });

  it('a clock time said with an idiom wins', () => {
    const { eventData } = parseEventRequest({
      message: 'Call the garage after lunch at 2pm',
      now: new Date('2026-03-10T08:00:00Z'),
      timeZone: 'Europe/Berlin',
    });
    expect(eventData).toMatchObject({ title: 'Call the garage', startTime: '14:00' });
  });

  it('an idiom whose time has passed today means tomorrow; never leaves itself in the title (property)', () => {
    const idioms = ['first thing', 'after work', 'end of day', 'over lunch', 'before lunch', 'after lunch', 'before work'];
    fc.assert(
      fc.property(fc.constantFrom(...idioms), fc.integer({ min: 0, max: 23 * 60 + 59 }), (said, minuteNow) => {
        const now = new Date(Date.UTC(2026, 2, 10, 0, minuteNow));
        const { eventData } = parseEventRequest({ message: `Plan budget ${said}`, now, timeZone: 'UTC' });
        expect(eventData.title).toBe('Plan budget');
        const start = Number(eventData.startTime!.slice(0, 2)) * 60 + Number(eventData.startTime!.slice(3));
        expect(eventData.date).toBe(start < minuteNow ? '2026-03-11' : '2026-03-10');
      }),
      { numRuns: 80 },
    );
  });
});
