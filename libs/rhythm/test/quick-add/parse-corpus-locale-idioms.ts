import type { MealType, MeetingType } from '@flow/contracts';
import type { QuickAddCorpusCase } from './parse-corpus';

/**
 * Tuning phrases of issue 41 (part of QUICK_ADD_CORPUS): numeric dates in the person's locale order,
 * work idioms and time words that name the event. Typed at the corpus moment (Tuesday 10 March 2026,
 * 08:00 UTC: 08:00 London, 09:00 Berlin, 13:30 Kolkata, 04:00 New York, 17:00 Tokyo).
 */
type Where = { timeZone?: string; locale?: string };
const gb: Where = { timeZone: 'Europe/London', locale: 'en-GB' };
const inl: Where = { timeZone: 'Asia/Kolkata', locale: 'en-IN' };
const us: Where = { timeZone: 'America/New_York', locale: 'en-US' };
const berlin: Where = {};
const TYPES: Record<string, MeetingType> = { c: 'collaboration', d: 'deep_work', l: 'light_meeting', o: 'one_on_one', s: 'social', r: 'creative' };

function phrase(
  message: string,
  where: Where,
  title: string,
  date: string,
  startTime: string | null,
  duration: number,
  type: keyof typeof TYPES,
  mealType: MealType | null = null,
  recurrence: string | null = null,
): QuickAddCorpusCase {
  return { message, ...where, expected: { title, date, startTime, duration, meetingType: TYPES[type]!, mealType, recurrence } };
}

export const QUICK_ADD_CORPUS_LOCALE_IDIOMS: QuickAddCorpusCase[] = [
  // The issue's own example, each way round, and the fallbacks when no locale is sent.
  phrase('Vet 03/12 at 9am', gb, 'Vet', '2026-12-03', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', us, 'Vet', '2026-03-12', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', { timeZone: 'Europe/London' }, 'Vet', '2026-12-03', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', { timeZone: 'Asia/Calcutta' }, 'Vet', '2026-12-03', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', { timeZone: 'America/Chicago' }, 'Vet', '2026-03-12', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', { timeZone: 'UTC' }, 'Vet', '2026-03-12', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', { timeZone: 'Asia/Tokyo' }, 'Vet', '2026-03-12', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', { locale: 'hi-IN' }, 'Vet', '2026-12-03', '09:00', 60, 'c'),
  phrase('Dentist appointment 3/12 at 4', { locale: 'en-GB' }, 'Dentist appointment', '2026-12-03', '16:00', 60, 'c'),
  phrase('School run 16/03 at 8:15', gb, 'School run', '2026-03-16', '08:15', 60, 'c'),
  phrase('Tax deadline 31/07/2026', inl, 'Tax deadline', '2026-07-31', null, 60, 'c'),
  phrase('Tax deadline 07/31/2026', us, 'Tax deadline', '2026-07-31', null, 60, 'c'),
  phrase('Holi party 04/03', inl, 'Holi party', '2027-03-04', null, 90, 's'),
  phrase('Doctor on March 24 at 10', gb, 'Doctor', '2026-03-24', '10:00', 60, 'c'),
  phrase('Doctor on 24 March at 10', us, 'Doctor', '2026-03-24', '10:00', 60, 'c'),

  // Work idioms.
  phrase('Emails first thing', { timeZone: 'Europe/London' }, 'Emails', '2026-03-10', '09:00', 30, 'l'),
  phrase('Review the PR first thing tomorrow', berlin, 'Review the PR', '2026-03-11', '09:00', 45, 'c'),
  phrase('Call Grandma after work', berlin, 'Call Grandma', '2026-03-10', '17:30', 30, 'l'),
  phrase('Ship the release notes end of day', berlin, 'Ship the release notes', '2026-03-10', '17:00', 60, 'c'),
  phrase('Timesheet by EOD Friday', berlin, 'Timesheet', '2026-03-13', '17:00', 60, 'c'),
  phrase('Approve invoices before COB', berlin, 'Approve invoices', '2026-03-10', '17:00', 30, 'l'),
  phrase('Talk hiring plan with Mia over lunch', berlin, 'Talk hiring plan with Mia', '2026-03-10', '12:30', 60, 'o'),
  phrase('Pair on the bug over lunch for 90 minutes', berlin, 'Pair on the bug', '2026-03-10', '12:30', 90, 'c'),
  phrase('Nap after lunch', berlin, 'Nap', '2026-03-10', '13:30', 60, 'c'),
  phrase('Gym before work', { timeZone: 'America/New_York' }, 'Gym', '2026-03-10', '08:00', 60, 'c'),
  phrase('Dishes after dinner', berlin, 'Dishes', '2026-03-10', '20:00', 60, 'c'),
  phrase('Call the garage after lunch at 2pm', berlin, 'Call the garage', '2026-03-10', '14:00', 30, 'l'),
  phrase('Stretch break mid-morning every weekday', berlin, 'Stretch break', '2026-03-10', '10:30', 60, 'c', null, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
  phrase('Team huddle first thing', { timeZone: 'Asia/Kolkata' }, 'Team huddle', '2026-03-11', '09:00', 30, 'l'),

  // Time words that name the event.
  phrase('Plan the week', { timeZone: 'Europe/London' }, 'Plan the week', '2026-03-10', null, 60, 'c'),
  phrase('Plan the week Sunday at 6pm', berlin, 'Plan the week', '2026-03-15', '18:00', 60, 'c'),
  phrase('Review next month Friday 3pm', berlin, 'Review next month', '2026-03-13', '15:00', 45, 'c'),
  phrase('End of day review', berlin, 'End of day review', '2026-03-10', null, 45, 'c'),
  phrase('Lunchtime yoga Thursday at 12:30', berlin, 'Lunchtime yoga', '2026-03-12', '12:30', 60, 's', 'lunch'),
  phrase('Morning pages', berlin, 'Morning pages', '2026-03-10', '09:00', 60, 'c'),
  phrase('Weekly sync Thursday 10am', berlin, 'Weekly sync', '2026-03-12', '10:00', 45, 'c'),
  phrase('Weekly sync every Thursday at 10am', berlin, 'Weekly sync', '2026-03-12', '10:00', 45, 'c', null, 'FREQ=WEEKLY;BYDAY=TH'),
  phrase("Prep tomorrow's talk tonight", berlin, "Prep tomorrow's talk", '2026-03-10', '19:00', 90, 'd'),
  phrase('Write evening newsletter Monday at 5pm', berlin, 'Write evening newsletter', '2026-03-16', '17:00', 90, 'd'),
  phrase('Water plants weekly', { timeZone: 'Europe/London' }, 'Water plants', '2026-03-10', null, 60, 'c', null, 'FREQ=WEEKLY'),
];
