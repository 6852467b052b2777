/** Spec section 8: the scheduling, alignment and calendar toasts, word for word. */
export const EventMessages = {
  loadFailed: 'Failed to load scheduled events',
  createFailed: 'Failed to create event',
  cancelFailed: 'Failed to cancel event',
  updateFailed: 'Failed to update event',
  created: 'Event Created',
  createdWithCalendar: 'Event added to FLOW and Google Calendar. Invites sent to attendees!',
  createdCalendarError: (error: string) => `Event added to FLOW. Google Calendar: ${error}`,
  createdFlowOnly: 'Event added to FLOW',
  cancelled: 'Event Cancelled',
  cancelledText: 'Event has been removed from your schedule',
  updated: 'Event Updated',
  updatedWithCalendar: 'Event updated in FLOW and Google Calendar',
  updatedCalendarError: (error: string) => `Event updated in FLOW. Google Calendar: ${error}`,
  updatedFlowOnly: 'Event updated in FLOW',
  resetAlignment: 'Reset to automatic alignment',
  markedAligned: 'Marked as aligned',
  markedNotAligned: 'Marked as not aligned',
  resetAlignmentFailed: 'Failed to reset alignment',
  updateAlignmentFailed: 'Failed to update alignment',
  // The calendar copy is made after the event is saved; the day view says where it stands.
  copyPending: 'Copying to your calendar…',
  copySynced: 'In your calendar',
  copyFailed: (reason: string) => `Not copied to your calendar: ${reason}`,
  retryCopy: 'Retry',
  retryCopyFailed: 'Failed to retry the calendar copy',
} as const;

/** The description of 'Event Created': what happened to the calendar copy. */
export function createdDescription(result: { googleEventCreated: boolean; googleEventError: string | null }): string {
  if (result.googleEventError) return EventMessages.createdCalendarError(result.googleEventError);
  return result.googleEventCreated ? EventMessages.createdWithCalendar : EventMessages.createdFlowOnly;
}

/** The description of 'Event Updated'. */
export function updatedDescription(result: { googleEventUpdated: boolean; googleEventError: string | null }): string {
  if (result.googleEventError) return EventMessages.updatedCalendarError(result.googleEventError);
  return result.googleEventUpdated ? EventMessages.updatedWithCalendar : EventMessages.updatedFlowOnly;
}
