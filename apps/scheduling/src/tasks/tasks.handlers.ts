import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload, TaskPreview } from '@flow/contracts';
import { planIn, taskPreviewIn } from '@flow/i18n';
import { parseTaskText } from '@flow/planner';
import { RpcHandler } from '@flow/platform';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';
import { PlanService } from './plan.service';
import { TasksService } from './tasks.service';

/** NATS request-reply for tasks, habits and the plan (the gateway's /api/tasks, /api/habits, /api/plan). */
@Controller()
export class TasksHandlers {
  constructor(
    private readonly tasks: TasksService,
    private readonly plan: PlanService,
    private readonly sources: RhythmSourcesClient,
  ) {}

  @RpcHandler('flow.scheduling.tasks.list')
  async listTasks(@Payload() p: RpcPayload<'flow.scheduling.tasks.list'>) {
    return { tasks: await this.tasks.listTasks(p.userId) };
  }

  @RpcHandler('flow.scheduling.tasks.create')
  createTask(@Payload() p: RpcPayload<'flow.scheduling.tasks.create'>) {
    return this.tasks.createTask(p.userId, p.task);
  }

  /** Quick Add: the sentence as a task draft, and where FLOW would put it (nothing saved). */
  @RpcHandler('flow.scheduling.tasks.parse')
  async parseTask(@Payload() p: RpcPayload<'flow.scheduling.tasks.parse'>): Promise<TaskPreview> {
    const now = new Date();
    const id = randomUUID();
    // The person's today and each day's place (the browser's clock only without a profile), as Quick Add's events.
    const drafted = this.sources
      .places(p.userId, p.timeZone, now)
      .then((placeOf) => parseTaskText(p.message, now, { today: placeOf().date, zoneOn: (date) => placeOf(date).timeZone }));
    const preview = await this.plan.preview(
      p.userId,
      drafted.then((draft) => ({ id, ...draft, dueAt: draft.dueAt ? Date.parse(draft.dueAt) : null })),
      p.timeZone,
    );
    const draft = await drafted;
    return taskPreviewIn(
      {
        draft,
        placements: preview.placements.map((x) => ({
          kind: x.kind,
          id: x.id,
          title: draft.title,
          start: new Date(x.start).toISOString(),
          end: new Date(x.end).toISOString(),
          reason: x.reason,
          energyMatch: x.energyMatch,
          pinned: x.pinned,
        })),
        atRisk: preview.atRisk.map((a) => ({ id: a.id, kind: a.kind, title: draft.title, reason: a.reason, unplacedMinutes: a.unplacedMinutes })),
      },
      p.language,
    );
  }

  @RpcHandler('flow.scheduling.tasks.update')
  updateTask(@Payload() p: RpcPayload<'flow.scheduling.tasks.update'>) {
    return this.tasks.updateTask(p.userId, p.id, p.changes);
  }

  @RpcHandler('flow.scheduling.tasks.delete')
  deleteTask(@Payload() p: RpcPayload<'flow.scheduling.tasks.delete'>) {
    return this.tasks.deleteTask(p.userId, p.id);
  }

  @RpcHandler('flow.scheduling.tasks.complete')
  complete(@Payload() p: RpcPayload<'flow.scheduling.tasks.complete'>) {
    return this.tasks.complete(p.userId, p.id);
  }

  @RpcHandler('flow.scheduling.tasks.push')
  push(@Payload() p: RpcPayload<'flow.scheduling.tasks.push'>) {
    return this.tasks.push(p.userId, p.id, p.timeZone);
  }

  @RpcHandler('flow.scheduling.tasks.extend')
  extend(@Payload() p: RpcPayload<'flow.scheduling.tasks.extend'>) {
    return this.tasks.extend(p.userId, p.id, p.minutes);
  }

  @RpcHandler('flow.scheduling.habits.list')
  async listHabits(@Payload() p: RpcPayload<'flow.scheduling.habits.list'>) {
    return { habits: await this.tasks.listHabits(p.userId) };
  }

  @RpcHandler('flow.scheduling.habits.create')
  createHabit(@Payload() p: RpcPayload<'flow.scheduling.habits.create'>) {
    return this.tasks.createHabit(p.userId, p.habit);
  }

  @RpcHandler('flow.scheduling.habits.update')
  updateHabit(@Payload() p: RpcPayload<'flow.scheduling.habits.update'>) {
    return this.tasks.updateHabit(p.userId, p.id, p.changes);
  }

  @RpcHandler('flow.scheduling.habits.delete')
  deleteHabit(@Payload() p: RpcPayload<'flow.scheduling.habits.delete'>) {
    return this.tasks.deleteHabit(p.userId, p.id);
  }

  @RpcHandler('flow.scheduling.habits.skip')
  skipHabit(@Payload() p: RpcPayload<'flow.scheduling.habits.skip'>) {
    return this.tasks.skip(p.userId, p.id, p.date, p.timeZone);
  }

  @RpcHandler('flow.scheduling.plan.get')
  async getPlan(@Payload() p: RpcPayload<'flow.scheduling.plan.get'>) {
    // Stored in English (calendar-sync and the pushes read it); said in the person's language here.
    return planIn(await this.plan.get(p.userId, p.from, p.to, p.timeZone), p.language);
  }
}
