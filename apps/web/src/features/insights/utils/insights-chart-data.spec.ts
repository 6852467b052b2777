import { setClockPreference } from '../../../lib/clock-preference';
import { chartData, clockTick, weekdayText } from './insights-chart-data';

describe('the Insights chart data', () => {
  it('puts curves and check-ins on one minute axis, the curve closing at 24:00', () => {
    const { curve, dots } = chartData({
      curve: [
        { time: '00:00', prior: 1.2, learned: 1.3, low: 1, high: 2 },
        { time: '09:30', prior: 4.6, learned: 4.1, low: 3.5, high: 4.8 },
      ],
      checkins: [
        {
          id: 'a',
          energy: 5,
          focus: null,
          mood: null,
          at: '2026-03-10T10:15:00Z',
          date: '2026-03-10',
          time: '10:15',
          timeZone: 'UTC',
          counts: true,
          createdAt: '2026-03-10T10:15:00Z',
        },
      ],
    });
    expect(curve.map((c) => c.x)).toEqual([0, 570, 1440]);
    expect(curve[1]).toEqual({ x: 570, prior: 4.6, learned: 4.1, band: [3.5, 4.8] });
    expect(dots).toEqual([{ x: 615, y: 5, time: '10:15', date: '2026-03-10' }]);
    // The axis follows the person's clock, as every other time on screen.
    setClockPreference('24h');
    expect(clockTick(1440)).toBe('00:00');
    expect(clockTick(570)).toBe('09:30');
    setClockPreference('12h');
    expect(clockTick(570)).toBe('9:30 AM');
    setClockPreference('auto');
  });

  it('describes weekday patterns in words', () => {
    expect(weekdayText(null, 1)).toBe('1 check-in: not enough yet');
    expect(weekdayText(0.05, 5)).toBe('about as usual');
    expect(weekdayText(0.6, 5)).toBe('0.6 points higher than usual');
    expect(weekdayText(-1, 5)).toBe('1.0 point lower than usual');
  });
});
