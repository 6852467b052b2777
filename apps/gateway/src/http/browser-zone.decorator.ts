import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { canonicalTimeZone } from '@flow/contracts';

/**
 * The browser's zone (the X-Time-Zone header) by its canonical IANA name: Asia/Calcutta arrives as
 * Asia/Kolkata. A value that is not a zone is passed on as it is, so each route still refuses it
 * with its own message; no header is undefined (the person's place of the day decides).
 */
export const BrowserZone = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined =>
  browserZone(context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers),
);

/** BrowserZone's reading of a request's headers (for routes answered before Nest). */
export function browserZone(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = headers['x-time-zone'];
  const zone = Array.isArray(header) ? header[0] : header;
  if (zone === undefined || zone === '') return undefined;
  return canonicalTimeZone(zone) ?? zone;
}
