import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CalendarMessages } from '@flow/contracts';
import { createGuardedFetch, isPublicAddress } from '@flow/platform';
import { CaldavAccount } from './caldav.account';

// A "public" CalDAV server (127.0.0.2, counted as public by this test's policy) that answers discovery
// with an absolute principal href on the private network, as a hostile server would. tsdav follows
// hrefs with the fetch it is given, so the guard must refuse the hop before any request leaves.
async function serve(host: string, handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

it('refuses the absolute href of a public CalDAV server that points into the private network, with the one message', async () => {
  const internal = await serve('127.0.0.1', (_req, res) =>
    res.writeHead(207, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"/>'),
  );
  const hostile = await serve('127.0.0.2', (_req, res) =>
    res
      .writeHead(207, { 'content-type': 'application/xml; charset=utf-8' })
      .end(
        `<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/</d:href><d:propstat><d:prop><d:current-user-principal><d:href>${internal.url}/principals/ann/</d:href></d:current-user-principal></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>`,
      ),
  );
  try {
    const guarded = createGuardedFetch({ isPublic: (address) => address === '127.0.0.2' || isPublicAddress(address) });
    const account = new CaldavAccount({ serverUrl: `${hostile.url}/`, username: 'ann', password: 'secret' }, 5000, guarded);
    await expect(account.listCalendars()).rejects.toThrow(CalendarMessages.caldavUnreachable);
    expect(hostile.hits.length).toBeGreaterThan(0);
    expect(internal.hits).toEqual([]);
  } finally {
    await Promise.all([internal.close(), hostile.close()]);
  }
});
