import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  analyzeBirthChart,
  type BirthChartAnalysis,
  type BirthInput,
  calculateDashaPeriods,
  calculateTransits,
  checkBirthDate,
  type DashaReport,
  isChartError,
  searchPlaces,
  type TransitReport,
} from '@flow/chart';
import { ProfileMessages, type PlaceSuggestion } from '@flow/contracts';
import { DomainError, LOGGER } from '@flow/platform';
import type { Logger } from 'pino';
import type { z } from 'zod';

export const CLOCK = Symbol('CLOCK');
export interface Clock {
  now(): Date;
}

/** Turns an engine failure into the API's error: bad birth data is the caller's 422, anything else ours. */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isChartError(error)) {
    if (error.code === 'INVALID_INSTANT') return new DomainError('ANALYSIS_FAILED', ProfileMessages.analysisFailed, 500);
    return new DomainError(error.code, error.message, 422);
  }
  return new DomainError('ANALYSIS_FAILED', ProfileMessages.analysisFailed, 500);
}

function run<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    throw toDomainError(error);
  }
}

/** The pure chart engine (@flow/chart) behind the service, with its errors mapped to domain errors. */
@Injectable()
export class ChartEngine implements OnApplicationBootstrap {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Builds the gazetteer index and today's ingress search before the first request needs them. */
  onApplicationBootstrap(): void {
    const started = Date.now();
    try {
      this.analyze({ birthDate: '1990-01-01', birthTime: '12:00', birthPlace: 'London, UK' }, this.clock.now());
      this.logger.info({ ms: Date.now() - started }, 'chart engine warmed up');
    } catch (error) {
      this.logger.warn({ err: error }, 'chart engine warm-up failed');
    }
  }

  analyze(birth: BirthInput, now: Date): BirthChartAnalysis {
    return run(() => analyzeBirthChart(birth, { now }));
  }

  dasha(birth: BirthInput, now: Date): DashaReport {
    return run(() => calculateDashaPeriods(birth, now));
  }

  transits(birth: BirthInput, now: Date): TransitReport {
    return run(() => calculateTransits(birth, now));
  }

  /** A date a profile may store (real, 1900–2100, not in the future); 422 otherwise. */
  checkBirthDate(date: string, now: Date): void {
    run(() => checkBirthDate(date, now));
  }

  places(query: string, limit = 8): z.output<typeof PlaceSuggestion>[] {
    return searchPlaces(query, limit).map(({ label, name, region, country, latitude, longitude, timeZone }) => ({
      label,
      name,
      region,
      country,
      latitude,
      longitude,
      timeZone,
    }));
  }
}
