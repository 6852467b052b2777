import { type FlowReadModelKind, httpRoutes } from '@flow/contracts';
import { parseContract } from '@flow/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AccessTokenVerifier } from '../auth/access-token.verifier';
import { bearerToken } from '../auth/jwt.strategy';
import { browserZone } from '../http/browser-zone.decorator';
import { timeZoneHeader } from './daily-flow.controller';
import type { PersonLanguages } from '../i18n/person-languages';
import type { DayRead, FlowEdge } from './flow-edge';

/** The day reads the flow read model answers, by route (DailyFlowController serves the same ones). */
const CACHED_READS: Record<string, { kind: FlowReadModelKind; query: typeof httpRoutes.getDailyFlow.query }> = {
  [httpRoutes.getDailyFlow.path]: { kind: 'flow', query: httpRoutes.getDailyFlow.query },
  [httpRoutes.getRhythmBlocks.path]: { kind: 'rhythm', query: httpRoutes.getRhythmBlocks.query },
};

/**
 * A day already in the read model is answered from a route-level onRequest hook, before Nest's
 * handler: the same token check (signature, claims, revocation), query and zone validation and
 * bytes as DailyFlowController, without Nest's guard, pipes, interceptors and passport around them
 * (most of the gateway's own CPU per cached read). The revocation lookup and the day's read leave
 * for Redis together, and the day is only sent for a session that is not signed out. Everything
 * else — no or a bad token, a revoked session, a bad query or zone, a day not stored, Redis away —
 * goes on to the controller, which answers it as before (its errors, its call to daily-flow).
 * Registered before Nest adds its routes; the global hooks (security headers, no-store, metrics)
 * run first as for every route. A day's texts are in the person's language, each language its own
 * entry: the hook reads the entry of the language this gateway already knows for the person, and
 * leaves the read to the controller (which asks, and remembers) when it does not know it.
 */
export function answerCachedDayReads(fastify: FastifyInstance, verifier: AccessTokenVerifier, edge: FlowEdge, languages: PersonLanguages) {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const read = route.method === 'GET' ? CACHED_READS[route.url] : undefined;
    if (!read) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [
      ...existing,
      (req: FastifyRequest, reply: FastifyReply) => answerFromReadModel(read.kind, read.query, req, reply, { verifier, edge, languages }),
    ];
  });
}

async function answerFromReadModel(
  kind: FlowReadModelKind,
  schema: typeof httpRoutes.getDailyFlow.query,
  req: FastifyRequest,
  reply: FastifyReply,
  { verifier, edge, languages }: { verifier: AccessTokenVerifier; edge: FlowEdge; languages: PersonLanguages },
): Promise<FastifyReply | undefined> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return undefined;
  let date: string | undefined;
  let zone: string | undefined;
  try {
    date = parseContract(schema, req.query ?? {}).date;
    zone = timeZoneHeader(browserZone(req.headers));
  } catch {
    return undefined;
  }
  const ifNoneMatch = req.headers['if-none-match'];
  try {
    const { result } = await verifier.verifyWith(token, async (user) => {
      // Rhythm blocks have no texts; a day whose language this gateway does not know yet goes to the controller.
      const language = kind === 'flow' ? languages.cached(user.userId) : undefined;
      if (kind === 'flow' && language === undefined) return null;
      const read: DayRead = { kind, userId: user.userId, date, browserZone: zone, language, ifNoneMatch };
      const stored = await edge.stored(read, { countMiss: false });
      return stored && { read, stored };
    });
    if (!result) return undefined;
    edge.send(result.read, reply, result.stored);
    return reply;
  } catch {
    return undefined;
  }
}
