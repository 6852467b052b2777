import type { QuickAddCorpusCase } from './parse-corpus';

/**
 * Held out, first round: written before the repeats, ranges, spoken times and relative spans were
 * taught to the engine, and never edited after. Measured once before any fix (31 of 35); two bugs it
 * showed (a cut overlapping the one before it stayed in the title) were then fixed, so it is no
 * longer unseen. Typed on Tuesday 10 March 2026 at 09:00 in Berlin, like the tuning corpus.
 */
export const QUICK_ADD_HELD_OUT_FIRST: QuickAddCorpusCase[] = [
  { message: 'Standup every weekday at 9:30', expected: { title: 'Standup', date: '2026-03-10', startTime: '09:30', duration: 30, meetingType: 'light_meeting', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' } },
  { message: 'Yoga every Saturday at 8am', expected: { title: 'Yoga', date: '2026-03-14', startTime: '08:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=SA' } },
  { message: '1:1 with Ben every other Thursday at 2pm', expected: { title: '1:1 with Ben', date: '2026-03-12', startTime: '14:00', duration: 30, meetingType: 'one_on_one', mealType: null, recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH' } },
  { message: 'Piano lesson every Wednesday 5pm until June', expected: { title: 'Piano lesson', date: '2026-03-11', startTime: '17:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20260601T215959Z' } },
  { message: 'Team retro every second Tuesday of the month at 3pm', expected: { title: 'Team retro', date: '2026-03-10', startTime: '15:00', duration: 45, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=MONTHLY;BYDAY=2TU' } },
  { message: 'Pay rent on the 1st of every month', expected: { title: 'Pay rent', date: '2026-04-01', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1' } },
  { message: 'Journal every day at 10pm', expected: { title: 'Journal', date: '2026-03-10', startTime: '22:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=DAILY' } },
  { message: 'Gym every Monday and Thursday at 6pm', expected: { title: 'Gym', date: '2026-03-12', startTime: '18:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=MO,TH' } },
  { message: 'Weekly planning every Monday at 9 for 10 weeks', expected: { title: 'Weekly planning', date: '2026-03-16', startTime: '09:00', duration: 45, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=10' } },
  { message: 'Book club every 4 weeks on Thursday at 7pm', expected: { title: 'Book club', date: '2026-03-12', startTime: '19:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=TH' } },
  { message: 'Water the plants every 3 days', expected: { title: 'Water the plants', date: '2026-03-10', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=DAILY;INTERVAL=3' } },
  { message: 'Physio every Tuesday at 4pm, 6 times', expected: { title: 'Physio', date: '2026-03-10', startTime: '16:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=6' } },
  { message: 'Monthly review on the last Friday of every month at 4pm', expected: { title: 'Monthly review', date: '2026-03-27', startTime: '16:00', duration: 45, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=MONTHLY;BYDAY=-1FR' } },
  { message: 'Standup at 9:45 every weekday', expected: { title: 'Standup', date: '2026-03-10', startTime: '09:45', duration: 30, meetingType: 'light_meeting', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' } },
  { message: 'Language exchange every Tuesday evening', expected: { title: 'Language exchange', date: '2026-03-10', startTime: '18:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=TU' } },
  { message: 'Swim every morning at 6:30', expected: { title: 'Swim', date: '2026-03-11', startTime: '06:30', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=DAILY' } },
  { message: 'Deep work 9-11 on Thursday', expected: { title: 'Deep work', date: '2026-03-12', startTime: '09:00', duration: 120, meetingType: 'deep_work', mealType: null } },
  { message: 'Client call 11–11:30 tomorrow', expected: { title: 'Client call', date: '2026-03-11', startTime: '11:00', duration: 30, meetingType: 'light_meeting', mealType: null } },
  { message: 'Workshop Friday 2 to 4:30pm', expected: { title: 'Workshop', date: '2026-03-13', startTime: '14:00', duration: 150, meetingType: 'collaboration', mealType: null } },
  { message: 'Run 6:15 tomorrow morning', expected: { title: 'Run', date: '2026-03-11', startTime: '06:15', duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Call dad at 8 tonight', expected: { title: 'Call dad', date: '2026-03-10', startTime: '20:00', duration: 30, meetingType: 'light_meeting', mealType: null } },
  { message: 'Tea with Nora at quarter past four', expected: { title: 'Tea with Nora', date: '2026-03-10', startTime: '16:15', duration: 30, meetingType: 'one_on_one', mealType: null } },
  { message: 'Dentist at quarter to three on Friday', expected: { title: 'Dentist', date: '2026-03-13', startTime: '14:45', duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Lunch with Omar at noon tomorrow', expected: { title: 'Lunch with Omar', date: '2026-03-11', startTime: '12:00', duration: 60, meetingType: 'social', mealType: 'lunch' } },
  { message: 'Deploy window at midnight', expected: { title: 'Deploy window', date: '2026-03-11', startTime: '00:00', duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Visit grandma in 3 days', expected: { title: 'Visit grandma', date: '2026-03-13', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Haircut a week from Friday', expected: { title: 'Haircut', date: '2026-03-20', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Sync with design at half past two on Monday', expected: { title: 'Sync with design', date: '2026-03-16', startTime: '14:30', duration: 45, meetingType: 'collaboration', mealType: null } },
  { message: 'Write newsletter 45 minutes Thursday at 10am', expected: { title: 'Write newsletter', date: '2026-03-12', startTime: '10:00', duration: 45, meetingType: 'deep_work', mealType: null } },
  { message: 'For 2 hours on Saturday: garden cleanup', expected: { title: 'Garden cleanup', date: '2026-03-14', startTime: null, duration: 120, meetingType: 'collaboration', mealType: null } },
  { message: 'Breakfast at 7:30 tomorrow morning', expected: { title: 'Breakfast', date: '2026-03-11', startTime: '07:30', duration: 30, meetingType: 'social', mealType: 'breakfast' } },
  { message: 'Movie at 9 tonight', expected: { title: 'Movie', date: '2026-03-10', startTime: '21:00', duration: 90, meetingType: 'social', mealType: null } },
  { message: 'Meet Leo in two weeks', expected: { title: 'Meet Leo', date: '2026-03-24', startTime: null, duration: 45, meetingType: 'collaboration', mealType: null } },
  { message: 'Review contracts 1-3pm Wednesday', expected: { title: 'Review contracts', date: '2026-03-11', startTime: '13:00', duration: 120, meetingType: 'collaboration', mealType: null } },
  { message: 'Pottery class from 6 until 8 tonight', expected: { title: 'Pottery class', date: '2026-03-10', startTime: '18:00', duration: 120, meetingType: 'collaboration', mealType: null } },
];

/**
 * Held out: written after those fixes and committed before the engine was run on it; never edited
 * after to make a case pass. bench/quick-add reports the share fully right.
 */
export const QUICK_ADD_HELD_OUT: QuickAddCorpusCase[] = [
  { message: 'Pilates every Thursday at 6:30pm', expected: { title: 'Pilates', date: '2026-03-12', startTime: '18:30', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=TH' } },
  { message: 'Sprint demo every 2 weeks on Wednesday at 11', expected: { title: 'Sprint demo', date: '2026-03-11', startTime: '11:00', duration: 45, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE' } },
  { message: 'Call mom every Sunday evening', expected: { title: 'Call mom', date: '2026-03-15', startTime: '18:00', duration: 30, meetingType: 'light_meeting', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=SU' } },
  { message: 'Team breakfast on the first Friday of every month at 8:30', expected: { title: 'Team breakfast', date: '2026-04-03', startTime: '08:30', duration: 30, meetingType: 'social', mealType: 'breakfast', recurrence: 'FREQ=MONTHLY;BYDAY=1FR' } },
  { message: 'Invoice run on the 25th of every month', expected: { title: 'Invoice run', date: '2026-03-25', startTime: null, duration: 30, meetingType: 'light_meeting', mealType: null, recurrence: 'FREQ=MONTHLY;BYMONTHDAY=25' } },
  { message: 'Study Spanish every weekday 7-8am', expected: { title: 'Study Spanish', date: '2026-03-11', startTime: '07:00', duration: 60, meetingType: 'deep_work', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' } },
  { message: 'Walk the dog every day at 7pm', expected: { title: 'Walk the dog', date: '2026-03-10', startTime: '19:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=DAILY' } },
  { message: 'Therapy every Tuesday at 5pm until May', expected: { title: 'Therapy', date: '2026-03-10', startTime: '17:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260501T215959Z' } },
  { message: 'Office hours Mondays and Wednesdays at 2pm', expected: { title: 'Office hours', date: '2026-03-11', startTime: '14:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE' } },
  { message: 'Choir practice every Thursday night for 8 weeks', expected: { title: 'Choir practice', date: '2026-03-12', startTime: '19:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=TH;COUNT=8' } },
  { message: 'Date night every other Saturday at 7:30pm', expected: { title: 'Date night', date: '2026-03-14', startTime: '19:30', duration: 90, meetingType: 'social', mealType: null, recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA' } },
  { message: 'Review budget every month on the 3rd', expected: { title: 'Review budget', date: '2026-04-03', startTime: null, duration: 90, meetingType: 'deep_work', mealType: null, recurrence: 'FREQ=MONTHLY;BYMONTHDAY=3' } },
  { message: 'Check in with Sara every Friday at 4, 5 times', expected: { title: 'Check in with Sara', date: '2026-03-13', startTime: '16:00', duration: 30, meetingType: 'one_on_one', mealType: null, recurrence: 'FREQ=WEEKLY;BYDAY=FR;COUNT=5' } },
  { message: 'Lunch with Ravi 12-1 on Thursday', expected: { title: 'Lunch with Ravi', date: '2026-03-12', startTime: '12:00', duration: 60, meetingType: 'social', mealType: 'lunch' } },
  { message: 'Focus time 10 to 12 tomorrow', expected: { title: 'Focus time', date: '2026-03-11', startTime: '10:00', duration: 120, meetingType: 'deep_work', mealType: null } },
  { message: 'Hackathon 10:30-4 on Saturday', expected: { title: 'Hackathon', date: '2026-03-14', startTime: '10:30', duration: 330, meetingType: 'collaboration', mealType: null } },
  { message: 'Coffee at 8 tomorrow morning', expected: { title: 'Coffee', date: '2026-03-11', startTime: '08:00', duration: 30, meetingType: 'social', mealType: 'coffee' } },
  { message: 'Pick up kids at 3:15 this afternoon', expected: { title: 'Pick up kids', date: '2026-03-10', startTime: '15:15', duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Bowling at 9 tonight', expected: { title: 'Bowling', date: '2026-03-10', startTime: '21:00', duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Catch the train at quarter past six tomorrow morning', expected: { title: 'Catch the train', date: '2026-03-11', startTime: '06:15', duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Webinar at half past eleven on Thursday', expected: { title: 'Webinar', date: '2026-03-12', startTime: '11:30', duration: 45, meetingType: 'collaboration', mealType: null } },
  { message: 'Bake bread at noon on Sunday', expected: { title: 'Bake bread', date: '2026-03-15', startTime: '12:00', duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Release at midnight on Friday', expected: { title: 'Release', date: '2026-03-13', startTime: '00:00', duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Renew passport in 2 weeks', expected: { title: 'Renew passport', date: '2026-03-24', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Follow up with Max in five days', expected: { title: 'Follow up with Max', date: '2026-03-15', startTime: null, duration: 30, meetingType: 'one_on_one', mealType: null } },
  { message: 'Vet visit two weeks from Monday', expected: { title: 'Vet visit', date: '2026-03-30', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null } },
  { message: 'Write chapter 3 for 2 hours Thursday morning', expected: { title: 'Write chapter 3', date: '2026-03-12', startTime: '09:00', duration: 120, meetingType: 'deep_work', mealType: null } },
  { message: 'On Friday, for 45 minutes, plan the offsite', expected: { title: 'Plan the offsite', date: '2026-03-13', startTime: null, duration: 45, meetingType: 'collaboration', mealType: null } },
  { message: 'Piano recital Saturday 4-6pm', expected: { title: 'Piano recital', date: '2026-03-14', startTime: '16:00', duration: 120, meetingType: 'collaboration', mealType: null } },
  { message: 'Annual checkup on March 30 at 9', expected: { title: 'Annual checkup', date: '2026-03-30', startTime: '09:00', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=YEARLY' } },
];
