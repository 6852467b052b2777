import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Agent, fetch as undiciFetch, RequestInit as UndiciRequestInit } from 'undici';

/** undici (~110 modules) is loaded with the first outbound request, not with every service that may make one. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const undici = () => require('undici') as typeof import('undici');

/** The one message of every refused or failed request, so a caller cannot tell a closed port from a refused range. */
export const OUTBOUND_FAILED_MESSAGE = 'The server could not be reached.';

export class OutboundRequestError extends Error {
  constructor(readonly reason: string) {
    super(OUTBOUND_FAILED_MESSAGE);
    this.name = 'OutboundRequestError';
  }
}

type Resolver = (hostname: string, options: { all: true }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export interface OutboundGuardOptions {
  /** Private, loopback and link-local hosts allowed (local development with a CalDAV server on this machine). */
  allowPrivate?: boolean;
  /** How host names are resolved (tests give a local answer); the system resolver by default. */
  resolve?: Resolver;
  /** Which addresses count as public; `isPublicAddress` by default. */
  isPublic?: (address: string) => boolean;
  maxRedirects?: number;
}

/** Ranges ipaddr.js calls plain unicast that are not the public internet (or must not be reached through it). */
const ALSO_BLOCKED = [
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  'fec0::/10',
  '100::/64',
  '2001:db8::/32',
  '198.18.0.0/15',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '198.51.100.0/24',
  '203.0.113.0/24',
].map((cidr) => ipaddr.parseCIDR(cidr));

/**
 * Whether an address is on the public internet: ipaddr.js's "unicast" (it names private, loopback,
 * link-local, multicast, reserved, carrier-grade NAT, 6to4, Teredo, NAT64 and the rest), minus the
 * ranges above. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.range() !== 'unicast') return false;
  return !ALSO_BLOCKED.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits));
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The undici agent whose connections resolve, check and pin the address, and the check of a URL before it is used. */
function guard(options: OutboundGuardOptions) {
  const resolve: Resolver = options.resolve ?? ((hostname, opts, callback) => dnsLookup(hostname, opts, callback));
  const isPublic = options.allowPrivate ? (address: string) => ipaddr.isValid(address) : (options.isPublic ?? isPublicAddress);
  const createAgent = () =>
    new (undici().Agent)({
      connect: {
        lookup: (hostname: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          resolve(hostname, { all: true }, (error, addresses) => {
            if (error || !addresses?.length) return callback(new OutboundRequestError(`lookup of ${hostname} failed`));
            if (!addresses.every((a) => isPublic(a.address))) return callback(new OutboundRequestError(`${hostname} resolves to a refused address`));
            if (opts.all) callback(null, addresses);
            else callback(null, addresses[0]!.address, addresses[0]!.family);
          });
        },
      } as never,
    });
  let agentOnce: Agent | undefined;
  const agent = () => (agentOnce ??= createAgent());
  const assertAllowed = (url: URL) => {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRequestError(`scheme ${url.protocol} refused`);
    // An address written in the URL is never looked up, so it is checked here.
    if (isIP(hostOf(url)) && !isPublic(hostOf(url))) throw new OutboundRequestError('address refused');
  };
  return { agent, assertAllowed };
}

const failure = (error: unknown) =>
  new OutboundRequestError(error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error));

/**
 * `fetch` for hosts people type in (a CalDAV server): one undici agent whose connections resolve the
 * host once, refuse it if any of its addresses is not public, and connect to exactly the address that
 * was checked (no second lookup to rebind). Every hop goes through it: redirects are followed here,
 * one by one, and any href a server answers with is fetched with this function too. Anything that goes
 * wrong, a refusal, a failed lookup, a closed port or a timeout, fails closed with the same message.
 */
export function createGuardedFetch(options: OutboundGuardOptions = {}): typeof fetch {
  const { agent, assertAllowed } = guard(options);
  const maxRedirects = options.maxRedirects ?? 5;

  const guardedFetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = new Headers(init.headers);
    for (let hop = 0; ; hop++) {
      assertAllowed(url);
      let response: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        response = await undici().fetch(url, {
          ...(init as UndiciRequestInit),
          method,
          headers: Object.fromEntries(headers),
          body: body as UndiciRequestInit['body'],
          redirect: 'manual',
          dispatcher: agent(),
        });
      } catch (error) {
        throw failure(error);
      }
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location) return response as unknown as Response;
      await response.body?.cancel().catch(() => undefined);
      if (hop >= maxRedirects) throw new OutboundRequestError('too many redirects');
      const next = new URL(location, url);
      // Credentials go only to the origin they were given for.
      if (next.origin !== url.origin) headers.delete('authorization');
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      url = next;
    }
  };
  return guardedFetch as typeof fetch;
}

/** What a guarded request was answered; its body is read and dropped. */
export interface GuardedResponse {
  status: number;
  header(name: string): string | undefined;
}

export interface GuardedRequestInit {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
  /** For the connection and for the answer's headers and body each. */
  timeoutMs: number;
}

/**
 * One request through the same guard, redirects not followed (a 3xx is the answer): undici's `request`
 * instead of `fetch`, for a hot path (the push sender) where fetch's WHATWG objects cost more CPU than
 * the request. Fails closed like the guarded fetch.
 */
export function createGuardedRequest(
  options: Omit<OutboundGuardOptions, 'maxRedirects'> = {},
): (url: string, init: GuardedRequestInit) => Promise<GuardedResponse> {
  const { agent, assertAllowed } = guard(options);
  return async (input, { method, headers, body, timeoutMs }) => {
    const url = new URL(input);
    assertAllowed(url);
    try {
      const response = await agent().request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: method as never,
        headers,
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      await response.body.dump();
      return {
        status: response.statusCode,
        header: (name) => {
          const value = response.headers[name.toLowerCase()];
          return Array.isArray(value) ? value[0] : value;
        },
      };
    } catch (error) {
      throw failure(error);
    }
  };
}
