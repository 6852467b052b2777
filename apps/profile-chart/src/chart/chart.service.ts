import { Inject, Injectable } from '@nestjs/common';
import type { BirthChartAnalysis, BirthInput } from '@flow/chart';
import type { AnalyzeManualRequest, AnalyzeManualResponse, AnalyzeRequest, AnalyzeResponse, DashaReport, PlacesResponse, TransitReport } from '@flow/contracts';
import { analysisNotesIn, transitsIn } from '@flow/i18n';
import { analysisInLanguage } from '../profile/analysis-language';
import type { z } from 'zod';
import { ProfileService } from '../profile/profile.service';
import { ChartEngine, CLOCK, type Clock } from './chart-engine';

/** The chart routes: analyses (stored or not), dasha, transits and place suggestions. */
@Injectable()
export class ChartService {
  constructor(
    private readonly engine: ChartEngine,
    private readonly profiles: ProfileService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** analyze-vedic-chart: the blueprint, stored on the caller's profile without completing onboarding. */
  async analyze(userId: string, input: AnalyzeRequest, browserTimeZone?: string): Promise<z.output<typeof AnalyzeResponse>> {
    const { result, profile } = await this.profiles.analyzeAndStore(userId, birthInput(input), browserTimeZone);
    const language = profile.language ?? 'en';
    return {
      analysis: analysisInLanguage(result.vedicAnalysis, language),
      chart: result.chart,
      place: placeOf(result),
      birthTimeKnown: result.birthTimeKnown,
      notes: analysisNotesIn(result.notes, language),
      profile,
    };
  }

  /** analyze-manual-birth-chart (someone else's birth, e.g. a manual Co-Flow profile): nothing is stored. */
  async analyzeManual(userId: string, input: z.output<typeof AnalyzeManualRequest>): Promise<z.output<typeof AnalyzeManualResponse>> {
    const birth = birthInput({
      birthDate: input.birthDate,
      birthTime: input.birthTime,
      birthPlace: input.birthLocation,
      latitude: input.latitude,
      longitude: input.longitude,
      timeZone: input.timeZone,
    });
    const result = await this.profiles.analyze(userId, birth, this.clock.now());
    // As the chart writes it (co-flow stores it with a manual profile): English prose beside its facts.
    return {
      vedicAnalysis: result.vedicAnalysis,
      peakEnergyStart: result.peakEnergyStart,
      peakEnergyEnd: result.peakEnergyEnd,
      chart: result.chart,
      place: placeOf(result),
    };
  }

  /** calculate-dasha-periods for the caller's stored birth. */
  async dasha(userId: string): Promise<z.output<typeof DashaReport>> {
    const report = this.engine.dasha(await this.profiles.birthOf(userId), this.clock.now());
    const { running: _running, balance: _balance, ...rest } = report;
    return rest;
  }

  /** calculate-transits for the caller's stored birth; records when they were last checked. */
  async transits(userId: string): Promise<z.output<typeof TransitReport>> {
    const now = this.clock.now();
    const report = this.engine.transits(await this.profiles.birthOf(userId), now);
    await this.profiles.transitsChecked(userId, now);
    const { language } = await this.profiles.language(userId);
    return transitsIn({ ...report, checkedAt: now.toISOString() }, language);
  }

  places(query: string): z.output<typeof PlacesResponse> {
    return { places: this.engine.places(query) };
  }
}

function birthInput(input: Omit<AnalyzeRequest, 'birthTime'> & { birthTime?: string | null }): BirthInput {
  const exact = input.latitude !== undefined || input.longitude !== undefined ? { latitude: input.latitude, longitude: input.longitude } : {};
  return {
    birthDate: input.birthDate,
    birthTime: input.birthTime || null,
    birthPlace: input.birthPlace,
    ...exact,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  };
}

function placeOf(result: BirthChartAnalysis): z.output<typeof AnalyzeResponse>['place'] {
  const { name, region, country, latitude, longitude, timeZone } = result.chart.place;
  return { name, region, country, latitude, longitude, timeZone };
}
