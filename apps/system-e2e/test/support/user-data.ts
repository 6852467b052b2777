import { httpRoutes } from '@flow/contracts';
import type { TestHttpClient } from '@flow/testing';
import { analyse, type Actor } from './actors';
import { connectGoogle } from './calendar';

const has = (route: string) => route in httpRoutes;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function must(what: string, call: Promise<{ status: number; body: unknown }>) {
  const res = await call;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/**
 * Gives `person` data in every service of the stack, so export and deletion are tried on real rows.
 * A service's step runs when its routes are in the contract.
 */
export async function giveDataEverywhere(api: TestHttpClient, person: Actor, other: Actor): Promise<void> {
  // profile-chart: a blueprint from birth data, and a name and zone from settings.
  await analyse(api, person);
  await must('profile save', api.patch('/api/profile', { full_name: 'Data Person', time_zone: 'Asia/Kathmandu' }, person.token));
  if (has('createTravelStay')) {
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await must('travel stay', api.post('/api/travel-stays', { place: 'Lisbon, Portugal', from: day, to: day }, person.token));
  }
  if (has('getDailyFlow')) await must('daily flow', api.get(`/api/daily-flow?date=${new Date().toISOString().slice(0, 10)}`, person.token));
  if (has('createCheckin')) {
    // daily-flow: an energy check-in, and the learning settings (their own row).
    await must('check-in', api.post('/api/checkins', { energy: 4, focus: 3, mood: 4 }, person.token));
    await must('learning settings', api.put('/api/insights/settings', { enabled: true }, person.token));
  }
  if (has('createEvent')) {
    const created = await must(
      'event',
      api.post(
        '/api/events',
        {
          title: 'Planning with Sam',
          startTime: inHours(28),
          endTime: inHours(29),
          meetingType: 'collaboration',
          attendees: [{ email: 'sam@example.com', name: 'Sam' }],
        },
        person.token,
      ),
    );
    const eventId = (created.body as { event: { id: string } }).event.id;
    await must('override', api.put(`/api/alignment/overrides/${eventId}`, { isAligned: true }, person.token));
  }
  if (has('rememberEventType')) await must('event type', api.put('/api/event-types', { title: 'Dentist', meetingType: 'social' }, person.token));
  if (has('calendarOAuth')) {
    await connectGoogle(api, person);
    await must('feed', api.post('/api/calendar/feed', {}, person.token));
  }
  if (has('sendCoFlowInvite')) {
    // co-flow: a manual profile, an invite to an address without an account, and (made once per pair,
    // by the one with the smaller id) a connection with the other person.
    await must(
      'manual profile',
      api.post(
        '/api/coflow/manual-profiles',
        { full_name: 'Grandma Rose', birth_date: '1950-03-01', birth_time: '06:30', birth_location: 'Lisbon, Portugal', notes: 'Mornings' },
        person.token,
      ),
    );
    await must('invite', api.post('/api/coflow/invites', { email: `friend-${person.userId.slice(0, 8)}@example.com` }, person.token));
    if (person.userId < other.userId) {
      const invite = await must('invite other', api.post('/api/coflow/invites', { email: other.email }, person.token));
      await must('accept', api.post(`/api/coflow/invites/${(invite.body as { id: string }).id}/accept`, {}, other.token));
    }
  }
}
