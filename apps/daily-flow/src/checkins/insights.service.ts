import { Injectable } from '@nestjs/common';
import type { Insights, RpcPayload } from '@flow/contracts';
import { dayModelOf, formatClock } from '@flow/rhythm';
import { FlowService } from '../flow/flow.service';
import { LearningService } from './learning.service';

/**
 * The Insights page: what FLOW learned, and, once it is confident, the learned peak as the day lays it
 * out (the day model's peakWindow on the day's 15-minute grid), so Insights and Today name one window.
 */
@Injectable()
export class InsightsService {
  constructor(
    private readonly learning: LearningService,
    private readonly flows: FlowService,
  ) {}

  async insights(request: RpcPayload<'flow.daily-flow.insights'>): Promise<Insights> {
    const insights = await this.learning.insights(request);
    if (!insights.learned) return insights;
    const day = await this.flows.rhythm({ userId: request.userId, timeZone: request.timeZone }, { fresh: true }).catch(() => null);
    if (!day) return insights;
    const peak = dayModelOf(day.date, day.timeZone, day.rhythmBlocks).peakWindow;
    return { ...insights, peakWindow: { start: formatClock(peak.startMinute), end: formatClock(peak.endMinute) } };
  }
}
