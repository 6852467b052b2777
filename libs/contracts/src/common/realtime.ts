import { z } from 'zod';
import type { NotificationMessage } from '../notifications/notifications.contract';

/** Server → browser: "something you can see changed, refetch it". Events say what, not the record. */
export const InvalidateMessage = z.object({
  type: z.string(),
  entity: z.string().optional(),
  id: z.string().optional(),
});
export type InvalidateMessage = z.infer<typeof InvalidateMessage>;

/**
 * Server → browser before a gateway replica shuts down (rolling update). The connection then
 * closes as a transport close, so socket.io reconnects by itself (to another replica); the
 * browser may refetch what it shows once reconnected, since events may have passed meanwhile.
 */
export const ServerRestartingMessage = z.object({ retryAfterMs: z.number().int().nonnegative() });
export type ServerRestartingMessage = z.infer<typeof ServerRestartingMessage>;

export interface ServerToClientEvents {
  invalidate: (message: InvalidateMessage) => void;
  /** The in-app copy of a notification just sent (an open tab shows it as a toast). */
  notification: (message: NotificationMessage) => void;
  'server-restarting': (message: ServerRestartingMessage) => void;
}
// The browser sends nothing over the socket; anything it sends is ignored.
export type ClientToServerEvents = Record<string, never>;
