import { durationText, placementsOfDay } from './task-format';

describe('task words', () => {
  it('says durations as the planner does', () => {
    expect([45, 60, 90, 180].map(durationText)).toEqual(['45 min', '1 h', '1 h 30', '3 h']);
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
