import { z } from 'zod';

/** Server → browser: "something you can see changed, refetch it". Events say what, not the record. */
export const InvalidateMessage = z.object({
  type: z.string(),
  entity: z.string().optional(),
  id: z.string().optional(),
});
export type InvalidateMessage = z.infer<typeof InvalidateMessage>;

export interface ServerToClientEvents {
  invalidate: (message: InvalidateMessage) => void;
}
// The browser sends nothing over the socket; anything it sends is ignored.
export type ClientToServerEvents = Record<string, never>;
