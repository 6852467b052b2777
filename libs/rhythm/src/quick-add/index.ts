export { parseEventRequest, FALLBACK_TITLE, type QuickAddInput } from './parse-event-request';
export { classifyMeetingType, type MeetingTypeClassification } from './meeting-types';
export { MEETING_TYPE_DURATIONS, DEFAULT_DURATION_MINUTES, defaultDuration, mealTypeOf } from './durations';
export { findDuration } from './duration-text';
export { eventTypeKey } from './type-corrections';
