import type { QuickAddCorpusCase } from './parse-corpus';

/**
 * Held out, first round: written before the repeats, ranges, spoken times and relative spans were
 * taught to the engine, and never edited after. Measured once before any fix (31 of 35); two bugs it
 * showed (a cut overlapping the one before it stayed in the title) were then fixed, so it is no
 * longer unseen. Typed on Tuesday 10 March 2026 at 09:00 in Berlin, like the tuning corpus.
 */
export const QUICK_ADD_HELD_OUT_FIRST: QuickAddCorpusCase[] = [
  {
    message: 'Standup every weekday at 9:30',
    expected: {
      title: 'Standup',
      date: '2026-03-10',
      startTime: '09:30',
      duration: 30,
      meetingType: 'light_meeting',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    },
  },
  {
    message: 'Yoga every Saturday at 8am',
    expected: {
      title: 'Yoga',
      date: '2026-03-14',
      startTime: '08:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=SA',
    },
  },
  {
    message: '1:1 with Ben every other Thursday at 2pm',
    expected: {
      title: '1:1 with Ben',
      date: '2026-03-12',
      startTime: '14:00',
      duration: 30,
      meetingType: 'one_on_one',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH',
    },
  },
  {
    message: 'Piano lesson every Wednesday 5pm until June',
    expected: {
      title: 'Piano lesson',
      date: '2026-03-11',
      startTime: '17:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20260601T215959Z',
    },
  },
  {
    message: 'Team retro every second Tuesday of the month at 3pm',
    expected: {
      title: 'Team retro',
      date: '2026-03-10',
      startTime: '15:00',
      duration: 45,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=MONTHLY;BYDAY=2TU',
    },
  },
  {
    message: 'Pay rent on the 1st of every month',
    expected: {
      title: 'Pay rent',
      date: '2026-04-01',
      startTime: null,
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
    },
  },
  {
    message: 'Journal every day at 10pm',
    expected: {
      title: 'Journal',
      date: '2026-03-10',
      startTime: '22:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=DAILY',
    },
  },
  {
    message: 'Gym every Monday and Thursday at 6pm',
    expected: {
      title: 'Gym',
      date: '2026-03-12',
      startTime: '18:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TH',
    },
  },
  {
    message: 'Weekly planning every Monday at 9 for 10 weeks',
    expected: {
      title: 'Weekly planning',
      date: '2026-03-16',
      startTime: '09:00',
      duration: 45,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=10',
    },
  },
  {
    message: 'Book club every 4 weeks on Thursday at 7pm',
    expected: {
      title: 'Book club',
      date: '2026-03-12',
      startTime: '19:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=TH',
    },
  },
  {
    message: 'Water the plants every 3 days',
    expected: {
      title: 'Water the plants',
      date: '2026-03-10',
      startTime: null,
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=DAILY;INTERVAL=3',
    },
  },
  {
    message: 'Physio every Tuesday at 4pm, 6 times',
    expected: {
      title: 'Physio',
      date: '2026-03-10',
      startTime: '16:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=6',
    },
  },
  {
    message: 'Monthly review on the last Friday of every month at 4pm',
    expected: {
      title: 'Monthly review',
      date: '2026-03-27',
      startTime: '16:00',
      duration: 45,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=MONTHLY;BYDAY=-1FR',
    },
  },
  {
    message: 'Standup at 9:45 every weekday',
    expected: {
      title: 'Standup',
      date: '2026-03-10',
      startTime: '09:45',
      duration: 30,
      meetingType: 'light_meeting',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    },
  },
  {
    message: 'Language exchange every Tuesday evening',
    expected: {
      title: 'Language exchange',
      date: '2026-03-10',
      startTime: '18:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=TU',
    },
  },
  {
    message: 'Swim every morning at 6:30',
    expected: { title: 'Swim', date: '2026-03-11', startTime: '06:30', duration: 60, meetingType: 'collaboration', mealType: null, recurrence: 'FREQ=DAILY' },
  },
  {
    message: 'Deep work 9-11 on Thursday',
    expected: { title: 'Deep work', date: '2026-03-12', startTime: '09:00', duration: 120, meetingType: 'deep_work', mealType: null },
  },
  {
    message: 'Client call 11–11:30 tomorrow',
    expected: { title: 'Client call', date: '2026-03-11', startTime: '11:00', duration: 30, meetingType: 'light_meeting', mealType: null },
  },
  {
    message: 'Workshop Friday 2 to 4:30pm',
    expected: { title: 'Workshop', date: '2026-03-13', startTime: '14:00', duration: 150, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Run 6:15 tomorrow morning',
    expected: { title: 'Run', date: '2026-03-11', startTime: '06:15', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Call dad at 8 tonight',
    expected: { title: 'Call dad', date: '2026-03-10', startTime: '20:00', duration: 30, meetingType: 'light_meeting', mealType: null },
  },
  {
    message: 'Tea with Nora at quarter past four',
    expected: { title: 'Tea with Nora', date: '2026-03-10', startTime: '16:15', duration: 30, meetingType: 'one_on_one', mealType: null },
  },
  {
    message: 'Dentist at quarter to three on Friday',
    expected: { title: 'Dentist', date: '2026-03-13', startTime: '14:45', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Lunch with Omar at noon tomorrow',
    expected: { title: 'Lunch with Omar', date: '2026-03-11', startTime: '12:00', duration: 60, meetingType: 'social', mealType: 'lunch' },
  },
  {
    message: 'Deploy window at midnight',
    expected: { title: 'Deploy window', date: '2026-03-11', startTime: '00:00', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Visit grandma in 3 days',
    expected: { title: 'Visit grandma', date: '2026-03-13', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Haircut a week from Friday',
    expected: { title: 'Haircut', date: '2026-03-20', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Sync with design at half past two on Monday',
    expected: { title: 'Sync with design', date: '2026-03-16', startTime: '14:30', duration: 45, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Write newsletter 45 minutes Thursday at 10am',
    expected: { title: 'Write newsletter', date: '2026-03-12', startTime: '10:00', duration: 45, meetingType: 'deep_work', mealType: null },
  },
  {
    message: 'For 2 hours on Saturday: garden cleanup',
    expected: { title: 'Garden cleanup', date: '2026-03-14', startTime: null, duration: 120, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Breakfast at 7:30 tomorrow morning',
    expected: { title: 'Breakfast', date: '2026-03-11', startTime: '07:30', duration: 30, meetingType: 'social', mealType: 'breakfast' },
  },
  { message: 'Movie at 9 tonight', expected: { title: 'Movie', date: '2026-03-10', startTime: '21:00', duration: 90, meetingType: 'social', mealType: null } },
  {
    message: 'Meet Leo in two weeks',
    expected: { title: 'Meet Leo', date: '2026-03-24', startTime: null, duration: 45, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Review contracts 1-3pm Wednesday',
    expected: { title: 'Review contracts', date: '2026-03-11', startTime: '13:00', duration: 120, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Pottery class from 6 until 8 tonight',
    expected: { title: 'Pottery class', date: '2026-03-10', startTime: '18:00', duration: 120, meetingType: 'collaboration', mealType: null },
  },
];

/**
 * Held out, third round: written after the second round's misses were looked at and before they
 * were fixed, committed before the engine was run on it, and never edited after to make a case pass.
 * The phrasings a new user types: repeats, ranges, parts of day, spoken times, relative spans and
 * durations anywhere. bench/quick-add reports the share fully right (target ≥ 97%).
 */
export const QUICK_ADD_HELD_OUT: QuickAddCorpusCase[] = [
  {
    message: 'Standup every weekday at 10',
    expected: {
      title: 'Standup',
      date: '2026-03-10',
      startTime: '10:00',
      duration: 30,
      meetingType: 'light_meeting',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    },
  },
  {
    message: 'Spin class every Wednesday at 6pm',
    expected: {
      title: 'Spin class',
      date: '2026-03-11',
      startTime: '18:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=WE',
    },
  },
  {
    message: 'Mentoring session every other Monday at 3pm',
    expected: {
      title: 'Mentoring session',
      date: '2026-03-16',
      startTime: '15:00',
      duration: 30,
      meetingType: 'one_on_one',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
    },
  },
  {
    message: 'Family dinner every Sunday at 6',
    expected: {
      title: 'Family dinner',
      date: '2026-03-15',
      startTime: '18:00',
      duration: 60,
      meetingType: 'social',
      mealType: 'dinner',
      recurrence: 'FREQ=WEEKLY;BYDAY=SU',
    },
  },
  {
    message: 'Team sync Tuesdays and Thursdays at 11',
    expected: {
      title: 'Team sync',
      date: '2026-03-10',
      startTime: '11:00',
      duration: 45,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH',
    },
  },
  {
    message: 'Pay credit card bill on the 5th of every month',
    expected: {
      title: 'Pay credit card bill',
      date: '2026-04-05',
      startTime: null,
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=5',
    },
  },
  {
    message: 'Book club on the last Thursday of every month at 7:30pm',
    expected: {
      title: 'Book club',
      date: '2026-03-26',
      startTime: '19:30',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=MONTHLY;BYDAY=-1TH',
    },
  },
  {
    message: 'Stretch every morning at 7',
    expected: {
      title: 'Stretch',
      date: '2026-03-11',
      startTime: '07:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=DAILY',
    },
  },
  {
    message: 'Take vitamins every day at 8am for 30 days',
    expected: {
      title: 'Take vitamins',
      date: '2026-03-11',
      startTime: '08:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=DAILY;COUNT=30',
    },
  },
  {
    message: 'Tennis every Saturday morning',
    expected: {
      title: 'Tennis',
      date: '2026-03-14',
      startTime: '09:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=SA',
    },
  },
  {
    message: 'Portfolio review every 3 months',
    expected: {
      title: 'Portfolio review',
      date: '2026-03-10',
      startTime: null,
      duration: 45,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=MONTHLY;INTERVAL=3',
    },
  },
  {
    message: 'Water plants every Monday and Friday until April 30',
    expected: {
      title: 'Water plants',
      date: '2026-03-13',
      startTime: null,
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,FR;UNTIL=20260430T215959Z',
    },
  },
  {
    message: 'Dance lessons every Thursday at 8pm, 10 times',
    expected: {
      title: 'Dance lessons',
      date: '2026-03-12',
      startTime: '20:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=TH;COUNT=10',
    },
  },
  {
    message: 'Budget check every first Monday of the month at 9am',
    expected: {
      title: 'Budget check',
      date: '2026-04-06',
      startTime: '09:00',
      duration: 90,
      meetingType: 'deep_work',
      mealType: null,
      recurrence: 'FREQ=MONTHLY;BYDAY=1MO',
    },
  },
  {
    message: 'Call grandma every other Sunday at 5pm',
    expected: {
      title: 'Call grandma',
      date: '2026-03-15',
      startTime: '17:00',
      duration: 30,
      meetingType: 'light_meeting',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU',
    },
  },
  {
    message: 'Weekly 1:1 with Jo on Fridays at 2',
    expected: {
      title: 'Weekly 1:1 with Jo',
      date: '2026-03-13',
      startTime: '14:00',
      duration: 30,
      meetingType: 'one_on_one',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=FR',
    },
  },
  {
    message: 'Write morning pages every day at 6:30am',
    expected: {
      title: 'Write morning pages',
      date: '2026-03-11',
      startTime: '06:30',
      duration: 90,
      meetingType: 'deep_work',
      mealType: null,
      recurrence: 'FREQ=DAILY',
    },
  },
  {
    message: 'Neighbourhood meeting on the second Tuesday of every month at 7pm',
    expected: {
      title: 'Neighbourhood meeting',
      date: '2026-03-10',
      startTime: '19:00',
      duration: 45,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=MONTHLY;BYDAY=2TU',
    },
  },
  {
    message: 'Piano practice every weekday 5 to 6pm',
    expected: {
      title: 'Piano practice',
      date: '2026-03-10',
      startTime: '17:00',
      duration: 60,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    },
  },
  {
    message: 'Workshop 1-4pm Thursday',
    expected: { title: 'Workshop', date: '2026-03-12', startTime: '13:00', duration: 180, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Focus block 9:30-11 tomorrow',
    expected: { title: 'Focus block', date: '2026-03-11', startTime: '09:30', duration: 90, meetingType: 'deep_work', mealType: null },
  },
  {
    message: 'Meeting with suppliers from 2 to 3:30 on Friday',
    expected: { title: 'Meeting with suppliers', date: '2026-03-13', startTime: '14:00', duration: 90, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Yoga class 6–7:30pm Wednesday',
    expected: { title: 'Yoga class', date: '2026-03-11', startTime: '18:00', duration: 90, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Onboarding call 10 until 10:30 tomorrow',
    expected: { title: 'Onboarding call', date: '2026-03-11', startTime: '10:00', duration: 30, meetingType: 'light_meeting', mealType: null },
  },
  {
    message: 'Conference Thursday 9am to 5pm',
    expected: { title: 'Conference', date: '2026-03-12', startTime: '09:00', duration: 480, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Lunch with Tom 12:30-1:30 Friday',
    expected: { title: 'Lunch with Tom', date: '2026-03-13', startTime: '12:30', duration: 60, meetingType: 'social', mealType: 'lunch' },
  },
  {
    message: 'Run at 7 tomorrow morning',
    expected: { title: 'Run', date: '2026-03-11', startTime: '07:00', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Call Lisa at 9 tonight',
    expected: { title: 'Call Lisa', date: '2026-03-10', startTime: '21:00', duration: 30, meetingType: 'light_meeting', mealType: null },
  },
  {
    message: 'Pick up dry cleaning at 5 this evening',
    expected: { title: 'Pick up dry cleaning', date: '2026-03-10', startTime: '17:00', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Flight at 6:45 Saturday morning',
    expected: { title: 'Flight', date: '2026-03-14', startTime: '06:45', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Drinks with Jay Friday night at 8',
    expected: { title: 'Drinks with Jay', date: '2026-03-13', startTime: '20:00', duration: 90, meetingType: 'social', mealType: null },
  },
  {
    message: 'Doctor at half past ten tomorrow',
    expected: { title: 'Doctor', date: '2026-03-11', startTime: '10:30', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Standup at quarter past nine on Monday',
    expected: { title: 'Standup', date: '2026-03-16', startTime: '09:15', duration: 30, meetingType: 'light_meeting', mealType: null },
  },
  {
    message: 'Pick up Emma at quarter to four',
    expected: { title: 'Pick up Emma', date: '2026-03-10', startTime: '15:45', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Team lunch at noon on Thursday',
    expected: { title: 'Team lunch', date: '2026-03-12', startTime: '12:00', duration: 60, meetingType: 'social', mealType: 'lunch' },
  },
  {
    message: "Launch party at 8 o'clock on Saturday",
    expected: { title: 'Launch party', date: '2026-03-14', startTime: '20:00', duration: 90, meetingType: 'social', mealType: null },
  },
  {
    message: 'Nap at half past one',
    expected: { title: 'Nap', date: '2026-03-10', startTime: '13:30', duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Check on the sourdough in 2 days',
    expected: { title: 'Check on the sourdough', date: '2026-03-12', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Dentist cleaning three weeks from today',
    expected: { title: 'Dentist cleaning', date: '2026-03-31', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Follow up with the landlord in a week',
    expected: { title: 'Follow up with the landlord', date: '2026-03-17', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Car service two days from Friday',
    expected: { title: 'Car service', date: '2026-03-15', startTime: null, duration: 60, meetingType: 'collaboration', mealType: null },
  },
  {
    message: 'Block 3 hours on Wednesday for tax paperwork',
    expected: { title: 'Tax paperwork', date: '2026-03-11', startTime: null, duration: 180, meetingType: 'light_meeting', mealType: null },
  },
  {
    message: 'Meditate 20 minutes every evening',
    expected: {
      title: 'Meditate',
      date: '2026-03-10',
      startTime: '18:00',
      duration: 20,
      meetingType: 'collaboration',
      mealType: null,
      recurrence: 'FREQ=DAILY',
    },
  },
  {
    message: 'Thursday at 3 review the slides for an hour',
    expected: { title: 'Review the slides', date: '2026-03-12', startTime: '15:00', duration: 60, meetingType: 'collaboration', mealType: null },
  },
];
