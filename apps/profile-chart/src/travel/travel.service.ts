import { Injectable } from '@nestjs/common';
import { findPlace, placeLabel } from '@flow/chart';
import { type CreateTravelStayRequest, ProfileMessages, type TravelStay } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TravelStayEntity } from '../profile/profile.entity';
import { toTravelStay } from '../profile/profile.mapper';
import { ProfileRepository } from '../profile/profile.repository';
import { assertStayFits } from './travel-rules';
import { TravelRepository } from './travel.repository';

/**
 * Travel stays: the days inside one are computed for its place. A change is announced as a profile
 * change (field `travel`), so cached days are dropped and open browsers refetch.
 */
@Injectable()
export class TravelService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly stays: TravelRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async list(userId: string): Promise<{ stays: TravelStay[] }> {
    return { stays: (await this.stays.listFor(this.profiles.fork(), userId)).map(toTravelStay) };
  }

  async create(userId: string, input: CreateTravelStayRequest): Promise<TravelStay> {
    const place = findPlace(input.place);
    if (!place) throw DomainError.validation(ProfileMessages.placeNotFoundHere, { field: 'place' });
    const stay = await this.profiles.fork().transactional(async (tx) => {
      // The profile's row lock makes one writer per person, so two overlapping stays cannot both pass the check.
      await this.profiles.lockOrCreate(tx, userId);
      assertStayFits(input.from, input.to, await this.stays.listFor(tx, userId));
      const entity = Object.assign(new TravelStayEntity(), {
        userId, placeName: placeLabel(place), latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone, fromDate: input.from, toDate: input.to,
      });
      this.stays.add(tx, entity);
      this.announce(tx, userId);
      return entity;
    });
    this.relay.kick();
    return toTravelStay(stay);
  }

  async delete(userId: string, id: string): Promise<{ ok: true }> {
    await this.profiles.fork().transactional(async (tx) => {
      if (!(await this.stays.delete(tx, userId, id))) throw DomainError.notFound(ProfileMessages.stayNotFound);
      this.announce(tx, userId);
    });
    this.relay.kick();
    return { ok: true };
  }

  private announce(tx: EntityManager, userId: string): void {
    recordEvent(tx, 'flow.evt.profile.profile-updated', { id: userId, userId, fields: ['travel'] }, [userId]);
  }
}
