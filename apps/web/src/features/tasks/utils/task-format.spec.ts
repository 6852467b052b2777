import { i18n } from '../../../i18n';
import { durationText, placementsOfDay } from './task-format';
import { TASKS } from './tasks-texts';

describe('task words', () => {
  it('says durations as the planner does', () => {
    const t = i18n.getFixedT('en', TASKS);
    expect([45, 60, 90, 180].map((minutes) => durationText(t, minutes))).toEqual(['45 min', '1 h', '1 h 30', '3 h']);
  });
  it('says them in Hindi too', async () => {
    const { hiPages } = await import('../../../i18n/catalogs/hi');
    i18n.addResourceBundle('hi', 'tasks', hiPages.tasks);
    const t = i18n.getFixedT('hi', 'tasks');
    expect([45, 60, 90, 180].map((minutes) => durationText(t, minutes))).toEqual(['45 मिनट', '1 घंटा', '1 घंटा 30 मिनट', '3 घंटे']);
  });
  it('keeps the placements of one day in order', () => {
    const p = (id: string, start: string) => ({ kind: 'task' as const, id, title: id, start, end: start, reason: '', energyMatch: 1, pinned: false });
    const day = placementsOfDay(
      [p('b', '2030-01-01T12:00:00Z'), p('a', '2030-01-01T09:00:00Z'), p('c', '2030-01-02T09:00:00Z')],
      Date.parse('2030-01-01T00:00:00Z'),
      Date.parse('2030-01-02T00:00:00Z'),
    );
    expect(day.map((x) => x.id)).toEqual(['a', 'b']);
  });
});
