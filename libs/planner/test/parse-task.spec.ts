import { looksLikeTask, parseTaskText } from '../src';

const now = new Date('2026-06-01T08:00:00Z'); // Monday, 10:00 in Berlin

describe('parseTaskText', () => {
  it('reads the title, duration and deadline of the spec example', () => {
    expect(parseTaskText('Write the board report, 2 hours, by Friday', now, 'Europe/Berlin')).toEqual({
      title: 'Write the board report',
      durationMinutes: 120,
      dueAt: '2026-06-05T17:00:00+02:00',
      priority: 2,
      energy: 'focus',
      splittable: true,
      minChunkMinutes: 45,
    });
  });
  it('knows admin, physical and social work, minutes and priorities', () => {
    expect(parseTaskText('Pay the invoices 30 min urgent', now, 'UTC')).toMatchObject({
      title: 'Pay the invoices',
      durationMinutes: 30,
      energy: 'admin',
      priority: 1,
      dueAt: null,
    });
    expect(parseTaskText('go for a run, half an hour, by tomorrow', now, 'UTC')).toMatchObject({
      title: 'Go for a run',
      durationMinutes: 30,
      energy: 'physical',
      dueAt: '2026-06-02T17:00:00Z',
    });
    expect(parseTaskText('Call mum by monday', now, 'UTC')).toMatchObject({ energy: 'social', dueAt: '2026-06-08T17:00:00Z' });
  });
  it("puts a deadline on the clock of the day it names, counted from the person's today", () => {
    // Sunday's evening of a trip east: Tokyo's clock shows Monday, the person's today is still Sunday, and Monday is spent at home.
    const lastEvening = new Date('2026-11-29T16:00:00Z');
    const days = { today: '2026-11-29', zoneOn: (date: string) => (date <= '2026-11-29' ? 'Asia/Tokyo' : 'Europe/London') };
    expect(parseTaskText('Send the slides by tomorrow', lastEvening, days).dueAt).toBe('2026-11-30T17:00:00+00:00');
    expect(parseTaskText('Send the slides by tomorrow', lastEvening, 'Asia/Tokyo').dueAt).toBe('2026-12-01T17:00:00+09:00');
  });
  it('reads a written date as a deadline only when the calendar has it', () => {
    expect(parseTaskText('Renew the passport by 2026-07-31', now, 'UTC').dueAt).toBe('2026-07-31T17:00:00Z');
    for (const date of ['2026-02-30', '2026-13-01', '2026-06-31']) {
      expect(parseTaskText(`Renew the passport by ${date}`, now, 'UTC')).toMatchObject({ title: `Renew the passport by ${date}`, dueAt: null });
    }
  });
  it('tells tasks from events', () => {
    expect(looksLikeTask('Write the board report, 2 hours, by Friday')).toBe(true);
    expect(looksLikeTask('Lunch with Sam tomorrow at 1pm')).toBe(false);
  });
});
