import type { TestHttpClient } from '@flow/testing';
import { analyse, type Actor } from './actors';

/**
 * Gives `person` data in every service of the stack, some of it shared with `other` (invites,
 * connections), so export and deletion are tried on real rows. A service's step is added when the
 * service lands.
 */
export async function giveDataEverywhere(api: TestHttpClient, person: Actor, _other: Actor): Promise<void> {
  // profile-chart: a blueprint from birth data, and a name and zone from settings.
  await analyse(api, person);
  const saved = await api.patch('/api/profile', { full_name: 'Data Person', time_zone: 'Asia/Kathmandu' }, person.token);
  if (saved.status !== 200) throw new Error(`profile save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
}
