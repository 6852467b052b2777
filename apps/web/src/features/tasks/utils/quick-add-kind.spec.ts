import { i18n } from '../../../i18n';
import { TITLE_EXAMPLES } from '../../quick-add/components/title-step';
import { parseHabitText, quickAddKind } from './quick-add-kind';

describe("Quick Add's reading of a sentence", () => {
  it('reads a deadline without a clock time as a task', () => {
    expect(quickAddKind('Write the board report, 2 hours, by Friday')).toBe('task');
    expect(quickAddKind('Finish the slides before tomorrow')).toBe('task');
  });

  it('keeps events as events: a clock time, a day, or no deadline', () => {
    for (const id of TITLE_EXAMPLES) expect(quickAddKind(i18n.t(`quickAdd:${id}`, { lng: 'en' }))).toBe('event');
    expect(quickAddKind('Write the proposal')).toBe('event');
    expect(quickAddKind('Report review by Friday at 3pm')).toBe('event');
    // A repeating event names its time.
    expect(quickAddKind('Standup every weekday at 9')).toBe('event');
    expect(quickAddKind('Gym every Monday at 7am')).toBe('event');
  });

  it('reads a repeat without a clock time as a habit (a window is not a clock time)', () => {
    expect(quickAddKind('Run 30 minutes every morning')).toBe('habit');
    expect(quickAddKind('Meditate daily 06:30-07:30')).toBe('habit');
    expect(quickAddKind('Swim 3 times a week')).toBe('habit');
  });

  it('turns a habit sentence into the habit to create', () => {
    expect(parseHabitText('run 30 minutes every morning')).toEqual({
      title: 'Run',
      durationMinutes: 30,
      window: { start: '06:00', end: '09:00' },
      days: null,
      timesPerWeek: null,
      flexibilityMinutes: 60,
      energy: 'physical',
    });
    expect(parseHabitText('Meditate 20 min daily 06:30-07:30')).toMatchObject({
      title: 'Meditate',
      durationMinutes: 20,
      window: { start: '06:30', end: '07:30' },
    });
    expect(parseHabitText('Swim, 1 hour, 3 times a week')).toMatchObject({ title: 'Swim', durationMinutes: 60, timesPerWeek: 3, days: null });
    expect(parseHabitText('Inbox zero every weekday 5-6pm')).toMatchObject({
      title: 'Inbox zero',
      days: ['MO', 'TU', 'WE', 'TH', 'FR'],
      window: { start: '17:00', end: '18:00' },
      energy: 'admin',
    });
    expect(parseHabitText('Walk every Sunday')).toMatchObject({ days: ['SU'], window: { start: '08:00', end: '20:00' } });
  });
});
