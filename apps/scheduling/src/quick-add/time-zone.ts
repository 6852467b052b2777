import { SchedulingMessages } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { IANAZone } from 'luxon';

/** An IANA zone name as luxon knows it; an unknown name is a 422, never a silent guess. */
export function resolveTimeZone(timeZone: string): string {
  if (!IANAZone.isValidZone(timeZone)) throw DomainError.validation(`${SchedulingMessages.unknownTimeZone}: ${timeZone}`);
  return new IANAZone(timeZone).name;
}
