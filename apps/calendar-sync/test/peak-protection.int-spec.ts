import { CalendarMessages } from '@flow/contracts';
import { expectEventually, startRadicale, type RadicaleServer } from '@flow/testing';
import { DEFAULT_PEAK_PROTECTION, plannedBlock } from '@flow/rhythm';
import ICAL from 'ical.js';
import { addGoogleEvents, api, closeKit, connectedGoogleUser, database, google, signUp, storedGoogleEvents } from './calendar-test-kit';
import { bookedDays, peakOf, peaksAhead, putPeak, withProfile } from './peak-kit';

// "Protect my peak" end to end: the setting through the gateway, the focus blocks FLOW books at the
// person's peak (Google Focus Time at the stand-in, a busy VEVENT with CATEGORIES:FLOW in a real
// Radicale), yielding as a day fills, leaving what the person edited, and cleaning up when turned off.
// The person's zone is UTC (no place, no browser zone), so local minutes are UTC minutes.

const WAIT = { timeoutMs: 90_000, intervalMs: 500 };
// A test waits for several sync rounds in turn (19 s alone, more than jest's 30 s on a loaded machine).
jest.setTimeout(180_000);
const MESSAGE = 'Deep work until my peak is over: please pick another time.';
const minuteOf = (iso: string) => new Date(iso).getUTCHours() * 60 + new Date(iso).getUTCMinutes();
const at = (date: string, minutes: number) => new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString();

