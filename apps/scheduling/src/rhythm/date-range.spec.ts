import { assertPlannableDate } from './date-range';

describe('assertPlannableDate', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  it('accepts days within a year of today', () => {
    expect(() => assertPlannableDate('2030-06-15', now)).not.toThrow();
    expect(() => assertPlannableDate('2031-06-15', now)).not.toThrow();
    expect(() => assertPlannableDate('2029-06-16', now)).not.toThrow();
  });
  it('refuses days further away and days that do not exist, with 422', () => {
    for (const date of ['2031-06-17', '2029-06-13', '2030-02-30', '2030-13-01']) {
      expect(() => assertPlannableDate(date, now)).toThrow(expect.objectContaining({ status: 422 }));
    }
  });
});
