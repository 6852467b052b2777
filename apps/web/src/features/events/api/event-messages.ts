import { i18n } from '../../../i18n';
import { events } from '../../../i18n/catalogs/en/events';
import { pageNamespace } from '../../../i18n/page-catalog';

const EVENTS = pageNamespace('events', events);
/** An events text in the language on screen. */
export const text = (id: keyof typeof events, values?: Record<string, string>) => String(i18n.t(`${EVENTS}:${id}`, values as never));

/** Spec section 8: the scheduling, alignment and calendar toasts, word for word, in the language on screen. */
export const EventMessages = {
  get loadFailed() {
    return text('loadFailed');
  },
  get createFailed() {
    return text('createFailed');
  },
  get cancelFailed() {
    return text('cancelFailed');
  },
  get updateFailed() {
    return text('updateFailed');
  },
  get created() {
    return text('created');
  },
  get createdWithCalendar() {
    return text('createdWithCalendar');
  },
  createdCalendarError: (error: string) => text('createdCalendarError', { error }),
  get createdFlowOnly() {
    return text('createdFlowOnly');
  },
  get cancelled() {
    return text('cancelled');
  },
  get cancelledText() {
    return text('cancelledText');
  },
  get updated() {
    return text('updated');
  },
  get updatedWithCalendar() {
    return text('updatedWithCalendar');
  },
  updatedCalendarError: (error: string) => text('updatedCalendarError', { error }),
  get updatedFlowOnly() {
    return text('updatedFlowOnly');
  },
  get resetAlignment() {
    return text('resetAlignment');
  },
  get markedAligned() {
    return text('markedAligned');
  },
  get markedNotAligned() {
    return text('markedNotAligned');
  },
  get resetAlignmentFailed() {
    return text('resetAlignmentFailed');
  },
  get updateAlignmentFailed() {
    return text('updateAlignmentFailed');
  },
  // The calendar copy is made after the event is saved; the day view says where it stands.
  get copyPending() {
    return text('copyPending');
  },
  get copySynced() {
    return text('copySynced');
  },
  copyFailed: (reason: string) => text('copyFailed', { reason }),
  get retryCopy() {
    return text('retryCopy');
  },
  get retryCopyFailed() {
    return text('retryCopyFailed');
  },
};

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
