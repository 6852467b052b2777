import { ProfileMessages } from '@flow/contracts';
import { assertStayFits, stayOutside } from './travel-rules';

const existing = [{ fromDate: '2026-03-10', toDate: '2026-03-14' }];
const refusal = (from: string, to: string, others = existing) => {
  try {
    assertStayFits(from, to, others);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('a travel stay', () => {
  it('may touch another stay but not share a day with it', () => {
    expect(refusal('2026-03-15', '2026-03-20')).toBeNull();
    expect(refusal('2026-03-01', '2026-03-09')).toBeNull();
    for (const [from, to] of [
      ['2026-03-14', '2026-03-20'],
      ['2026-03-01', '2026-03-10'],
      ['2026-03-11', '2026-03-11'],
      ['2026-03-01', '2026-04-01'],
    ]) {
      expect(refusal(from, to)).toBe(ProfileMessages.stayOverlaps);
    }
  });

  it('lasts from one day up to a year (366 days in a leap span), and ends on or after its start', () => {
    expect(refusal('2027-01-01', '2027-01-01', [])).toBeNull();
    expect(refusal('2027-01-01', '2028-01-01', [])).toBeNull();
    expect(refusal('2027-01-01', '2028-01-02', [])).toBe(ProfileMessages.stayTooLong);
    expect(refusal('2027-01-02', '2027-01-01', [])).toBe(ProfileMessages.stayDatesReversed);
  });

  it('needs real dates, and room among at most 50 stays', () => {
    expect(refusal('2027-02-29', '2027-03-01', [])).toBe('Expected a date as YYYY-MM-DD');
    const many = Array.from({ length: 50 }, (_, i) => ({
      fromDate: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
      toDate: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    expect(refusal('2031-01-01', '2031-01-02', many)).toBe(ProfileMessages.tooManyStays);
  });
});

describe('days taken out of a stay', () => {
  const stay = { fromDate: '2026-03-10', toDate: '2026-03-14' };
  it('keeps the days before and after them, across a month end too', () => {
    expect(stayOutside(stay, '2026-03-12', '2026-03-12')).toEqual([
      { fromDate: '2026-03-10', toDate: '2026-03-11' },
      { fromDate: '2026-03-13', toDate: '2026-03-14' },
    ]);
    expect(stayOutside({ fromDate: '2026-02-27', toDate: '2026-03-03' }, '2026-03-01', '2026-03-02')).toEqual([
      { fromDate: '2026-02-27', toDate: '2026-02-28' },
      { fromDate: '2026-03-03', toDate: '2026-03-03' },
    ]);
  });

  it('shortens the stay at either end, and leaves nothing of a stay inside them', () => {
    expect(stayOutside(stay, '2026-03-01', '2026-03-10')).toEqual([{ fromDate: '2026-03-11', toDate: '2026-03-14' }]);
    expect(stayOutside(stay, '2026-03-14', '2026-03-20')).toEqual([{ fromDate: '2026-03-10', toDate: '2026-03-13' }]);
    expect(stayOutside(stay, '2026-03-10', '2026-03-14')).toEqual([]);
  });
});
