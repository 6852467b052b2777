import type { DayRhythm } from '@flow/contracts';
import { expectEventually } from '@flow/testing';
import { addDays, isoWeekday, type MinuteRange, peakOfDay } from '@flow/rhythm';
import { api, type TestUser } from './calendar-test-kit';

// "Protect my peak" helpers shared by the Google, CalDAV and Outlook specs.

/** The person's peak on each of the next 14 days, read from the rhythm the gateway serves. */
export async function peaksAhead(user: TestUser): Promise<{ date: string; peak: MinuteRange }[]> {
  const today = new Date().toISOString().slice(0, 10);
  const days = await Promise.all(
    Array.from({ length: 14 }, async (_, i) => {
      const date = addDays(today, i);
      const res = await api.get(`/api/rhythm-blocks?date=${date}`, user.token);
      expect(res.status).toBe(200);
      return { date, peak: peakOfDay((res.body as DayRhythm).rhythmBlocks) };
    }),
  );
  return days.filter((d): d is { date: string; peak: MinuteRange } => d.peak !== null);
}

/** Working days (Mon–Fri) of the next two weeks that get a block: today only while its peak is ahead. */
export function bookedDays(peaks: { date: string; peak: MinuteRange }[]) {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  return peaks.filter((d) => isoWeekday(d.date) <= 5 && (d.date !== today || now.getUTCHours() * 60 + now.getUTCMinutes() < d.peak.start));
}

export async function withProfile(user: TestUser) {
  await expectEventually(async () => expect((await api.get('/api/profile', user.token)).status).toBe(200), { timeoutMs: 30_000 });
}

export const putPeak = (user: TestUser, body: unknown) => api.put('/api/calendar/peak-protection', body, user.token);
export const peakOf = async (user: TestUser, provider = 'google') =>
  (await api.get('/api/calendar/connection', user.token)).body.connections.find((c: { provider: string }) => c.provider === provider).peakProtection;
