/** @flow/planner: places tasks and habits into a person's days by the energy they need (pure, deterministic). */
export * from './types';
export * from './energy';
export { planItems } from './plan';
export { taskOrder, chunkLengths } from './tasks';
export { atRiskReason, durationWords, habitReason, taskReason, timeSpan } from './reasons';
export { changedPlacements } from './diff';
export { planMirror, type MirrorAction, type MirrorBlock, type MirrorInput, type MirrorItem, type MirrorPlan } from './mirror';
export { parseTaskText, looksLikeTask, energyOfTitle, type PersonDays, type TaskDraftText } from './parse-task';
