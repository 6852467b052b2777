import { Injectable } from '@nestjs/common';
import { findPlace, placeLabel } from '@flow/chart';
import { type CreateTravelStayRequest, MAX_STAYS, ProfileMessages, type TravelStay } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TravelStayEntity } from '../profile/profile.entity';
import { toTravelStay } from '../profile/profile.mapper';
import { ProfileRepository } from '../profile/profile.repository';
import { assertStayFits, stayOutside } from './travel-rules';
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
    const place = resolvePlace(input.place);
    const stay = await this.profiles.fork().transactional(async (tx) => {
      // The profile's row lock makes one writer per person, so two overlapping stays cannot both pass the check.
      await this.profiles.lockOrCreate(tx, userId);
      assertStayFits(input.from, input.to, await this.stays.listFor(tx, userId));
      const entity = stayAt(userId, place, input.from, input.to);
      this.stays.add(tx, entity);
      this.announce(tx, userId);
      return entity;
    });
    this.relay.kick();
    return toTravelStay(stay);
  }

  /**
   * Spend `from`–`to` at a place whatever was planned (Today's "Use it"): stays overlapping those days give
   * them up and keep their other days, then the days become a stay at the place, or days at home when the
   * place is the current location. Asking again for days already spent there changes nothing.
   */
  async replace(userId: string, input: CreateTravelStayRequest): Promise<{ stays: TravelStay[] }> {
    const place = resolvePlace(input.place);
    const { from, to } = input;
    assertStayFits(from, to, []);
    const changed = await this.profiles.fork().transactional(async (tx) => {
      const profile = await this.profiles.lockOrCreate(tx, userId);
      const stays = await this.stays.listFor(tx, userId);
      const overlapping = stays.filter((s) => s.fromDate <= to && from <= s.toDate);
      const atHome = profile.currentPlaceName === place.name && profile.currentTimeZone === place.timeZone;
      const alreadyThere = atHome
        ? overlapping.length === 0
        : overlapping.length === 1 &&
          overlapping[0].placeName === place.name &&
          overlapping[0].timeZone === place.timeZone &&
          overlapping[0].fromDate <= from &&
          to <= overlapping[0].toDate;
      if (alreadyThere) return false;
      const others = stays.filter((s) => !overlapping.includes(s));
      for (const stay of overlapping) {
        await this.stays.delete(tx, userId, stay.id);
        for (const part of stayOutside(stay, from, to))
          others.push(this.stays.add(tx, stayAt(userId, { ...stay, name: stay.placeName }, part.fromDate, part.toDate)));
      }
      if (!atHome) {
        assertStayFits(from, to, others);
        this.stays.add(tx, stayAt(userId, place, from, to));
      } else if (others.length > MAX_STAYS) {
        throw DomainError.validation(ProfileMessages.tooManyStays);
      }
      this.announce(tx, userId);
      return true;
    });
    if (changed) this.relay.kick();
    return this.list(userId);
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

type StayPlace = { name: string; latitude: number; longitude: number; timeZone: string };

/** A place text as the gazetteer reads it, or the 422 the travel fields give. */
function resolvePlace(text: string): StayPlace {
  const place = findPlace(text);
  if (!place) throw DomainError.validation(ProfileMessages.placeNotFoundHere, { field: 'place' });
  return { name: placeLabel(place), latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone };
}

function stayAt(userId: string, place: StayPlace, fromDate: string, toDate: string): TravelStayEntity {
  return Object.assign(new TravelStayEntity(), {
    userId,
    placeName: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    fromDate,
    toDate,
  });
}
