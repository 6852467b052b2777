import { z } from 'zod';
import { isKnownTimeZone, zoneFormatter } from './wall-clock';

/**
 * IANA zones by their canonical name. Browsers and the runtime's ICU still answer legacy aliases
 * (Asia/Calcutta for Asia/Kolkata, Europe/Kiev, US/Pacific…); every zone is brought to the one
 * canonical name before it is stored or compared, so the same place is never "another place".
 */

/** ICU's canonical ids that IANA has since renamed (ICU resolves other aliases such as US/Pacific itself). */
const RENAMED: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Coral_Harbour': 'America/Atikokan',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Etc/UCT': 'UTC',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
};

/** The canonical IANA name of a zone (aliases and case resolved), or null when it is not a zone. */
export function canonicalTimeZone(zone: string | null | undefined): string | null {
  if (!isKnownTimeZone(zone)) return null;
  const resolved = zoneFormatter(zone).resolvedOptions().timeZone;
  return RENAMED[resolved] ?? resolved;
}

/** Whether two zone names are the same zone (Asia/Calcutta and Asia/Kolkata are). */
export const sameTimeZone = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const x = canonicalTimeZone(a);
  return x !== null && x === canonicalTimeZone(b);
};

/** An IANA zone in any spelling the runtime knows, answered by its canonical name. */
export const IanaTimeZone = z
  .string()
  .max(64)
  .transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: 'Unknown time zone.' });
      return z.NEVER;
    }
    return canonical;
  });
export type IanaTimeZone = z.infer<typeof IanaTimeZone>;
