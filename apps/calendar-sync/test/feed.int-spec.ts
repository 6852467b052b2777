import { CalendarMessages } from '@flow/contracts';
import { sharedGatewayUrl } from '@flow/testing';
import ICAL from 'ical.js';
import { api, closeKit, signUp } from './calendar-test-kit';

// The private iCalendar feed: created, read without a session by its secret, rotated, removed.

afterAll(closeKit);

/** Fetches the feed as a calendar app does: no session, only the secret in the URL. */
async function fetchFeed(url: string) {
  const path = new URL(url).pathname;
  const response = await fetch(new URL(path, sharedGatewayUrl()));
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('subscribable FLOW feed', () => {
  it('serves valid iCalendar at a secret URL, and rotating the secret retires the old URL', async () => {
    const user = await signUp('feed');
    expect((await api.get('/api/calendar/feed', user.token)).body).toEqual({ feed: null });

    const created = await api.post('/api/calendar/feed', {}, user.token);
    expect(created.status).toBe(201);
    const { url, webcalUrl, createdAt } = created.body;
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    expect(new Date(createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await api.get('/api/calendar/feed', user.token)).body).toEqual({ feed: created.body });

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('FLOW');
    // Every event it has is complete (UID, DTSTAMP, DTSTART); a source that did not answer is simply absent.
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      for (const property of ['uid', 'dtstamp', 'dtstart']) expect(vevent.getFirstPropertyValue(property)).toBeTruthy();
    }

    const rotated = await api.post('/api/calendar/feed', {}, user.token);
    expect(rotated.body.url).not.toBe(url);
    const old = await fetchFeed(url);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text).error.message).toBe(CalendarMessages.feedNotFound);
    expect((await fetchFeed(rotated.body.url)).status).toBe(200);

    expect((await api.delete('/api/calendar/feed', user.token)).body).toEqual({ ok: true });
    expect((await fetchFeed(rotated.body.url)).status).toBe(404);
    expect((await api.get('/api/calendar/feed', user.token)).body).toEqual({ feed: null });
  });

  it('keeps each user to their own feed and refuses malformed addresses', async () => {
    const ann = await signUp('feed-ann');
    const bob = await signUp('feed-bob');
    const annFeed = (await api.post('/api/calendar/feed', {}, ann.token)).body;
    expect((await api.get('/api/calendar/feed', bob.token)).body).toEqual({ feed: null });
    // Bob rotating or deleting his feed leaves Ann's working.
    await api.post('/api/calendar/feed', {}, bob.token);
    await api.delete('/api/calendar/feed', bob.token);
    expect((await fetchFeed(annFeed.url)).status).toBe(200);
    for (const path of ['/api/calendar/feed/short.ics', '/api/calendar/feed/..%2F..%2Fetc.ics', `/api/calendar/feed/${'a'.repeat(43)}.txt`]) {
      expect((await fetch(new URL(path, sharedGatewayUrl()))).status).toBe(404);
    }
    expect((await api.get('/api/calendar/feed')).status).toBe(401);
  });
});
