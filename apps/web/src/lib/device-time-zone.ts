/**
 * The browser's IANA zone. Reading it builds an Intl formatter, which costs a phone tens of
 * milliseconds, and every API request sends it: it is read at most once a minute (a device changes
 * zone rarely, and a minute late is fine).
 */
let cached: { zone: string | undefined; readAt: number } | undefined;

export function deviceTimeZone(now: number = Date.now()): string | undefined {
  if (cached && now - cached.readAt < 60_000) return cached.zone;
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    zone = undefined;
  }
  cached = { zone, readAt: now };
  return zone;
}
