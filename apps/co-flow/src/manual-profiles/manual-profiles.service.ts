import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CO_FLOW_LIMITS, CoFlowMessages, type ManualProfile, type RpcPayload, type RpcResponse } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent, RpcClient } from '@flow/platform';
import { ManualProfileEntity } from '../co-flow.entities';
import { CoFlowRepository } from '../co-flow.repository';
import { toManualProfile } from './manual-profile.mapper';

export const manualProfileNotFound = () => new DomainError('NOT_FOUND', CoFlowMessages.manualProfileNotFound, 404);

/** Manual co-flow profiles: someone's energy profile kept by its creator, seen and deleted only by them. */
@Injectable()
export class ManualProfilesService {
  constructor(
    private readonly repository: CoFlowRepository,
    private readonly rpc: RpcClient,
    private readonly relay: OutboxRelay,
  ) {}

  async list(userId: string): Promise<ManualProfile[]> {
    return (await this.repository.manualProfilesOf(this.repository.fork(), userId)).map(toManualProfile);
  }

  /**
   * Spec 5: the chart analysis runs on creation only when birth date, time and location are all
   * given. If it fails (a place the gazetteer does not know, the chart service busy) nothing is
   * saved and the error says why, so the form can be corrected and sent again.
   */
  async create(userId: string, input: RpcPayload<'flow.coflow.manual-profiles.create'>['profile']): Promise<ManualProfile> {
    const em = this.repository.fork();
    if ((await this.repository.countManualProfiles(em, userId)) >= CO_FLOW_LIMITS.manualProfiles)
      throw DomainError.conflict(CoFlowMessages.tooManyManualProfiles);
    let analysis: RpcResponse<'flow.profile.analyze-manual'> | null = null;
    if (input.birth_date && input.birth_time && input.birth_location) {
      analysis = await this.rpc.request('flow.profile.analyze-manual', {
        userId,
        input: { birthDate: input.birth_date, birthTime: input.birth_time, birthLocation: input.birth_location },
      });
    }
    const profile = await em.transactional(async (tx) => {
      const created = tx.create(ManualProfileEntity, {
        id: randomUUID(),
        creatorId: userId,
        createdAt: new Date(),
        fullName: input.full_name,
        email: input.email,
        birthDate: input.birth_date,
        birthTime: input.birth_time,
        birthLocation: input.birth_location,
        notes: input.notes,
        vedicAnalysis: analysis?.vedicAnalysis ?? null,
        peakEnergyStart: analysis?.peakEnergyStart ?? null,
        peakEnergyEnd: analysis?.peakEnergyEnd ?? null,
      });
      recordEvent(tx, 'flow.evt.coflow.manual-profile-created', { id: created.id, creatorId: userId }, [userId]);
      return created;
    });
    this.relay.kick();
    return toManualProfile(profile);
  }

  async remove(userId: string, manualProfileId: string): Promise<void> {
    await this.repository.fork().transactional(async (tx) => {
      const profile = await this.repository.findManualProfile(tx, manualProfileId, userId);
      if (!profile) throw manualProfileNotFound();
      tx.remove(profile);
      recordEvent(tx, 'flow.evt.coflow.manual-profile-deleted', { id: profile.id, creatorId: userId }, [userId]);
    });
    this.relay.kick();
  }
}
