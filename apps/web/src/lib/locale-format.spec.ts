import { changeLanguage } from '../i18n';
import { formatMinutes, formatLongDate } from './local-day';
import { dateOrder, firstDayOfWeek, formatNumber } from './locale-format';

describe('formats by locale', () => {
  afterEach(() => changeLanguage('en'));

  it('reads numeric dates in the locale order', () => {
    expect(dateOrder('en-US')).toBe('MDY');
    expect(dateOrder('en-GB')).toBe('DMY');
    expect(dateOrder('en-IN')).toBe('DMY');
    expect(dateOrder('hi-IN')).toBe('DMY');
    expect(dateOrder('ja-JP')).toBe('YMD');
  });

  it('knows the first day of the week', () => {
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('hi-IN')).toBe(7);
    expect(firstDayOfWeek('de-DE')).toBe(1);
  });

  it('writes numbers, dates and times in Hindi when the screen speaks Hindi, English as before otherwise', async () => {
    const englishTime = formatMinutes(14 * 60 + 30);
    const englishDate = formatLongDate('2026-04-15');
    expect(formatNumber(123456.5)).toBe(new Intl.NumberFormat(navigator.language).format(123456.5));
    await changeLanguage('hi');
    expect(formatNumber(123456.5)).toBe('1,23,456.5');
    expect(formatLongDate('2026-04-15')).toContain('अप्रैल');
    await changeLanguage('en');
    expect(formatMinutes(14 * 60 + 30)).toBe(englishTime);
    expect(formatLongDate('2026-04-15')).toBe(englishDate);
  });

  it('marks formatted values in the pseudo-locale', async () => {
    await changeLanguage('en-XA');
    expect(formatNumber(12)).toBe('12');
    expect(formatLongDate('2026-04-15')).toMatch(/^⟦.*⟧$/);
  });
});
