import { randomUUID } from 'node:crypto';
import { pushSubscriptionOf, uniqueEmail, type TestHttpClient } from '@flow/testing';
import { analyse, BIRTH, PASSWORD, type Actor } from './actors';
import { connectGoogle, googleConsent, REDIRECT_URI } from './calendar';
import type { RouteRequest } from './openapi';

export interface FixtureContext {
  api: TestHttpClient;
  /** A new person, for fixtures that need a second party (an invite, a connection). */
  newActor(tag?: string): Promise<Actor>;
}

/**
 * How to make one valid request of a private route. The authorization matrix and the fuzzer walk
 * every route of the OpenAPI document and need one of these for each private route: a route without
 * one fails the matrix, so a new route cannot go untested.
 */
export interface RouteFixture {
  /** A valid request of `owner`, creating first whatever it refers to. The owner's answer must be 2xx. */
  request(owner: Actor, ctx: FixtureContext): Promise<RouteRequest> | RouteRequest;
  /** The request names something of the owner's (an id in the path or query): anyone else gets 404. */
  owned?: boolean;
  /** The request spends its owner (signs out, changes the password, deletes the account): use a fresh one. */
  fresh?: boolean;
  /** The answer shows other people by design (user search), so the "never another's data" check is skipped. */
  showsOthers?: boolean;
  /** When the owner's valid request cannot succeed in a test stack (a server outside it): the answers allowed. */
  ownerStatuses?: number[];
  /** The request succeeds once (it deletes or spends what it names): the fuzzer does not repeat it at the end. */
  singleUse?: boolean;
}

const ok =
  (request: RouteRequest = {}) =>
  () =>
    request;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A one-day travel stay of the owner's on a day no earlier fixture used (stays may not overlap). */
