import { daysRange } from './local-day';

describe('the instants that bound a run of days, each in its own zone', () => {
  it('starts at the first day’s midnight where it is spent and ends at the last day’s', () => {
    // London (UTC+0 in March) until Wednesday, Tokyo (UTC+9) from Thursday.
    const zoneOf = (date: string) => (date >= '2026-03-12' ? 'Asia/Tokyo' : 'Europe/London');
    expect(daysRange(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'], zoneOf)).toEqual({ from: '2026-03-09T00:00:00.000Z', to: '2026-03-13T15:00:00.000Z' });
    // Flying west, the earlier zone's day can end after the later one's: the run still covers both.
    const west = (date: string) => (date >= '2026-03-10' ? 'Europe/London' : 'Asia/Tokyo');
    expect(daysRange(['2026-03-09', '2026-03-10'], west)).toEqual({ from: '2026-03-08T15:00:00.000Z', to: '2026-03-11T00:00:00.000Z' });
  });
});
