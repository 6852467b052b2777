import { type DynamicModule, Module } from '@nestjs/common';
import { loadConfig, PlatformModule } from '@flow/platform';
import { SchedulingAccountHandlers } from './account/scheduling-account.handlers';
import { SchedulingAccountRepository } from './account/scheduling-account.repository';
import { AlignmentHandlers } from './alignment/alignment.handlers';
import { AlignmentService } from './alignment/alignment.service';
import { AlignmentRepository } from './alignment/alignment.repository';
import { OverridesService } from './alignment/overrides.service';
import { BusyTimeModel } from './busy/busy-time.model';
import { BusyTimeRepository } from './busy/busy-time.repository';
import { EventsHandlers } from './events/events.handlers';
import { EventsRepository } from './events/events.repository';
import { EventsService } from './events/events.service';
import { RecurringEventsService } from './events/recurrence/recurring-events.service';
import { MirrorOutcomeConsumer } from './events/mirror-outcome.consumer';
import { EventTypesService } from './event-types/event-types.service';
import { FitService } from './quick-add/fit.service';
import { QuickAddHandlers } from './quick-add/quick-add.handlers';
import { QuickAddService } from './quick-add/quick-add.service';
import { SuggestionsService } from './quick-add/suggestions.service';
import { DayEventsReader } from './rhythm/day-events.reader';
import { RhythmSourcesClient } from './rhythm/rhythm-sources.client';
import { schedulingDatabase } from './scheduling.database';
import { PlanService } from './tasks/plan.service';
import { PlanTriggersConsumer } from './tasks/plan-triggers.consumer';
import { PlannerDaysAdapter } from './tasks/planner-days.adapter';
import { TasksHandlers } from './tasks/tasks.handlers';
import { TasksRepository } from './tasks/tasks.repository';
import { TasksService } from './tasks/tasks.service';
import { SCHEDULING_ENV, SchedulingEnv } from './scheduling.env';

@Module({})
export class SchedulingModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    return {
      module: SchedulingModule,
      imports: [PlatformModule.forService({ name: 'scheduling', database: schedulingDatabase, env })],
      controllers: [EventsHandlers, QuickAddHandlers, AlignmentHandlers, SchedulingAccountHandlers, TasksHandlers],
      providers: [
        { provide: SCHEDULING_ENV, useValue: loadConfig(SchedulingEnv, env) },
        EventsRepository,
        AlignmentRepository,
        BusyTimeRepository,
        BusyTimeModel,
        EventsService,
        RecurringEventsService,
        MirrorOutcomeConsumer,
        RhythmSourcesClient,
        DayEventsReader,
        QuickAddService,
        SuggestionsService,
        FitService,
        EventTypesService,
        AlignmentService,
        OverridesService,
        SchedulingAccountRepository,
        TasksRepository,
        PlannerDaysAdapter,
        PlanService,
        TasksService,
        PlanTriggersConsumer,
      ],
    };
  }
}
