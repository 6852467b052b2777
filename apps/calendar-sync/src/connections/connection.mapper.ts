import type { ConnectionEntity } from './connection.entity';

/** The calendars with the user's own selection applied. */
export function calendarsOf(connection: ConnectionEntity) {
  return connection.calendars.map((c) => ({ ...c, selected: connection.selection[c.id] ?? c.selected }));
}
