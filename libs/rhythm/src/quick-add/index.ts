export { parseEventRequest, FALLBACK_TITLE, type QuickAddInput } from './parse-event-request';
export { classifyMeetingType, type MeetingTypeClassification } from './meeting-types';
export { MEETING_TYPE_DURATIONS, DEFAULT_DURATION_MINUTES, defaultDuration, mealTypeOf } from './durations';
export { findDuration } from './duration-text';
export { QUICK_ADD_CORPUS, QUICK_ADD_CORPUS_NOW, QUICK_ADD_CORPUS_ZONE, type QuickAddCorpusCase } from './parse-corpus';
export { QUICK_ADD_HELD_OUT, QUICK_ADD_HELD_OUT_FIRST } from './parse-corpus-held-out';
