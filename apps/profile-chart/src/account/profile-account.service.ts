import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AccountDataPart } from '@flow/contracts';
import { EventConsumers, registerUserErasure } from '@flow/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { AnalysisRateLimiter } from '../chart/analysis-rate-limiter';
import { toProfile, toTravelStay } from '../profile/profile.mapper';
import { ProfileRepository } from '../profile/profile.repository';
import { TravelRepository } from '../travel/travel.repository';

/** profile-chart's part of the account protocol: the profile in the export, and gone with the account. */
@Injectable()
export class ProfileAccountService implements OnModuleInit {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly stays: TravelRepository,
    private readonly limiter: AnalysisRateLimiter,
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    registerUserErasure(this.consumers, this.orm, 'profile-chart', async (tx, { userId }) => {
      await this.stays.deleteAllOf(tx!, userId);
      await this.repository.delete(tx!, userId);
      await this.limiter.forget(userId);
    });
  }

  /** The profile as the app shows it, plus what is kept beside it (resolved birth place, timestamps). */
  async export(userId: string): Promise<AccountDataPart> {
    const em = this.repository.fork();
    const profile = await this.repository.find(em, userId);
    const travel_stays = (await this.stays.listFor(em, userId)).map(toTravelStay);
    const profiles = profile
      ? [
          {
            ...toProfile(profile),
            birth_latitude: profile.birthLatitude,
            birth_longitude: profile.birthLongitude,
            birth_time_zone: profile.birthTimeZone,
            created_at: profile.createdAt,
            updated_at: profile.updatedAt,
          },
        ]
      : [];
    return { service: 'profile-chart', data: { profiles, travel_stays } };
  }
}