let stayDay = 30;
async function ownStay(owner: Actor, ctx: FixtureContext): Promise<string> {
  const day = inDays(stayDay++);
  const res = await ctx.api.post('/api/travel-stays', { place: 'Lisbon, Portugal', from: day, to: day }, owner.token);
  if (res.status !== 201 && res.status !== 200) throw new Error(`stay create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A task of the owner's (its id is what other people must not reach). */
async function ownTask(owner: Actor, ctx: FixtureContext): Promise<string> {
  const res = await ctx.api.post('/api/tasks', { title: 'Write the board report', durationMinutes: 60 }, owner.token);
  if (res.status !== 201 && res.status !== 200) throw new Error(`task create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A habit of the owner's. */
async function ownHabit(owner: Actor, ctx: FixtureContext): Promise<string> {
  const res = await ctx.api.post('/api/habits', { title: 'Morning walk', durationMinutes: 30, window: { start: '07:00', end: '09:00' } }, owner.token);
  if (res.status !== 201 && res.status !== 200) throw new Error(`habit create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** An event of the owner's, tomorrow; its id is what other people must not reach. */
async function ownEvent(owner: Actor, ctx: FixtureContext): Promise<string> {
  const res = await ctx.api.post(
    '/api/events',
    { title: 'Deep work block', startTime: inHours(26), endTime: inHours(27), meetingType: 'deep_work' },
    owner.token,
  );
  if (res.status !== 201 && res.status !== 200) throw new Error(`event create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.event.id;
}

/** An invite to the owner from a new person, its id being what other people must not answer. */
async function inviteTo(owner: Actor, ctx: FixtureContext): Promise<{ inviteId: string; sender: Actor }> {
  const sender = await ctx.newActor('inviter');
  const res = await ctx.api.post('/api/coflow/invites', { email: owner.email }, sender.token);
  if (res.status !== 201 && res.status !== 200) throw new Error(`invite: ${res.status} ${JSON.stringify(res.body)}`);
  return { inviteId: res.body.id, sender };
}

/** A co-flow connection of the owner's with a new person (who invited them; the owner accepted). */
async function connection(owner: Actor, ctx: FixtureContext): Promise<{ connectionId: string; friend: Actor }> {
  const { inviteId, sender } = await inviteTo(owner, ctx);
  const res = await ctx.api.post(`/api/coflow/invites/${inviteId}/accept`, {}, owner.token);
  if (res.status !== 200 && res.status !== 201) throw new Error(`accept: ${res.status} ${JSON.stringify(res.body)}`);
  return { connectionId: res.body.connection.id, friend: sender };
}

/** A manual co-flow profile of the owner's, with birth data (so alignment can be computed). */
async function manualProfile(owner: Actor, ctx: FixtureContext): Promise<string> {
  const res = await ctx.api.post(
    '/api/coflow/manual-profiles',
    { full_name: 'Grandma Rose', birth_date: '1950-03-01', birth_time: '06:30', birth_location: 'Lisbon, Portugal' },
    owner.token,
  );
  if (res.status !== 201 && res.status !== 200) throw new Error(`manual profile: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A check-in of the owner's, now; its id is what other people must not reach. */
async function ownCheckin(owner: Actor, ctx: FixtureContext): Promise<string> {
  const res = await ctx.api.post('/api/checkins', { energy: 4 }, owner.token);
  if (res.status !== 201) throw new Error(`check-in: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Keyed by the route's name in `httpRoutes` (the OpenAPI operationId). */
export const routeFixtures: Record<string, RouteFixture> = {
  // identity
  getUser: { request: ok() },
  updateUser: { request: ok({ body: { password: 'another-secret-2', currentPassword: PASSWORD } }), fresh: true },
  signOut: { request: ok({ body: { scope: 'local' } }), fresh: true },
  updatePrivacy: { request: ok({ body: { findableByEmail: false } }) },
  // Actors confirm their address at sign-up, so the owner hears 'already confirmed'; sending is covered in apps/gateway/test/trust.int-spec.ts.
  resendConfirmation: { request: ok(), ownerStatuses: [409] },

  // profile-chart
  getProfile: { request: ok() },
  updateProfile: { request: ok({ body: { full_name: 'Owner Person' } }) },
  analyzeChart: { request: ok({ body: BIRTH }) },
  analyzeManualChart: { request: ok({ body: { birthDate: '1985-11-02', birthTime: '18:45', birthLocation: 'Lisbon, Portugal' } }) },
  getDasha: { request: async (owner, ctx) => (await analyse(ctx.api, owner), {}) },
  getTransits: { request: async (owner, ctx) => (await analyse(ctx.api, owner), {}) },
  searchPlaces: { request: ok({ query: { q: 'Lisbon' } }) },
  listTravelStays: { request: ok() },
  // Sent again, the same stay overlaps the one it made: 422 is the owner's right answer then.
  createTravelStay: {
    request: () => {
      const day = inDays(stayDay++);
      return { body: { place: 'Porto, Portugal', from: day, to: day } };
    },
    ownerStatuses: [422],
  },
  // Days spent at a place whatever was planned: sent again, it answers the same stays.
  replaceTravelDays: {
    request: () => {
      const day = inDays(stayDay++);
      return { body: { place: 'Porto, Portugal', from: day, to: day } };
    },
  },
  deleteTravelStay: { request: async (owner, ctx) => ({ params: { id: await ownStay(owner, ctx) } }), owned: true, singleUse: true },

  // daily-flow
  getDailyFlow: { request: async (owner, ctx) => (await analyse(ctx.api, owner), { query: { date: today() } }) },
  createCheckin: { request: ok({ body: { energy: 3, focus: 4, mood: 2 } }) },
  listCheckins: { request: async (owner, ctx) => (await ownCheckin(owner, ctx), {}) },
  updateCheckin: { request: async (owner, ctx) => ({ params: { id: await ownCheckin(owner, ctx) }, body: { energy: 2 } }), owned: true },
  deleteCheckin: { request: async (owner, ctx) => ({ params: { id: await ownCheckin(owner, ctx) } }), owned: true, singleUse: true },
  getInsights: { request: async (owner, ctx) => (await analyse(ctx.api, owner), {}) },
  updateInsightsSettings: { request: ok({ body: { enabled: true } }) },
  resetInsights: { request: ok() },
  // An endpoint nobody answers: the pushes fail and are retried, which changes nothing the matrix reads.
  subscribeNotifications: { request: () => ({ body: pushSubscriptionOf(`http://127.0.0.1:9/push/${randomUUID()}`) }) },
  unsubscribeNotifications: { request: ok({ body: { endpoint: 'http://127.0.0.1:9/push/none' } }) },
  getNotificationSettings: { request: ok() },
  updateNotificationSettings: { request: ok({ body: { leadMinutes: 15 } }) },
  sendTestNotification: { request: ok() },
  getRhythmBlocks: { request: async (owner, ctx) => (await analyse(ctx.api, owner), { query: { date: today() } }) },
  getPanchang: { request: async (owner, ctx) => (await analyse(ctx.api, owner), { query: { date: today() } }) },

  // scheduling
  listEvents: { request: ok({ query: { from: inHours(-24), to: inHours(48) } }) },
  createEvent: {
    request: () => ({
      body: { title: 'Team sync', startTime: inHours(30), endTime: inHours(31), meetingType: 'collaboration', attendees: [{ email: 'sam@example.com' }] },
    }),
  },
  parseEvent: { request: ok({ body: { message: 'Lunch with Sam tomorrow at 1pm', timezone: 'Europe/Berlin' } }) },
  suggestTimes: { request: ok({ body: { meetingType: 'deep_work', duration: 60, timezone: 'Europe/Berlin' } }) },
  eventFit: {
    request: ok({ body: { meetingType: 'deep_work', startsAt: new Date(Date.now() + 86_400_000).toISOString(), duration: 60, timezone: 'Europe/Berlin' } }),
  },
  rememberEventType: { request: ok({ body: { title: 'Dentist', meetingType: 'social' } }) },
  getEvent: { request: async (owner, ctx) => ({ params: { id: await ownEvent(owner, ctx) } }), owned: true },
  updateEvent: { request: async (owner, ctx) => ({ params: { id: await ownEvent(owner, ctx) }, body: { title: 'Renamed' } }), owned: true },
  deleteEvent: { request: async (owner, ctx) => ({ params: { id: await ownEvent(owner, ctx) } }), owned: true, singleUse: true },
  retryEventMirror: { request: async (owner, ctx) => ({ params: { id: await ownEvent(owner, ctx) } }), owned: true },
  listTasks: { request: ok() },
  createTask: { request: ok({ body: { title: 'Plan the offsite', durationMinutes: 90, dueAt: new Date(Date.now() + 5 * 86_400_000).toISOString() } }) },
  parseTask: { request: ok({ body: { message: 'Write the board report, 2 hours, by Friday' } }) },
  updateTask: { request: async (owner, ctx) => ({ params: { id: await ownTask(owner, ctx) }, body: { priority: 1 } }), owned: true },
  deleteTask: { request: async (owner, ctx) => ({ params: { id: await ownTask(owner, ctx) } }), owned: true, singleUse: true },
  completeTask: { request: async (owner, ctx) => ({ params: { id: await ownTask(owner, ctx) } }), owned: true },
  pushTask: { request: async (owner, ctx) => ({ params: { id: await ownTask(owner, ctx) } }), owned: true },
  // Every accepted request adds time: after enough of them the task is at its 8-hour limit (422, with its message).
  extendTask: { request: async (owner, ctx) => ({ params: { id: await ownTask(owner, ctx) }, body: { minutes: 30 } }), owned: true, ownerStatuses: [422] },
  listHabits: { request: ok() },
  createHabit: { request: ok({ body: { title: 'Stretch', durationMinutes: 15, window: { start: '12:00', end: '14:00' }, timesPerWeek: 3 } }) },
  updateHabit: { request: async (owner, ctx) => ({ params: { id: await ownHabit(owner, ctx) }, body: { paused: true } }), owned: true },
  deleteHabit: { request: async (owner, ctx) => ({ params: { id: await ownHabit(owner, ctx) } }), owned: true, singleUse: true },
  skipHabit: { request: async (owner, ctx) => ({ params: { id: await ownHabit(owner, ctx) }, body: {} }), owned: true },
  getPlan: { request: ok() },
  checkAlignment: { request: ok({ body: { rhythmActivity: 'Deep focus', rhythmIntensity: 0.9, eventTitle: 'Write report' } }) },
  flowScore: { request: ok({ query: { date: today() } }) },
  listOverrides: { request: ok() },
  setOverride: { request: async (owner, ctx) => ({ params: { eventId: await ownEvent(owner, ctx) }, body: { isAligned: true } }), owned: true },
  clearOverride: {
    request: async (owner, ctx) => {
      const eventId = await ownEvent(owner, ctx);
      await ctx.api.put(`/api/alignment/overrides/${eventId}`, { isAligned: false }, owner.token);
      return { params: { eventId } };
    },
    owned: true,
    singleUse: true,
  },

  // calendar-sync (Google at the run's stand-in)
  calendarAuthUrl: { request: ok({ body: { redirectUri: REDIRECT_URI } }) },
  calendarOAuth: {
    request: async (owner, ctx) => {
      const { code, state } = await googleConsent(ctx.api, owner);
      return { body: { code, state, redirectUri: REDIRECT_URI } };
    },
    // The authorisation (state) is the owner's: anyone else's use of it fails, and does not spend it.
    singleUse: true,
  },
  calendarCaldav: { request: ok({ body: { serverUrl: 'http://127.0.0.1:9/dav', username: 'me', password: 'app-password' } }), ownerStatuses: [400] },
  calendarEvents: { request: async (owner, ctx) => (await connectGoogle(ctx.api, owner), { query: { timeMin: inHours(-1), timeMax: inHours(72) } }) },
  calendarConnection: { request: ok() },
  calendarUpdateConnection: { request: async (owner, ctx) => (await connectGoogle(ctx.api, owner), { body: { provider: 'google', selectedCalendarIds: [] } }) },
  calendarPeakProtection: { request: async (owner, ctx) => (await connectGoogle(ctx.api, owner), { body: { provider: 'google', enabled: false } }) },
  calendarPlanMirror: { request: async (owner, ctx) => (await connectGoogle(ctx.api, owner), { body: { provider: 'google', mirrorPlanToCalendar: false } }) },
  calendarDisconnect: { request: async (owner, ctx) => (await connectGoogle(ctx.api, owner), { query: { provider: 'google' } }), singleUse: true },
  calendarFeed: { request: ok() },
  calendarFeedRotate: { request: ok() },
  calendarFeedDelete: { request: async (owner, ctx) => (await ctx.api.post('/api/calendar/feed', {}, owner.token), {}), singleUse: true },

  // co-flow
  searchCoFlowUsers: { request: ok({ query: { q: 'example.com' } }), showsOthers: true },
  listCoFlowInvites: { request: ok() },
  sendCoFlowInvite: { request: () => ({ body: { email: uniqueEmail('invitee') } }), singleUse: true },
  acceptCoFlowInvite: { request: async (owner, ctx) => ({ params: { id: (await inviteTo(owner, ctx)).inviteId } }), owned: true, singleUse: true },
  declineCoFlowInvite: { request: async (owner, ctx) => ({ params: { id: (await inviteTo(owner, ctx)).inviteId } }), owned: true, singleUse: true },
  listCoFlowConnections: { request: ok() },
  removeCoFlowConnection: { request: async (owner, ctx) => ({ params: { id: (await connection(owner, ctx)).connectionId } }), owned: true, singleUse: true },
  listConnectedProfiles: { request: ok() },
  getConnectedProfile: { request: async (owner, ctx) => ({ params: { userId: (await connection(owner, ctx)).friend.userId } }), owned: true },
  listManualProfiles: { request: ok() },
  createManualProfile: {
    request: ok({ body: { full_name: 'Uncle Ben', birth_date: '1961-07-14', birth_time: '21:05', birth_location: 'Paris, France', notes: 'Night owl' } }),
  },
  deleteManualProfile: { request: async (owner, ctx) => ({ params: { id: await manualProfile(owner, ctx) } }), owned: true, singleUse: true },
  getCoFlowAlignment: {
    request: async (owner, ctx) => (await analyse(ctx.api, owner), { query: { manualProfileId: await manualProfile(owner, ctx) } }),
    owned: true,
  },

  // account (gateway, every service)
  exportAccount: { request: ok() },
  deleteAccount: { request: (owner) => ({ body: { password: owner.password } }), fresh: true },
};
