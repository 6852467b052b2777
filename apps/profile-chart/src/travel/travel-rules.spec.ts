import { ProfileMessages } from '@flow/contracts';
import { assertStayFits } from './travel-rules';

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
    for (const [from, to] of [['2026-03-14', '2026-03-20'], ['2026-03-01', '2026-03-10'], ['2026-03-11', '2026-03-11'], ['2026-03-01', '2026-04-01']]) {
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
    const many = Array.from({ length: 50 }, (_, i) => ({ fromDate: `2030-01-${String(i % 28 + 1).padStart(2, '0')}`, toDate: `2030-01-${String(i % 28 + 1).padStart(2, '0')}` }));
    expect(refusal('2031-01-01', '2031-01-02', many)).toBe(ProfileMessages.tooManyStays);
  });
});
