import type { CalendarSummary, ExternalCalendarEvent } from '@flow/contracts';
import { createGuardedFetch } from '@flow/platform';
import { startRadicale, type RadicaleServer } from '@flow/testing';
import { CaldavAccount } from '../src/providers/caldav/caldav.account';
import type { CalendarSyncState, TimeWindow } from '../src/providers/provider';
import { api, atDay, closeKit, signUp } from './calendar-test-kit';

// CalDAV incremental sync against a real Radicale: RFC 6578 sync-collection, and the ctag/ETag
// fallback for servers without it (Radicale with sync-collection and sync-token hidden from it).

const PASSWORD = 'pw-incremental';
let radicale: RadicaleServer;
let work: string;

const ics = (uid: string, summary: string, start: Date, end: Date) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${basic(new Date())}`,
    `DTSTART:${basic(start)}`,
    `DTEND:${basic(end)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
const basic = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const syncWindow: TimeWindow = { start: atDay(-1), end: atDay(31) };

/** Every request the account makes: method and the REPORT's kind. */
interface Logged {
  method: string;
  body: string;
}

function account(options: { hideSyncCollection?: boolean } = {}) {
  const guarded = createGuardedFetch({ allowPrivate: true });
  const log: Logged[] = [];
  const fetchLogged: typeof fetch = async (input, init) => {
    log.push({ method: String(init?.method ?? 'GET'), body: typeof init?.body === 'string' ? init.body : '' });
    const response = await guarded(input, init);
    if (!options.hideSyncCollection || init?.method !== 'PROPFIND') return response;
    // A server without RFC 6578: no sync-collection report and no sync-token property.
    const text = (await response.text())
      .replace(/<supported-report><report><sync-collection \/><\/report><\/supported-report>/g, '')
      .replace(/<sync-token>[^<]*<\/sync-token>/g, '');
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return { account: new CaldavAccount({ serverUrl: radicale.url, username: 'ann', password: PASSWORD }, 10_000, fetchLogged), log };
}

const reports = (log: Logged[]) =>
  log
    .filter((l) => l.method === 'REPORT')
    .map((l) => (/sync-collection/.test(l.body) ? 'sync-collection' : /calendar-multiget/.test(l.body) ? 'multiget' : 'calendar-query'));

async function sync(options: { hideSyncCollection?: boolean }, state: CalendarSyncState | undefined) {
  const { account: a, log } = account(options);
  const calendars = (await a.listCalendars()).filter((c: CalendarSummary) => c.id === work);
  const [changes] = await a.syncEvents(calendars, syncWindow, state ? { [work]: state } : {}, false);
  return { changes: changes!, log };
}

beforeAll(async () => {
  radicale = await startRadicale({ ann: PASSWORD });
  work = await radicale.makeCalendar('ann', PASSWORD, 'work', 'Work');
});

afterAll(async () => {
  await closeKit();
  await radicale?.stop();
});

beforeEach(async () => {
  for (const name of ['a.ics', 'b.ics', 'c.ics']) await radicale.request('ann', PASSWORD, 'DELETE', `${work}${name}`);
  await radicale.put('ann', PASSWORD, work, 'a.ics', ics('a', 'Review', atDay(1, 14), atDay(1, 15)));
  await radicale.put('ann', PASSWORD, work, 'b.ics', ics('b', 'Yoga', atDay(2, 7), atDay(2, 8)));
});

describe.each([
  ['sync-collection (RFC 6578)', { hideSyncCollection: false }],
  ['ctag and ETags (no sync-collection)', { hideSyncCollection: true }],
])('CalDAV incremental sync by %s', (_name, options) => {
  it('reads the window first, then nothing while the collection is unchanged, then only the changed objects', async () => {
    const first = await sync(options, undefined);
    expect(first.changes.full).toBe(true);
    expect(first.changes.events.map((e) => e.summary).sort()).toEqual(['Review', 'Yoga']);
    expect(Object.keys(first.changes.state.etags!).sort()).toEqual([`${work}a.ics`, `${work}b.ics`]);
    if (options.hideSyncCollection) expect(first.changes.state.syncToken).toBeUndefined();
    else expect(first.changes.state.syncToken).toMatch(/^http:\/\/radicale\.org\/ns\/sync\//);
    expect(first.changes.state.ctag).toBeTruthy();

    const quiet = await sync(options, first.changes.state);
    expect(quiet.changes).toMatchObject({ full: false, touched: [], events: [] });
    expect(reports(quiet.log)).toEqual([]);

    await radicale.put('ann', PASSWORD, work, 'a.ics', ics('a', 'Review (moved)', atDay(1, 16), atDay(1, 17)));
    await radicale.request('ann', PASSWORD, 'DELETE', `${work}b.ics`);
    await radicale.put('ann', PASSWORD, work, 'c.ics', ics('c', 'Lunch', atDay(3, 12), atDay(3, 13)));
    const changed = await sync(options, first.changes.state);
    expect(changed.changes.full).toBe(false);
    expect([...changed.changes.touched].sort()).toEqual([`${work}a.ics`, `${work}b.ics`, `${work}c.ics`]);
    expect(changed.changes.events.map((e) => [e.summary, e.sourceKey, e.startTime]).sort()).toEqual([
      ['Lunch', `${work}c.ics`, atDay(3, 12).toISOString()],
      ['Review (moved)', `${work}a.ics`, atDay(1, 16).toISOString()],
    ]);
    expect(Object.keys(changed.changes.state.etags!).sort()).toEqual([`${work}a.ics`, `${work}c.ics`]);
    // Only the two changed objects are fetched, in one multiget; no time-range query of the whole window.
    expect(reports(changed.log)).toEqual(options.hideSyncCollection ? ['multiget'] : ['sync-collection', 'multiget']);
    if (options.hideSyncCollection) expect(changed.log.filter((l) => l.method === 'PROPFIND' && /getetag/.test(l.body))).toHaveLength(1);
  });
});

it('a sync-token the server no longer knows (403 valid-sync-token) falls back to reading the window', async () => {
  const first = await sync({}, undefined);
  await radicale.put('ann', PASSWORD, work, 'c.ics', ics('c', 'Lunch', atDay(3, 12), atDay(3, 13)));
  const stale = await sync(
    {},
    { ...first.changes.state, syncToken: 'http://radicale.org/ns/sync/0000000000000000000000000000000000000000000000000000000000000000' },
  );
  expect(stale.changes.full).toBe(true);
  expect(stale.changes.events.map((e) => e.summary).sort()).toEqual(['Lunch', 'Review', 'Yoga']);
  // The refused token, then the window read as at first (a time-range query, then its objects).
  expect(reports(stale.log)).toEqual(['sync-collection', 'calendar-query', 'multiget']);
});

it('through FLOW: an edit and a deletion in the CalDAV calendar reach the kept copy', async () => {
  const user = await signUp('caldav-inc');
  expect(
    (await api.post('/api/calendar/caldav', { serverUrl: radicale.url, username: 'ann', password: PASSWORD, writeCalendarId: work }, user.token)).status,
  ).toBe(200);
  const window = `timeMin=${encodeURIComponent(atDay(0).toISOString())}&timeMax=${encodeURIComponent(atDay(30).toISOString())}`;
  const read = async () =>
    ((await api.get(`/api/calendar/events?${window}&refresh=true`, user.token)).body.events as ExternalCalendarEvent[]).map((e) => e.summary);
  expect(await read()).toEqual(['Review', 'Yoga']);
  await radicale.put('ann', PASSWORD, work, 'a.ics', ics('a', 'Review (moved)', atDay(4, 9), atDay(4, 10)));
  await radicale.request('ann', PASSWORD, 'DELETE', `${work}b.ics`);
  expect(await read()).toEqual(['Review (moved)']);
});
