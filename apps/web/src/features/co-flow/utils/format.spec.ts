import { bandSegments, formatClock, formatDate } from './format';

describe('peak window band', () => {
  it('is one piece in a day, two when it wraps midnight, none when empty', () => {
    expect(bandSegments('09:00', '13:00')).toEqual([{ from: 540, to: 780 }]);
    expect(bandSegments('22:00', '02:00')).toEqual([
      { from: 1320, to: 1440 },
      { from: 0, to: 120 },
    ]);
    expect(bandSegments('22:00', '00:00')).toEqual([{ from: 1320, to: 1440 }]);
    expect(bandSegments('10:00', '10:00')).toEqual([]);
  });

  it('reads clocks as 12-hour times', () => {
    expect(formatClock('13:30')).toBe('1:30 PM');
    expect(formatClock('00:00')).toBe('12:00 AM');
  });

  it('writes an instant as its date, and nothing for a value that is not one', () => {
    expect(formatDate('2026-11-23T12:00:00.000Z')).toBe('Nov 23, 2026');
    expect(formatDate('soon')).toBe('');
  });
});
