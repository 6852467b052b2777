import { type BeforeApplicationShutdown, Inject, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayDisconnect, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import {
  EventEnvelope,
  EVENT_SUBJECT_PREFIX,
  NotificationSentEvent,
  SessionsRevokedEvent,
  STREAM_NAME,
  type ClientToServerEvents,
  type InvalidateMessage,
  type ServerToClientEvents,
} from '@flow/contracts';
import { LOGGER, metrics, NATS_CONNECTION, withConsumerSpan } from '@flow/platform';
import { DeliverPolicy, JSONCodec, type ConsumerMessages, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import { AccessTokenVerifier } from '../auth/access-token.verifier';
import { PersonLanguages } from '../i18n/person-languages';

const codec = JSONCodec<unknown>();
export const userRoom = (userId: string) => `user:${userId}`;
const RECONNECT_HINT_MS = 1000;
/** setTimeout's limit (about 24.8 days); a token lives far less. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * socket.io at /socket.io. The handshake must carry a valid access token; each socket joins its
 * user's room. Every gateway replica reads all events with its own ordered (ephemeral) JetStream
 * consumer and emits to the rooms of the event's userIds — so no Redis adapter is needed: each
 * replica reaches exactly the sockets it holds. A socket lives as long as its session and token: it is
 * closed when its session is revoked (sign-out, password change, Google taking over an account) and when
 * its access token expires, and the browser reconnects with a fresh token (or not at all).
 */
// Browsers send nothing but the handshake, so a message over 16 KiB closes that socket.
@WebSocketGateway({
  path: '/socket.io',
  serveClient: false,
  maxHttpBufferSize: 16 * 1024,
  cors: { origin: process.env.APP_ORIGIN ?? 'http://localhost:8080', credentials: true },
})
export class RealtimeGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  @WebSocketServer() server!: Server<ClientToServerEvents, ServerToClientEvents>;
  private messages?: ConsumerMessages;
  private stopped = false;

  constructor(
    private readonly verifier: AccessTokenVerifier,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly languages?: PersonLanguages,
  ) {}

  afterInit(server: Server) {
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown })?.token;
      if (typeof token !== 'string' || token.length > 4096) return next(new Error('unauthorized'));
      this.verifier.verify(token).then(
        (user) => {
          socket.data.userId = user.userId;
          socket.data.sessionId = user.sessionId;
          socket.data.expiresAt = user.expiresAt;
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });
  }

  handleConnection(socket: Socket) {
    const userId = socket.data.userId as string | undefined;
    if (!userId) return socket.disconnect(true);
    void socket.join(userRoom(userId));
    // The browser only listens; anything it sends is ignored.
    socket.onAny(() => undefined);
    metrics.socketConnections.inc();
    // When the token expires the socket must show a fresh one: close it, the browser reconnects with its renewed token.
    const expiresAt = Number(socket.data.expiresAt);
    socket.data.expiryTimer = setTimeout(() => socket.disconnect(true), Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - Date.now()))).unref();
  }

  handleDisconnect(socket: Socket) {
    clearTimeout(socket.data?.expiryTimer as NodeJS.Timeout | undefined);
    metrics.socketConnections.dec();
  }

  async onApplicationBootstrap() {
    void this.fanOut();
  }

  /**
   * Rolling update: tell every client, then close the connections as a transport close (not a
   * server-side disconnect), which socket.io clients answer by reconnecting — to another replica.
   */
  beforeApplicationShutdown() {
    if (!this.server) return;
    this.server.emit('server-restarting', { retryAfterMs: RECONNECT_HINT_MS });
    this.server.engine.close();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    await this.messages?.close();
  }

  /** Emits one `invalidate` per event to each affected user's room. */
  deliver(envelope: EventEnvelope) {
    const data = (envelope.data ?? {}) as Record<string, unknown>;
    const message: InvalidateMessage = {
      type: envelope.type,
      ...(typeof data.id === 'string' ? { id: data.id } : {}),
      entity: envelope.type.split('.').slice(-1)[0],
    };
    for (const userId of envelope.userIds) this.server.to(userRoom(userId)).emit('invalidate', message);
    // The in-app copy of a notification: open tabs show it as a toast (their service worker then shows no push).
    if (envelope.type === 'flow.evt.daily-flow.notification-sent') {
      const sent = NotificationSentEvent.safeParse(envelope.data);
      if (sent.success) {
        const { userId, ...notification } = sent.data;
        this.server.to(userRoom(userId)).emit('notification', notification);
      }
    }
    // A deleted account's open tabs hear it (and go to sign-in), then lose their sockets.
    // A profile saved through another gateway may have changed the person's language.
    if (envelope.type === 'flow.evt.profile.profile-updated') for (const userId of envelope.userIds) this.languages?.forget(userId);
    if (envelope.type === 'flow.evt.identity.user-deleted') for (const userId of envelope.userIds) this.server.in(userRoom(userId)).disconnectSockets(false);
    if (envelope.type === 'flow.evt.identity.sessions-revoked') void this.closeSessions(envelope.data);
  }

  /** The sockets of revoked sessions close; the person's other sessions keep theirs. */
  private async closeSessions(data: unknown) {
    const revoked = SessionsRevokedEvent.safeParse(data);
    if (!revoked.success) return;
    const sessionIds = new Set(revoked.data.sessionIds);
    for (const socket of await this.server.in(userRoom(revoked.data.userId)).fetchSockets()) {
      if (sessionIds.has(socket.data.sessionId as string)) socket.disconnect(true);
    }
  }

  private async fanOut() {
    while (!this.stopped) {
      try {
        const consumer = await this.nc
          .jetstream()
          .consumers.get(STREAM_NAME, { filterSubjects: `${EVENT_SUBJECT_PREFIX}.>`, deliver_policy: DeliverPolicy.New });
        this.messages = await consumer.consume();
        for await (const msg of this.messages) {
          metrics.consumerPending.set({ consumer: 'gateway-realtime' }, msg.info.pending);
          const decoded = decodeIfConcerned(msg.subject, msg.data, this.server);
          if (!decoded) continue;
          const envelope = EventEnvelope.safeParse(decoded.value);
          // The fan-out joins the trace of the request that caused the event.
          if (envelope.success)
            await withConsumerSpan('fan-out', msg.subject, msg.headers, async (span) => {
              span.setAttribute('flow.realtime.users', envelope.data.userIds.length);
              this.deliver(envelope.data);
            });
        }
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn({ err: error }, 'realtime fan-out interrupted; resuming');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
}

/** Events with an effect here beyond the people's sockets. */
const ALWAYS_DELIVERED = new Set(['flow.evt.profile.profile-updated']);

/**
 * The event, decoded, when one of its people has a socket on this replica (or it matters without
 * one); null otherwise. Most events under load reach nobody here: they are let go without
 * validation or a span, and without decoding while this replica holds no socket at all.
 */
export function decodeIfConcerned(subject: string, data: Uint8Array, server: Pick<Server, 'sockets'> | undefined): { value: unknown } | null {
  if (ALWAYS_DELIVERED.has(subject)) return { value: safeDecode(data) };
  if (!server?.sockets.sockets.size) return null;
  const value = safeDecode(data);
  const userIds = (value as { userIds?: unknown } | undefined)?.userIds;
  const rooms = server.sockets.adapter.rooms;
  const reachesSocket = !Array.isArray(userIds) || userIds.some((id) => typeof id === 'string' && rooms.has(userRoom(id)));
  return reachesSocket ? { value } : null;
}

function safeDecode(data: Uint8Array): unknown {
  try {
    return codec.decode(data);
  } catch {
    return undefined;
  }
}
