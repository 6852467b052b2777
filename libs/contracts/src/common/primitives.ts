import { z } from 'zod';

export const Uuid = z.uuid();
/** E-mail as the spec treats it: trimmed, at most 255 characters, compared case-insensitively. */
export const Email = z
  .string()
  .trim()
  .max(255, 'E-mail must be at most 255 characters')
  .pipe(z.email('Invalid Email'))
  .transform((e) => e.toLowerCase());
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
/** ISO 8601 instant with an explicit offset; naive times are refused. */
export const IsoInstant = z.iso.datetime({ offset: true, message: 'Expected an ISO 8601 time with offset' });
