import { z } from 'zod';
import { IsoDate, IsoInstant, Uuid } from '../common/primitives';

/** Tasks, habits and their plan (issue 37): what the person needs to do, and where FLOW puts it. */

export const EnergyNeed = z.enum(['focus', 'creative', 'admin', 'physical', 'social']);
export type EnergyNeed = z.infer<typeof EnergyNeed>;
export const TaskStatus = z.enum(['open', 'done']);
export type TaskStatus = z.infer<typeof TaskStatus>;
export const HabitDay = z.enum(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);
export type HabitDay = z.infer<typeof HabitDay>;

export const TasksMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  notesTooLong: 'Notes must be at most 5000 characters',
  durationRange: 'Duration must be between 15 minutes and 8 hours',
  minChunkRange: 'The shortest piece must be between 15 minutes and 8 hours',
  priorityRange: 'Priority is 1 (highest) to 4',
  deadlinePast: 'The deadline is in the past',
  earliestAfterDeadline: 'The earliest start must be before the deadline',
  windowFormat: "Window times are 'HH:MM'",
  windowOrder: 'The window must end after it starts',
  flexibilityRange: 'A habit may move at most 4 hours from its window',
  timesPerWeekRange: 'A habit happens 1 to 7 times a week',
  daysOrTimes: 'Choose days or a number of times a week, not both',
  pinnedOrder: 'A pinned time must end after it starts',
  taskNotFound: 'Task not found.',
  habitNotFound: 'Habit not found.',
  messageRequired: 'Describe the task in a few words',
  rangeTooLong: 'Ask for at most 31 days of plan at a time',
} as const;

const Title = z.string(TasksMessages.titleRequired).trim().min(1, TasksMessages.titleRequired).max(200, TasksMessages.titleTooLong);
const Notes = z.string().trim().max(5000, TasksMessages.notesTooLong).nullable();
const Duration = z
  .number(TasksMessages.durationRange)
  .int(TasksMessages.durationRange)
  .min(15, TasksMessages.durationRange)
  .max(480, TasksMessages.durationRange);
const MinChunk = z
  .number(TasksMessages.minChunkRange)
  .int(TasksMessages.minChunkRange)
  .min(15, TasksMessages.minChunkRange)
  .max(480, TasksMessages.minChunkRange);
const Priority = z.number(TasksMessages.priorityRange).int(TasksMessages.priorityRange).min(1, TasksMessages.priorityRange).max(4, TasksMessages.priorityRange);
const Clock = z.string(TasksMessages.windowFormat).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TasksMessages.windowFormat);
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export const TimeInterval = z
  .strictObject({ start: IsoInstant, end: IsoInstant })
  .refine((i) => Date.parse(i.end) > Date.parse(i.start), TasksMessages.pinnedOrder);
export const HabitWindow = z.strictObject({ start: Clock, end: Clock }).refine((w) => minutesOf(w.end) > minutesOf(w.start), TasksMessages.windowOrder);

export const Task = z.object({
  id: Uuid,
  title: z.string(),
  notes: z.string().nullable(),
  durationMinutes: z.number().int(),
  dueAt: IsoInstant.nullable(),
  earliestStart: IsoInstant.nullable(),
  priority: z.number().int(),
  energy: EnergyNeed,
  splittable: z.boolean(),
  minChunkMinutes: z.number().int(),
  status: TaskStatus,
  /** The placement the person pinned: FLOW never moves it. */
  pinned: z.object({ start: IsoInstant, end: IsoInstant }).nullable(),
  completedAt: IsoInstant.nullable(),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
});
export type Task = z.infer<typeof Task>;

const taskFields = {
  title: Title,
  notes: Notes.optional(),
  durationMinutes: Duration,
  dueAt: IsoInstant.nullable().optional(),
  earliestStart: IsoInstant.nullable().optional(),
  priority: Priority.optional(),
  energy: EnergyNeed.optional(),
  splittable: z.boolean().optional(),
  minChunkMinutes: MinChunk.optional(),
};
const deadlineAfterEarliest = (t: { dueAt?: string | null; earliestStart?: string | null }) =>
  !t.dueAt || !t.earliestStart || Date.parse(t.earliestStart) < Date.parse(t.dueAt);
export const CreateTaskRequest = z.strictObject(taskFields).refine(deadlineAfterEarliest, TasksMessages.earliestAfterDeadline);
export type CreateTaskRequest = z.input<typeof CreateTaskRequest>;
export const UpdateTaskRequest = z
  .strictObject({
    ...taskFields,
    title: Title.optional(),
    durationMinutes: Duration.optional(),
    pinned: TimeInterval.nullable().optional(),
    status: TaskStatus.optional(),
  })
  .refine(deadlineAfterEarliest, TasksMessages.earliestAfterDeadline);