/** An access token of the Google account, as an app granted Calendar access would hold. */
async function accessToken(googleEmail: string): Promise<string> {
  const { refresh_token } = await google.control<{ refresh_token: string }>('POST', `/accounts/${encodeURIComponent(googleEmail)}/grant`, {});
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token,
    client_id: google.clientId,
    client_secret: process.env.FLOW_TEST_GOOGLE_SECRET!,
  });
  const res = await fetch(`${google.url}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return ((await res.json()) as { access_token: string }).access_token;
}

afterAll(closeKit);

describe('Protect my peak on Google Calendar (Focus Time)', () => {
  it('books Focus Time on working days, yields as a day fills, leaves an edited block, and removes the rest when turned off', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await withProfile(user);
    const booked = bookedDays(await peaksAhead(user));
    expect(booked.length).toBeGreaterThanOrEqual(9);
    const focusEvents = async () => (await storedGoogleEvents(googleEmail, googleEmail)).filter((e) => e.eventType === 'focusTime');
    const live = async () => (await focusEvents()).filter((e) => e.status !== 'cancelled');

    const on = await putPeak(user, { provider: 'google', enabled: true, autoDeclineMode: 'declineAllConflictingInvitations', declineMessage: `  ${MESSAGE} ` });
    expect(on.status).toBe(200);
    expect(on.body.connections[0].peakProtection).toMatchObject({
      enabled: true,
      autoDeclineMode: 'declineAllConflictingInvitations',
      declineMessage: MESSAGE,
      calendarId: googleEmail,
    });

    // One Focus Time event per working day, at that day's whole peak (the calendar is empty), with the chosen mode and message.
    await expectEventually(async () => expect((await live()).map((e) => e.start.dateTime.slice(0, 10)).sort()).toEqual(booked.map((d) => d.date)), WAIT);
    for (const event of await live()) {
      const { peak } = booked.find((d) => d.date === event.start.dateTime.slice(0, 10))!;
      expect([minuteOf(event.start.dateTime), minuteOf(event.end.dateTime)]).toEqual([peak.start, peak.end]);
      expect(event).toMatchObject({
        summary: 'Focus time (FLOW)',
        transparency: 'opaque',
        focusTimeProperties: { autoDeclineMode: 'declineAllConflictingInvitations', declineMessage: MESSAGE, chatStatus: 'doNotDisturb' },
        extendedProperties: { private: { flowPeakProtection: '1' } },
      });
    }
    await expectEventually(async () => expect(await peakOf(user)).toMatchObject({ upcomingBlocks: booked.length, lastError: null }), WAIT);

    // Another person can neither change nor see Ann's setting.
    const bob = await signUp('peak-bob');
    const refused = await putPeak(bob, { provider: 'google', enabled: false });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(CalendarMessages.notConnected);
    expect((await api.get('/api/calendar/connection', bob.token)).body.connections).toEqual([]);
    expect(await peakOf(user)).toMatchObject({ enabled: true });
    expect(await live()).toHaveLength(booked.length);

    // The last day fills with meetings around the peak: its block gives time back, or turns free.
    const full = booked[booked.length - 1];
    const meetings = [
      { start: DEFAULT_PEAK_PROTECTION.workday.start, end: full.peak.start },
      { start: full.peak.end, end: DEFAULT_PEAK_PROTECTION.workday.end },
    ].filter((m) => m.end > m.start);
    await addGoogleEvents(
      googleEmail,
      googleEmail,
      meetings.map((m, i) => ({ summary: `Meeting ${i + 1}`, start: { dateTime: at(full.date, m.start) }, end: { dateTime: at(full.date, m.end) } })),
    );
    const expected = plannedBlock({ ...DEFAULT_PEAK_PROTECTION, peak: full.peak }, meetings)!;
    expect(expected.free || expected.range.end < full.peak.end).toBe(true);
    await expectEventually(async () => {
      await api.get(`/api/calendar/events?refresh=true&timeMin=${at(full.date, 0)}&timeMax=${at(full.date, 1440)}`, user.token);
      const block = (await live()).find((e) => e.start.dateTime.slice(0, 10) === full.date)!;
      expect({ start: minuteOf(block.start.dateTime), end: minuteOf(block.end.dateTime), transparency: block.transparency }).toEqual({
        ...expected.range,
        transparency: expected.free ? 'transparent' : 'opaque',
      });
    }, WAIT);

    // The person moves another block half an hour later in Google Calendar: FLOW leaves it, and no longer manages it.
    const moved = (await live()).find((e) => e.start.dateTime.slice(0, 10) === booked[1].date)!;
    const movedStart = at(booked[1].date, booked[1].peak.start + 30);
    await google.control('PATCH', `/accounts/${encodeURIComponent(googleEmail)}/calendars/${encodeURIComponent(googleEmail)}/events/${moved.id}`, {
      start: { dateTime: movedStart },
      summary: 'My focus',
    });
    expect((await putPeak(user, { provider: 'google', enabled: true })).status).toBe(200);
    const db = await database();
    try {
      await expectEventually(
        async () => expect((await db.query('select edited from peak_blocks where external_id = $1', [moved.id])).rows).toEqual([{ edited: true }]),
        WAIT,
      );
    } finally {
      await db.end();
    }
    await expectEventually(async () => expect(await peakOf(user)).toMatchObject({ upcomingBlocks: booked.length - 1 }), WAIT);

    // Turned off: every block FLOW booked goes, except the one the person moved.
    const off = await putPeak(user, { provider: 'google', enabled: false });
    expect(off.body.connections[0].peakProtection.enabled).toBe(false);
    await expectEventually(async () => expect((await live()).map((e) => e.id)).toEqual([moved.id]), WAIT);
    const kept = (await live())[0];
    expect(kept).toMatchObject({ summary: 'My focus', start: { dateTime: movedStart } });
    expect((await focusEvents()).filter((e) => e.status === 'cancelled')).toHaveLength(booked.length - 1);
    await expectEventually(async () => expect(await peakOf(user)).toMatchObject({ enabled: false, upcomingBlocks: 0 }), WAIT);
  });

  it('disconnecting the calendar removes the blocks FLOW booked before the grant goes', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await withProfile(user);
    const booked = bookedDays(await peaksAhead(user));
    const live = async () => (await storedGoogleEvents(googleEmail, googleEmail)).filter((e) => e.eventType === 'focusTime' && e.status !== 'cancelled');
    expect((await putPeak(user, { provider: 'google', enabled: true })).status).toBe(200);
    await expectEventually(async () => expect(await live()).toHaveLength(booked.length), WAIT);
    expect((await api.delete('/api/calendar/connection?provider=google', user.token)).status).toBe(200);
    // Removed while the disconnect was answered, before Google's grant was revoked.
    expect(await live()).toEqual([]);
    const db = await database();
    try {
      expect((await db.query('select count(*)::int as n from peak_blocks where user_id = $1', [user.userId])).rows).toEqual([{ n: 0 }]);
    } finally {
      await db.end();
    }
  });

  it('two first changes at once both succeed, and the setting holds one of them', async () => {
    const { user } = await connectedGoogleUser();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => putPeak(user, { provider: 'google', enabled: false, declineMessage: `Focus ${i}` })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await peakOf(user)).declineMessage).toMatch(/^Focus [0-5]$/);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const { user } = await connectedGoogleUser();
    const bad = [
      { provider: 'google', enabled: 'yes' },
      { provider: 'google', enabled: true, autoDeclineMode: 'declineSome' },
      { provider: 'exchange', enabled: true },
      { provider: 'google', enabled: true, colour: 'blue' },
      { provider: 'google' },
    ];
    for (const body of bad) expect((await putPeak(user, body)).status).toBe(422);
    const long = await putPeak(user, { provider: 'google', enabled: true, declineMessage: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.error.message).toBe('The decline message can be at most 500 characters.');
    // Nothing was saved by any of them.
    expect(await peakOf(user)).toMatchObject({ enabled: false });
    const caldavless = await putPeak(user, { provider: 'caldav', enabled: true });
    expect(caldavless.status).toBe(404);
  });

  it('the Google stand-in refuses Focus Time where Google does: outside the primary calendar and all-day', async () => {
    const { googleEmail, account } = await connectedGoogleUser([{ summary: 'Team', accessRole: 'owner' }]);
    const team = account.calendars.find((c: { primary?: boolean }) => !c.primary).id;
    const focus = { eventType: 'focusTime', focusTimeProperties: { autoDeclineMode: 'declineNone' } };
    const token = await accessToken(googleEmail);
    const insert = (calendarId: string, body: unknown) =>
      fetch(`${google.url}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const times = { start: { dateTime: '2030-01-07T09:00:00Z' }, end: { dateTime: '2030-01-07T11:00:00Z' } };
    expect((await insert(team, { ...focus, ...times })).status).toBe(400);
    expect((await insert(googleEmail, { ...focus, start: { date: '2030-01-07' }, end: { date: '2030-01-08' } })).status).toBe(400);
    const created = await insert(googleEmail, {
      ...focus,
      ...times,
      focusTimeProperties: { autoDeclineMode: 'declineOnlyNewConflictingInvitations', declineMessage: 'Busy' },
    });
    expect(created.status).toBe(200);
    const event = (await created.json()) as { id: string; etag: string; focusTimeProperties: unknown };
    expect(event.focusTimeProperties).toEqual({ autoDeclineMode: 'declineOnlyNewConflictingInvitations', declineMessage: 'Busy', chatStatus: 'available' });
    const patch = (headers: Record<string, string>, body: unknown) =>
      fetch(`${google.url}/calendar/v3/calendars/${encodeURIComponent(googleEmail)}/events/${event.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await patch({}, { eventType: 'default' })).status).toBe(400);
    expect((await patch({ 'if-match': '"stale"' }, { summary: 'x' })).status).toBe(412);
    expect((await patch({ 'if-match': event.etag }, { summary: 'x' })).status).toBe(200);
  });
});

describe('Protect my peak on CalDAV (Radicale)', () => {
  const PASSWORD = 'peak-password';
  let radicale: RadicaleServer;

  beforeAll(async () => {
    radicale = await startRadicale({ ann: PASSWORD });
  });
  afterAll(async () => {
    await radicale?.stop();
  });

  /** The calendar's objects as Radicale has them: URL, text and the parsed VEVENT. */
  async function objects(calendarUrl: string) {
    const listing = await radicale.request(
      'ann',
      PASSWORD,
      'PROPFIND',
      calendarUrl,
      '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>',
      { depth: '1', 'content-type': 'application/xml' },
    );
    const hrefs = [...(await listing.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/g)].map((m) => new URL(m[1], radicale.url).href);
    return Promise.all(
      hrefs.map(async (href) => {
        const text = await (await radicale.request('ann', PASSWORD, 'GET', href)).text();
        return { href, text, vevent: new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')! };
      }),
    );
  }

  it('books busy FLOW events, leaves one the person edited, and removes the rest when turned off', async () => {
    const work = await radicale.makeCalendar('ann', PASSWORD, 'work', 'Work');
    const user = await signUp('peak-caldav');
    await withProfile(user);
    const booked = bookedDays(await peaksAhead(user));
    const connected = await api.post(
      '/api/calendar/caldav',
      { serverUrl: radicale.url, username: 'ann', password: PASSWORD, writeCalendarId: work },
      user.token,
    );
    expect(connected.status).toBe(200);

    expect((await putPeak(user, { provider: 'caldav', enabled: true })).status).toBe(200);
    const flowBlocks = async () => (await objects(work)).filter((o) => o.vevent.getFirstPropertyValue('x-flow-peak-protection') === '1');
    await expectEventually(async () => expect((await flowBlocks()).length).toBe(booked.length), WAIT);
    for (const block of await flowBlocks()) {
      const start = block.vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
      const day = booked.find((d) => d.date === start.toJSDate().toISOString().slice(0, 10))!;
      expect(start.toJSDate().toISOString()).toBe(at(day.date, day.peak.start));
      expect(block.text).toMatch(/\r\nCATEGORIES:FLOW\r\n/);
      expect(block.text).toMatch(/\r\nTRANSP:OPAQUE\r\n/);
    }

    // The person retitles one in their calendar app: a new ETag, so FLOW leaves it.
    const [edited, ...others] = await flowBlocks();
    await radicale.put('ann', PASSWORD, work, edited.href.slice(work.length), edited.text.replace('SUMMARY:Focus time (FLOW)', 'SUMMARY:Writing'));
    expect((await putPeak(user, { provider: 'caldav', enabled: false })).status).toBe(200);
    await expectEventually(async () => expect((await flowBlocks()).map((b) => b.href)).toEqual([edited.href]), WAIT);
    expect((await flowBlocks())[0].vevent.getFirstPropertyValue('summary')).toBe('Writing');
    expect(others.length).toBe(booked.length - 1);
  });
});
