import { httpRoutes } from '@flow/contracts';
import { DomainError, parseContract, type RpcClient } from '@flow/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AccessTokenVerifier } from '../auth/access-token.verifier';
import { bearerToken } from '../auth/jwt.strategy';
import type { FlowEdge } from '../daily-flow/flow-edge';
import { browserZone } from '../http/browser-zone.decorator';
import type { HttpErrorFilter } from '../http/error.filter';
import type { PersonLimits } from '../http/person-limits';

export interface EventCreateDeps {
  verifier: AccessTokenVerifier;
  limits: PersonLimits;
  rpc: RpcClient;
  edge: FlowEdge;
  errors: HttpErrorFilter;
}

/** The browser's zone (X-Time-Zone) when the body names none; the service refuses unknown names. */
const zoneName = (zone: string | undefined) => (zone && zone.length <= 64 ? zone : undefined);

/**
 * The hottest write, POST /api/events, answered from a route-level preHandler (the body is parsed by
 * then) without Nest's guard, passport, pipes and interceptors around it, as the cached day reads
 * are. The same steps and answers as SchedulingController.createEvent behind JwtAuthGuard: the token
 * (401, or 503 when nobody can say), the body (400), the person's write limit (429; counted beside the
 * revocation lookup, both Redis commands in one write), the service's answer passed on as its bytes
 * (201) or its error, the person's stored days dropped before answering. Every error is answered by
 * the app's HttpErrorFilter, in the person's language.
 */
export function answerEventCreates(fastify: FastifyInstance, deps: EventCreateDeps) {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'POST' || route.url !== httpRoutes.createEvent.path) return;
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...existing, (req: FastifyRequest, reply: FastifyReply) => createEvent(req, reply, deps)];
  });
}

async function createEvent(req: FastifyRequest & { user?: { userId: string } }, reply: FastifyReply, deps: EventCreateDeps): Promise<FastifyReply> {
  try {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw DomainError.unauthorized();
    let body: ReturnType<typeof parseBody> | undefined;
    let invalid: unknown;
    try {
      body = parseBody(req.body);
    } catch (error) {
      invalid = error;
    }
    // A bad body is refused before it counts against the limit; a bad token before either.
    const { user, result: refused } = await deps.verifier
      .verifyWith(token, (u) =>
        body
          ? deps.limits.eventWrite(u.userId).then(
              () => null,
              (error: unknown) => error,
            )
          : Promise.resolve(null),
      )
      .catch((error: unknown) => {
        throw error instanceof DomainError && error.status === 503 ? error : DomainError.unauthorized();
      });
    req.user = user;
    if (!body) throw invalid;
    if (refused) throw refused;
    const answer = await deps.rpc.raw('flow.scheduling.events.create', {
      userId: user.userId,
      event: { ...body, timeZone: body.timeZone ?? zoneName(browserZone(req.headers)) },
    });
    await deps.edge.invalidate(user.userId);
    return reply.code(201).header('content-type', 'application/json; charset=utf-8').send(answer.bytes);
  } catch (error) {
    await deps.errors.answer(error, req, reply);
    return reply;
  }
}

const parseBody = (body: unknown) => parseContract(httpRoutes.createEvent.body, body ?? {});
