import type { Profile } from '@flow/contracts';
import type { RpcClient } from '@flow/platform';
import type { Logger } from 'pino';
import { RhythmSourcesClient } from '../src/rhythm/rhythm-sources.client';
import type { SchedulingEnv } from '../src/scheduling.env';

/** A profile for the unit specs: home in London, one stay in Tokyo from `from` to `to` (local dates, inclusive). */
export function londonerInTokyo(from: string, to: string): Profile {
  const london = { name: 'London, United Kingdom', latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London' };
  const tokyo = { id: 's-1', name: 'Tokyo, Japan', latitude: 35.68, longitude: 139.69, timeZone: 'Asia/Tokyo', from, to };
  return { time_zone: 'Europe/London', current_place: london, travel: [tokyo] } as unknown as Profile;
}

/** The real RhythmSourcesClient over a stand-in of the services it asks (`answer` gets each subject and request). */
export function sourcesOver(answer: (subject: string, request: { date?: string; timeZone?: string }) => Promise<unknown>): RhythmSourcesClient {
  const rpc = { request: answer } as unknown as RpcClient;
  return new RhythmSourcesClient(rpc, { RHYTHM_TIMEOUT_MS: 2000 } as SchedulingEnv, { warn: () => undefined } as unknown as Logger);
}
