import type { PlannedNotification } from './notifications';

/** A planned task or habit (the planner's placement, with its title) as notifications read it. */
export interface NotificationPlacement {
  kind: 'task' | 'habit';
  id: string;
  title: string;
  start: string;
  end: string;
  /** The planner's plain words ("Tue 09:30–11:00, your peak, before Friday's deadline"). */
  reason: string;
}

/**
 * "Time for Write the board report" at the start of a planned item. The key holds the item and its start,
 * so a replan that moves the item drops the old notification and plans the new one, and one that keeps
 * it keeps the notification (never sent twice).
 */
export function plannedItemNotification(item: NotificationPlacement): PlannedNotification {
  const start = new Date(Date.parse(item.start)).toISOString();
  return {
    key: `planned:${item.kind}:${item.id}:${start}`,
    kind: 'planned',
    dueAt: start,
    title: `Time for ${item.title}`,
    body: item.reason,
    url: `/tasks?${item.kind}=${encodeURIComponent(item.id)}`,
    push: true,
    email: false,
    subject: item.title,
    startsAt: start,
  };
}
