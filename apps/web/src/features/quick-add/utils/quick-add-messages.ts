/** Spec section 8, Quick add. Its saves are announced by the event mutations ('Event Created', 'Event Updated'). */
export const QuickAddMessages = {
  parseFailed: 'Failed to process event. Please try again.',
  suggestionsFailed: 'Failed to get time suggestions',
  slowTitle: 'Taking longer than expected',
  slowText: 'You can pick a time manually below',
  checkingTomorrow: 'Checking tomorrow',
  noMealTimeToday: (meal: string | null) => `No ${meal ?? 'meal'} times are left today, so here is tomorrow.`,
} as const;