export type UpdateTaskRequest = z.input<typeof UpdateTaskRequest>;
export const TasksList = z.object({ tasks: z.array(Task) });
/** "Needs more time": +30 min or +1 h. */
export const ExtendTaskBody = z.strictObject({ minutes: z.union([z.literal(30), z.literal(60)]) });

export const Habit = z.object({
  id: Uuid,
  title: z.string(),
  durationMinutes: z.number().int(),
  days: z.array(HabitDay).nullable(),
  timesPerWeek: z.number().int().nullable(),
  window: z.object({ start: z.string(), end: z.string() }),
  flexibilityMinutes: z.number().int(),
  energy: EnergyNeed,
  paused: z.boolean(),
  /** Local dates skipped ("Skip today"). */
  skipDates: z.array(IsoDate),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
});
export type Habit = z.infer<typeof Habit>;
const habitFields = {
  title: Title,
  durationMinutes: Duration,
  days: z.array(HabitDay).min(1).max(7).nullable().optional(),
  timesPerWeek: z
    .number(TasksMessages.timesPerWeekRange)
    .int()
    .min(1, TasksMessages.timesPerWeekRange)
    .max(7, TasksMessages.timesPerWeekRange)
    .nullable()
    .optional(),
  window: HabitWindow,
  flexibilityMinutes: z.number().int().min(0, TasksMessages.flexibilityRange).max(240, TasksMessages.flexibilityRange).optional(),
  energy: EnergyNeed.optional(),
  paused: z.boolean().optional(),
};
const daysOrTimes = (h: { days?: unknown; timesPerWeek?: unknown }) => !(h.days && h.timesPerWeek);
export const CreateHabitRequest = z.strictObject(habitFields).refine(daysOrTimes, TasksMessages.daysOrTimes);
export type CreateHabitRequest = z.input<typeof CreateHabitRequest>;
export const UpdateHabitRequest = z
  .strictObject({ ...habitFields, title: Title.optional(), durationMinutes: Duration.optional(), window: HabitWindow.optional() })
  .refine(daysOrTimes, TasksMessages.daysOrTimes);
export type UpdateHabitRequest = z.input<typeof UpdateHabitRequest>;
export const HabitsList = z.object({ habits: z.array(Habit) });
/** Skip one day (default: the person's today). */
export const SkipHabitBody = z.strictObject({ date: IsoDate.optional() });

export const PlanPlacement = z.object({
  kind: z.enum(['task', 'habit']),
  id: Uuid,
  title: z.string(),
  start: IsoInstant,
  end: IsoInstant,
  reason: z.string(),
  energyMatch: z.number().min(0).max(1),
  pinned: z.boolean(),
});
export type PlanPlacement = z.infer<typeof PlanPlacement>;
export const PlanAtRisk = z.object({ id: Uuid, kind: z.enum(['task', 'habit']), title: z.string(), reason: z.string(), unplacedMinutes: z.number().int() });
export type PlanAtRisk = z.infer<typeof PlanAtRisk>;
export const PlanResponse = z.object({ placements: z.array(PlanPlacement), atRisk: z.array(PlanAtRisk) });
export type PlanResponse = z.infer<typeof PlanResponse>;
export const PlanQuery = z.strictObject({ from: IsoInstant.optional(), to: IsoInstant.optional() });

/** Quick Add: a sentence read as a task, and where FLOW would put it before it is saved. */
export const ParseTaskBody = z.strictObject({ message: z.string(TasksMessages.messageRequired).trim().min(1, TasksMessages.messageRequired).max(500) });
export const TaskDraft = z.object({
  title: z.string(),
  durationMinutes: z.number().int(),
  dueAt: IsoInstant.nullable(),
  priority: z.number().int(),
  energy: EnergyNeed,
  splittable: z.boolean(),
  minChunkMinutes: z.number().int(),
});
export type TaskDraft = z.infer<typeof TaskDraft>;
export const TaskPreview = z.object({ draft: TaskDraft, placements: z.array(PlanPlacement), atRisk: z.array(PlanAtRisk) });
export type TaskPreview = z.infer<typeof TaskPreview>;

/** The stored plan of a person changed: open tabs refetch it. */
export const PlanChangedEvent = z.object({ userId: Uuid, from: IsoInstant, to: IsoInstant, moved: z.number().int() });
export const TaskChangedEvent = z.object({ id: Uuid, userId: Uuid });
