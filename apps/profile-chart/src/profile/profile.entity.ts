import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Language, VedicAnalysis } from '@flow/contracts';

/** One profile per user (spec section 3: table profiles, keyed by user id). */
@Entity({ tableName: 'profiles' })
export class ProfileEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text', nullable: true })
  fullName: string | null = null;

  /** 'YYYY-MM-DD', the local birth date. */
  @Property({ type: 'date', nullable: true })
  birthDate: string | null = null;

  /** 'HH:MM:SS' local wall time; null when unknown. */
  @Property({ type: 'time', nullable: true })
  birthTime: string | null = null;

  /** As the person typed it ('City, Country'). */
  @Property({ type: 'text', nullable: true })
  birthLocation: string | null = null;

  /** Where the birth place resolved to at the last analysis (gazetteer or exact coordinates given), so
   * dasha and transits use the same place as the blueprint. */
  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  birthLatitude: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  birthLongitude: number | null = null;

  @Property({ type: 'text', nullable: true })
  birthTimeZone: string | null = null;

  @Property({ type: 'boolean' })
  onboardingCompleted = false;

  @Property({ type: 'json', nullable: true })
  vedicAnalysis: VedicAnalysis | null = null;

  /** The energy type label of the analysis (e.g. DYNAMIC-INTENSE). */
  @Property({ type: 'text', nullable: true })
  vedicConstitution: string | null = null;

  @Property({ type: 'time', nullable: true })
  peakEnergyStart: string | null = null;

  @Property({ type: 'time', nullable: true })
  peakEnergyEnd: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastTransitCheck: Date | null = null;

  @Property({ type: 'text', nullable: true })
  avatarUrl: string | null = null;

  /** The person's IANA zone for their days (daily flow, scheduling). */
  @Property({ type: 'text', nullable: true })
  timeZone: string | null = null;

  /** '12h' or '24h': how server sentences write times. */
  @Property({ type: 'text', nullable: true })
  clockFormat: '12h' | '24h' | null = null;

  /** The person's language: the texts every service writes to them. */
  @Property({ type: 'text' })
  language: Language = 'en';

  /** Where the person spends their days, as typed, and the gazetteer place it resolved to. */
  @Property({ type: 'text', nullable: true })
  currentLocation: string | null = null;

  @Property({ type: 'text', nullable: true })
  currentPlaceName: string | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  currentLatitude: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  currentLongitude: number | null = null;

  @Property({ type: 'text', nullable: true })
  currentTimeZone: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A travel stay: the person's local dates `fromDate`–`toDate` (inclusive) are spent at the place. */
@Entity({ tableName: 'travel_stays' })
export class TravelStayEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  placeName!: string;

  @Property({ type: 'double', runtimeType: 'number' })
  latitude!: number;

  @Property({ type: 'double', runtimeType: 'number' })
  longitude!: number;

  @Property({ type: 'text' })
  timeZone!: string;

  @Property({ type: 'date' })
  fromDate!: string;

  @Property({ type: 'date' })
  toDate!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}

export const profileChartEntities = [ProfileEntity, TravelStayEntity];
