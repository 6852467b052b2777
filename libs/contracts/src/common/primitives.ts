import { z } from 'zod';
import { CommonMessages } from './errors';

export const Uuid = z.uuid();
/** E-mail as the spec treats it: trimmed, at most 255 characters, compared case-insensitively. */
export const Email = z
  .string()
  .trim()
  .max(255, 'E-mail must be at most 255 characters')
  .pipe(z.email('Invalid Email'))
  .transform((e) => e.toLowerCase());
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
/** The instants FLOW accepts: [1900-01-01, 2200-01-01) UTC. Outside them, dates are typos or probes (year 0, 9999). */
export const EARLIEST_INSTANT = '1900-01-01T00:00:00Z';
export const LATEST_INSTANT = '2200-01-01T00:00:00Z';
const withinSaneYears = (value: string) => {
  const at = Date.parse(value);
  return at >= Date.parse(EARLIEST_INSTANT) && at < Date.parse(LATEST_INSTANT);
};
/** ISO 8601 instant with an explicit offset, from outside FLOW's own calendar (an external calendar's event): any year. */
export const AnyIsoInstant = z.iso.datetime({ offset: true, message: 'Expected an ISO 8601 time with offset' });
/** ISO 8601 instant with an explicit offset (naive times are refused), between the years 1900 and 2200. */
export const IsoInstant = AnyIsoInstant.refine(withinSaneYears, { message: CommonMessages.instantOutOfRange, abort: true });
