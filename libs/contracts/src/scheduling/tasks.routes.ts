import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import {
  CreateHabitRequest,
  CreateTaskRequest,
  ExtendTaskBody,
  Habit,
  HabitsList,
  ParseTaskBody,
  PlanQuery,
  PlanResponse,
  SkipHabitBody,
  Task,
  TaskPreview,
  TasksList,
  UpdateHabitRequest,
  UpdateTaskRequest,
} from './tasks.contract';

const Ok = z.object({ ok: z.literal(true) });

/** The gateway's routes for tasks, habits and the plan. */
export const tasksRoutes = {
  listTasks: { method: 'GET', path: '/api/tasks', response: TasksList },
  createTask: { method: 'POST', path: '/api/tasks', body: CreateTaskRequest, response: Task },
  parseTask: { method: 'POST', path: '/api/tasks/parse', body: ParseTaskBody, response: TaskPreview },
  updateTask: { method: 'PATCH', path: '/api/tasks/:id', body: UpdateTaskRequest, response: Task },
  deleteTask: { method: 'DELETE', path: '/api/tasks/:id', response: Ok },
  completeTask: { method: 'POST', path: '/api/tasks/:id/complete', response: Task },
  pushTask: { method: 'POST', path: '/api/tasks/:id/push', response: Task },
  extendTask: { method: 'POST', path: '/api/tasks/:id/extend', body: ExtendTaskBody, response: Task },
  listHabits: { method: 'GET', path: '/api/habits', response: HabitsList },
  createHabit: { method: 'POST', path: '/api/habits', body: CreateHabitRequest, response: Habit },
  updateHabit: { method: 'PATCH', path: '/api/habits/:id', body: UpdateHabitRequest, response: Habit },
  deleteHabit: { method: 'DELETE', path: '/api/habits/:id', response: Ok },
  skipHabit: { method: 'POST', path: '/api/habits/:id/skip', body: SkipHabitBody, response: Habit },
  getPlan: { method: 'GET', path: '/api/plan', query: PlanQuery, response: PlanResponse },
} as const satisfies Record<string, HttpRoute>;
