import { PALETTES } from '../theme/palettes';
import { applyPalette } from '../theme/time-of-day-palette';
import { periodOf } from './time-of-day';

const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute);

describe('time of day (spec section 1)', () => {
  it('morning 6–10, midday 10–14, afternoon 14–18, evening otherwise', () => {
    expect(periodOf(at(5, 59))).toBe('evening');
    expect(periodOf(at(6))).toBe('morning');
    expect(periodOf(at(9, 59))).toBe('morning');
    expect(periodOf(at(10))).toBe('midday');
    expect(periodOf(at(13, 59))).toBe('midday');
    expect(periodOf(at(14))).toBe('afternoon');
    expect(periodOf(at(17, 59))).toBe('afternoon');
    expect(periodOf(at(18))).toBe('evening');
    expect(periodOf(at(0))).toBe('evening');
  });

  it("reads the hour at the day's zone when given, whatever the browser's zone", () => {
    // 03:30 UTC is 09:00 in Mumbai, 03:30 in London and 22:30 the evening before in New York.
    const instant = new Date('2026-11-23T03:30:00Z');
    expect(periodOf(instant, 'Asia/Kolkata')).toBe('morning');
    expect(periodOf(instant, 'Asia/Calcutta')).toBe('morning');
    expect(periodOf(instant, 'Europe/London')).toBe('evening');
    expect(periodOf(new Date('2026-11-23T15:00:00Z'), 'America/New_York')).toBe('midday');
    expect(periodOf(new Date('2026-11-23T15:00:00Z'), 'Asia/Tokyo')).toBe('evening');
  });

  it('writes the dynamic and base colours as custom properties on the document', () => {
    applyPalette('morning');
    const style = document.documentElement.style;
    expect(document.documentElement.dataset.period).toBe('morning');
    expect(style.getPropertyValue('--dynamic-primary')).toBe(PALETTES.morning.primary);
    expect(style.getPropertyValue('--dynamic-secondary')).toBe(PALETTES.morning.secondary);
    expect(style.getPropertyValue('--dynamic-tertiary')).toBe(PALETTES.morning.tertiary);
    expect(style.getPropertyValue('--dynamic-accent')).toBe(PALETTES.morning.accent);
    expect(style.getPropertyValue('--primary')).toBe(PALETTES.morning.basePrimary);
    expect(style.getPropertyValue('--accent')).toBe(PALETTES.morning.baseAccent);
    expect(style.getPropertyValue('--ring')).toBe(PALETTES.morning.ring);
    applyPalette('evening');
    expect(style.getPropertyValue('--dynamic-primary')).toBe(PALETTES.evening.primary);
  });

  it('gives each period its own four colours', () => {
    const sets = Object.values(PALETTES).map((p) => [p.primary, p.secondary, p.tertiary, p.accent].join());
    expect(new Set(sets).size).toBe(4);
  });
});
