import type { CalendarConnection, CalendarConnectionStatus, PeakProtection } from '@flow/contracts';
import type { ConnectionEntity } from '../connections/connection.entity';
import { calendarsOf } from '../connections/connection.mapper';

export function toConnection(connection: ConnectionEntity, peakProtection: PeakProtection, mirrorPlanToCalendar = false): CalendarConnection {
  return {
    id: connection.id,
    provider: connection.provider,
    accountEmail: connection.accountEmail ?? connection.username,
    serverUrl: connection.serverUrl,
    status: connection.status,
    calendars: calendarsOf(connection),
    writeCalendarId: connection.writeCalendarId,
    connectedAt: connection.createdAt.toISOString(),
    lastSyncedAt: connection.lastSyncedAt?.toISOString() ?? null,
    lastError: connection.lastError,
    retrying: connection.status === 'connected' && connection.syncFailures > 0,
    peakProtection,
    mirrorPlanToCalendar,
  };
}

/** `peak`: each connection's "Protect my peak" by connection id; `mirrored`: the connections mirroring the plan. */
export function toStatus(connections: ConnectionEntity[], peak: Map<string, PeakProtection>, mirrored = new Set<string>()): CalendarConnectionStatus {
  const google = connections.find((c) => c.provider === 'google');
  return {
    connected: connections.some((c) => c.status === 'connected'),
    needsAuth: connections.some((c) => c.status === 'needs_auth'),
    email: google?.accountEmail ?? connections[0]?.accountEmail ?? connections[0]?.username ?? null,
    connections: connections.map((c) => toConnection(c, peak.get(c.id)!, mirrored.has(c.id))),
  };
}
