import { canonicalTimeZone, IanaTimeZone, sameTimeZone } from './time-zone';

describe('zones by their canonical name', () => {
  it('resolves legacy aliases and case before any comparison', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(sameTimeZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
    expect(sameTimeZone('Europe/London', 'Europe/Dublin')).toBe(false);
  });

  it('refuses what is not a zone', () => {
    expect(canonicalTimeZone('Nowhere/Land')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(IanaTimeZone.safeParse('Nowhere/Land').success).toBe(false);
    expect(IanaTimeZone.parse('Asia/Calcutta')).toBe('Asia/Kolkata');
  });
});
