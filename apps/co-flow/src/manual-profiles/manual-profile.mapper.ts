import type { ManualProfile } from '@flow/contracts';
import { normalizeClock } from '@flow/rhythm';
import type { ManualProfileEntity } from '../co-flow.entities';

const hhmm = (value: string | null | undefined) => (value ? normalizeClock(value) : null);

export function toManualProfile(entity: ManualProfileEntity): ManualProfile {
  return {
    id: entity.id,
    creator_id: entity.creatorId,
    created_at: entity.createdAt.toISOString(),
    full_name: entity.fullName,
    email: entity.email ?? null,
    birth_date: entity.birthDate ?? null,
    birth_time: entity.birthTime ?? null,
    birth_location: entity.birthLocation ?? null,
    peak_energy_start: hhmm(entity.peakEnergyStart),
    peak_energy_end: hhmm(entity.peakEnergyEnd),
    vedic_analysis: entity.vedicAnalysis ?? null,
    notes: entity.notes ?? null,
  };
}
