import { z } from 'zod';
import { LanguageSchema } from '../common/language';
import { Uuid } from '../common/primitives';
import {
  CreateHabitRequest,
  CreateTaskRequest,
  ExtendTaskBody,
  Habit,
  HabitsList,
  ParseTaskBody,
  PlanChangedEvent,
  PlanQuery,
  PlanResponse,
  SkipHabitBody,
  Task,
  TaskChangedEvent,
  TaskPreview,
  TasksList,
  UpdateHabitRequest,
  UpdateTaskRequest,
} from './tasks.contract';

const Ok = z.object({ ok: z.literal(true) });
const Owner = z.object({ userId: Uuid, timeZone: z.string().max(64).optional() });
const OwnItem = Owner.extend({ id: Uuid });

/** Scheduling's subjects for tasks, habits and the plan (userId is the signed-in user). */
export const tasksRpc = {
  'flow.scheduling.tasks.list': { request: Owner, response: TasksList },
  'flow.scheduling.tasks.create': { request: Owner.extend({ task: CreateTaskRequest }), response: Task },
  'flow.scheduling.tasks.parse': { request: Owner.extend(ParseTaskBody.shape).extend({ language: LanguageSchema.optional() }), response: TaskPreview },
  'flow.scheduling.tasks.update': { request: OwnItem.extend({ changes: UpdateTaskRequest }), response: Task },
  'flow.scheduling.tasks.delete': { request: OwnItem, response: Ok },
  'flow.scheduling.tasks.complete': { request: OwnItem, response: Task },
  'flow.scheduling.tasks.push': { request: OwnItem, response: Task },
  'flow.scheduling.tasks.extend': { request: OwnItem.extend(ExtendTaskBody.shape), response: Task },
  'flow.scheduling.habits.list': { request: Owner, response: HabitsList },
  'flow.scheduling.habits.create': { request: Owner.extend({ habit: CreateHabitRequest }), response: Habit },
  'flow.scheduling.habits.update': { request: OwnItem.extend({ changes: UpdateHabitRequest }), response: Habit },
  'flow.scheduling.habits.delete': { request: OwnItem, response: Ok },
  'flow.scheduling.habits.skip': { request: OwnItem.extend(SkipHabitBody.shape), response: Habit },
  'flow.scheduling.plan.get': { request: Owner.extend(PlanQuery.shape).extend({ language: LanguageSchema.optional() }), response: PlanResponse },
} as const;

export const tasksEvents = {
  'flow.evt.scheduling.plan-changed': PlanChangedEvent,
  'flow.evt.scheduling.task-changed': TaskChangedEvent,
  'flow.evt.scheduling.habit-changed': TaskChangedEvent,
} as const;
