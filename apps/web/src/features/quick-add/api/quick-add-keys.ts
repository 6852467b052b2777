import type { EventFitBody, MealType, MeetingType } from '@flow/contracts';

export const quickAddKeys = {
  all: ['quick-add'] as const,
  suggestions: (date: string, durationMinutes: number, meetingType: MeetingType, mealType: MealType | null) =>
    [...quickAddKeys.all, 'suggestions', date, durationMinutes, meetingType, mealType ?? 'none'] as const,
  fit: (input: EventFitBody) => [...quickAddKeys.all, 'fit', input.startsAt, input.duration, input.meetingType, input.timezone ?? ''] as const,
};
