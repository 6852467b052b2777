import type { MealType, MeetingType } from '@flow/contracts';
import type { QuickAddCorpusCase } from './parse-corpus';

/**
 * Held out, fourth set (issue 41): written and committed before the parser learnt locale date order,
 * work idioms or time words in titles, and never edited after. Typed at the corpus moment (Tuesday
 * 10 March 2026, 08:00 UTC): 08:00 in London, 09:00 in Berlin, 13:30 in Kolkata, 04:00 in New York.
 *
 * The defaults it expects (documented in the parser): numeric dates in the person's locale order
 * (the `locale` given, else the zone's country: London en-GB, Kolkata en-IN, New York en-US, Berlin
 * day-first); 'first thing' 09:00, 'before work' 08:00, 'early morning' 07:00, 'mid-morning' 10:30,
 * 'before lunch' 11:00, 'at lunchtime' 12:30, 'over lunch' 12:30 for an hour, 'after lunch' 13:30,
 * 'late afternoon' 16:00, 'end of day' / 'EOD' / 'close of business' 17:00, 'after work' 17:30.
 */
const LONDON = 'Europe/London';
const KOLKATA = 'Asia/Kolkata';
const NEW_YORK = 'America/New_York';

type Where = { timeZone?: string; locale?: string };
const gb: Where = { timeZone: LONDON, locale: 'en-GB' };
const inl: Where = { timeZone: KOLKATA, locale: 'en-IN' };
const us: Where = { timeZone: NEW_YORK, locale: 'en-US' };
const berlin: Where = {};

const TYPES: Record<string, MeetingType> = {
  c: 'collaboration',
  d: 'deep_work',
  l: 'light_meeting',
  o: 'one_on_one',
  s: 'social',
  r: 'creative',
};

/** One phrase on a line: where it is typed, then title, date, start, minutes, type (letter) and meal. */
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

export const QUICK_ADD_HELD_OUT_LOCALE: QuickAddCorpusCase[] = [
  // Numeric dates in the person's locale order.
  phrase('Vet 03/12 at 9am', gb, 'Vet', '2026-12-03', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', us, 'Vet', '2026-03-12', '09:00', 60, 'c'),
  phrase('Vet 03/12 at 9am', inl, 'Vet', '2026-12-03', '09:00', 60, 'c'),
  phrase('Dentist 12/03 at 4pm', gb, 'Dentist', '2026-03-12', '16:00', 60, 'c'),
  phrase('Dentist 12/03 at 4pm', us, 'Dentist', '2026-12-03', '16:00', 60, 'c'),
  phrase('Haircut 05/04 at 10:30', gb, 'Haircut', '2026-04-05', '10:30', 60, 'c'),
  phrase('Haircut 05/04 at 10:30', us, 'Haircut', '2026-05-04', '10:30', 60, 'c'),
  phrase('Passport appointment on 14/04 at 11am', inl, 'Passport appointment', '2026-04-14', '11:00', 60, 'c'),
  phrase('Passport appointment on 4/14 at 11am', us, 'Passport appointment', '2026-04-14', '11:00', 60, 'c'),
  phrase('Team offsite 20/03', { timeZone: LONDON }, 'Team offsite', '2026-03-20', null, 45, 'c'),
  phrase('Flight to Delhi 02/04 at 6am', { timeZone: LONDON }, 'Flight to Delhi', '2026-04-02', '06:00', 60, 'c'),
  phrase('Flight to Delhi 02/04 at 6am', { timeZone: NEW_YORK }, 'Flight to Delhi', '2027-02-04', '06:00', 60, 'c'),
  phrase('Diwali shopping 08/11', { timeZone: KOLKATA }, 'Diwali shopping', '2026-11-08', null, 30, 'l'),
  phrase('Rent due 01/04', inl, 'Rent due', '2026-04-01', null, 60, 'c'),
  phrase('Rent due 04/01', us, 'Rent due', '2026-04-01', null, 60, 'c'),
  phrase('School play 03/12/2026 at 2pm', gb, 'School play', '2026-12-03', '14:00', 60, 'c'),
  phrase('School play 12/03/2026 at 2pm', us, 'School play', '2026-12-03', '14:00', 60, 'c'),
  phrase('Board meeting 30/3/2026 at 10am', gb, 'Board meeting', '2026-03-30', '10:00', 45, 'c'),
  phrase('Call the bank 11/03', gb, 'Call the bank', '2026-03-11', null, 30, 'l'),
  phrase('Call the bank 11/03', us, 'Call the bank', '2026-11-03', null, 30, 'l'),
  phrase('Lunch with Meera 13/3 at 1pm', inl, 'Lunch with Meera', '2026-03-13', '13:00', 60, 's', 'lunch'),
  phrase('Coffee with Tom 3/13 at 10am', us, 'Coffee with Tom', '2026-03-13', '10:00', 30, 's', 'coffee'),
  phrase('Interview 06/05 at 3:30pm', { locale: 'en-GB' }, 'Interview', '2026-05-06', '15:30', 45, 'c'),
  phrase('Interview 06/05 at 3:30pm', { timeZone: LONDON, locale: 'en-US' }, 'Interview', '2026-06-05', '15:30', 45, 'c'),
  phrase('Interview 06/05 at 3:30pm', { timeZone: NEW_YORK, locale: 'en-GB' }, 'Interview', '2026-05-06', '15:30', 45, 'c'),
  phrase('Parent-teacher meeting on 17/03 at 5pm', inl, 'Parent-teacher meeting', '2026-03-17', '17:00', 45, 'c'),
  phrase('Book club 2/4 at 7pm', gb, 'Book club', '2026-04-02', '19:00', 60, 'c'),
  phrase('Book club 4/2 at 7pm', us, 'Book club', '2026-04-02', '19:00', 60, 'c'),
  phrase('Visa interview 15-04-2026 at 9am', inl, 'Visa interview', '2026-04-15', '09:00', 45, 'c'),
  phrase('Wedding anniversary 25/12', { timeZone: KOLKATA }, 'Wedding anniversary', '2026-12-25', null, 90, 's'),
  phrase('Pay credit card bill 05/03', inl, 'Pay credit card bill', '2027-03-05', null, 60, 'c'),
  phrase('Standup 3/11 9:30am', us, 'Standup', '2026-03-11', '09:30', 30, 'l'),
  phrase('Standup 11/3 9:30am', gb, 'Standup', '2026-03-11', '09:30', 30, 'l'),
  phrase('Dinner at Nandos 14/03 at 7', { timeZone: LONDON }, 'Dinner at Nandos', '2026-03-14', '19:00', 60, 's', 'dinner'),
  phrase('Gas engineer visit on 10/03 at 2pm', gb, 'Gas engineer visit', '2026-03-10', '14:00', 60, 'c'),
  phrase('Physio 3/10 at 2pm', us, 'Physio', '2026-03-10', '14:00', 60, 'c'),
  phrase('Physio 3/10 at 2pm', gb, 'Physio', '2026-10-03', '14:00', 60, 'c'),

  // Time-of-day idioms people use for work.
  phrase('Email the landlord first thing tomorrow', berlin, 'Email the landlord', '2026-03-11', '09:00', 30, 'l'),
  phrase('First thing Monday: review the budget', berlin, 'Review the budget', '2026-03-16', '09:00', 90, 'd'),
  phrase('Call Mum after work', berlin, 'Call Mum', '2026-03-10', '17:30', 30, 'l'),
  phrase('Gym after work on Thursday', berlin, 'Gym', '2026-03-12', '17:30', 60, 'c'),
  phrase('Send the invoice by end of day', berlin, 'Send the invoice', '2026-03-10', '17:00', 30, 'l'),
  phrase('Finish the slides end of day Friday', berlin, 'Finish the slides', '2026-03-13', '17:00', 60, 'c'),
  phrase('Catch up with Priya over lunch', berlin, 'Catch up with Priya', '2026-03-10', '12:30', 60, 'o'),
  phrase('Discuss the roadmap with Leo over lunch tomorrow', berlin, 'Discuss the roadmap with Leo', '2026-03-11', '12:30', 60, 'o'),
  phrase('Quick call with the bank before lunch', berlin, 'Quick call with the bank', '2026-03-10', '11:00', 30, 'l'),
  phrase('Team walk after lunch on Wednesday', berlin, 'Team walk', '2026-03-11', '13:30', 45, 'c'),
  phrase('Read papers first thing', { timeZone: LONDON }, 'Read papers', '2026-03-10', '09:00', 90, 'd'),
  phrase('Ring the plumber first thing', { timeZone: KOLKATA }, 'Ring the plumber', '2026-03-11', '09:00', 60, 'c'),
  phrase('Drinks with the team after work Friday', berlin, 'Drinks with the team', '2026-03-13', '17:30', 90, 's'),
  phrase('Submit expenses EOD', berlin, 'Submit expenses', '2026-03-10', '17:00', 60, 'c'),
  phrase('Wrap up the report by close of business Thursday', berlin, 'Wrap up the report', '2026-03-12', '17:00', 90, 'd'),
  phrase('Pick up dry cleaning after work tomorrow', berlin, 'Pick up dry cleaning', '2026-03-11', '17:30', 60, 'c'),
  phrase('Dentist before work on Monday', berlin, 'Dentist', '2026-03-16', '08:00', 60, 'c'),
  phrase('Run before work', berlin, 'Run', '2026-03-11', '08:00', 60, 'c'),
  phrase('Sync with Omar mid-morning tomorrow', berlin, 'Sync with Omar', '2026-03-11', '10:30', 30, 'o'),
  phrase('Groceries late afternoon', berlin, 'Groceries', '2026-03-10', '16:00', 30, 'l'),
  phrase('Walk the dog tonight', berlin, 'Walk the dog', '2026-03-10', '19:00', 60, 'c'),
  phrase('Budget review over lunch on Friday', berlin, 'Budget review', '2026-03-13', '12:30', 60, 'd'),
  phrase('Call the school at lunchtime', berlin, 'Call the school', '2026-03-10', '12:30', 30, 'l'),
  phrase('Pay the electricity bill first thing Wednesday', berlin, 'Pay the electricity bill', '2026-03-11', '09:00', 60, 'c'),
  phrase('Stretch after lunch', berlin, 'Stretch', '2026-03-10', '13:30', 60, 'c'),
  phrase('Review pull requests before lunch tomorrow', berlin, 'Review pull requests', '2026-03-11', '11:00', 45, 'c'),
  phrase('Message Anika end of day', berlin, 'Message Anika', '2026-03-10', '17:00', 60, 'c'),
  phrase('Yoga after work', { timeZone: NEW_YORK }, 'Yoga', '2026-03-10', '17:30', 60, 'c'),
  phrase('Standup notes first thing tomorrow', { timeZone: NEW_YORK }, 'Standup notes', '2026-03-11', '09:00', 30, 'l'),
  phrase('Chai with Dev after lunch tomorrow', { timeZone: KOLKATA }, 'Chai with Dev', '2026-03-11', '13:30', 30, 'o'),
  phrase('Prep for the demo end of day tomorrow', berlin, 'Prep for the demo', '2026-03-11', '17:00', 90, 'd'),
  phrase('Inbox zero first thing every weekday', { timeZone: LONDON }, 'Inbox zero', '2026-03-10', '09:00', 30, 'l', null, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
  phrase('Write the newsletter early morning tomorrow', berlin, 'Write the newsletter', '2026-03-11', '07:00', 90, 'd'),
  phrase('Drop the car at the garage before work Friday', berlin, 'Drop the car at the garage', '2026-03-13', '08:00', 60, 'c'),
  phrase('Bake bread over lunch Sunday', berlin, 'Bake bread', '2026-03-15', '12:30', 60, 'c'),
  phrase('Check in with the contractor first thing Thursday', berlin, 'Check in with the contractor', '2026-03-12', '09:00', 30, 'l'),
  phrase('Answer emails after work', { timeZone: KOLKATA }, 'Answer emails', '2026-03-10', '17:30', 30, 'l'),
  phrase('Proofread the contract before lunch on Friday', berlin, 'Proofread the contract', '2026-03-13', '11:00', 60, 'c'),

  // Titles that contain time words.
  phrase('Plan the week Monday at 9am', berlin, 'Plan the week', '2026-03-16', '09:00', 60, 'c'),
  phrase('Plan the week', berlin, 'Plan the week', '2026-03-10', null, 60, 'c'),
  phrase('Review the month on Friday afternoon', berlin, 'Review the month', '2026-03-13', '14:00', 45, 'c'),
  phrase('Weekly sync with design Thursday 10am', berlin, 'Weekly sync with design', '2026-03-12', '10:00', 45, 'c'),
  phrase('Morning pages tomorrow at 6:30', berlin, 'Morning pages', '2026-03-11', '06:30', 60, 'c'),
  phrase('Write morning pages tomorrow at 7am', berlin, 'Write morning pages', '2026-03-11', '07:00', 90, 'd'),
  phrase('Review the week with Sam on Friday at 4pm', berlin, 'Review the week with Sam', '2026-03-13', '16:00', 30, 'o'),
  phrase('Plan next week on Friday at 3pm', berlin, 'Plan next week', '2026-03-13', '15:00', 60, 'c'),
  phrase('Monthly budget review Thursday', berlin, 'Monthly budget review', '2026-03-12', null, 90, 'd'),
  phrase('Weekly review at 4pm Friday', berlin, 'Weekly review', '2026-03-13', '16:00', 45, 'c'),
  phrase('Year in review draft tomorrow at 2pm', berlin, 'Year in review draft', '2026-03-11', '14:00', 90, 'd'),
  phrase('End of day review at 5:30pm', berlin, 'End of day review', '2026-03-10', '17:30', 45, 'c'),
  phrase('Lunch and learn on Wednesday at 12:30', berlin, 'Lunch and learn', '2026-03-11', '12:30', 60, 's', 'lunch'),
  phrase('Happy hour Friday at 5pm', berlin, 'Happy hour', '2026-03-13', '17:00', 90, 's'),
  phrase("Tomorrow's agenda prep at 4pm", berlin, "Tomorrow's agenda prep", '2026-03-10', '16:00', 90, 'd'),
  phrase('Weekend planning session Thursday 6pm', berlin, 'Weekend planning session', '2026-03-12', '18:00', 45, 'c'),
  phrase('Quarterly planning Monday 10am', berlin, 'Quarterly planning', '2026-03-16', '10:00', 45, 'c'),
  phrase('Midweek check-in Wednesday at 11', berlin, 'Midweek check-in', '2026-03-11', '11:00', 30, 'l'),
  phrase('Prepare the weekly report Friday morning', berlin, 'Prepare the weekly report', '2026-03-13', '09:00', 90, 'd'),
  phrase('Summer party planning next Tuesday at 2pm', berlin, 'Summer party planning', '2026-03-17', '14:00', 90, 's'),
  phrase('Plan the week ahead Sunday evening', berlin, 'Plan the week ahead', '2026-03-15', '18:00', 60, 'c'),
  phrase("Review last month's numbers Monday at 11am", berlin, "Review last month's numbers", '2026-03-16', '11:00', 45, 'c'),
  phrase('Morning standup at 9:15 tomorrow', berlin, 'Morning standup', '2026-03-11', '09:15', 30, 'l'),
  phrase('Afternoon tea with Gran Saturday at 3', berlin, 'Afternoon tea with Gran', '2026-03-14', '15:00', 30, 'o'),
  phrase('Weekly sync', berlin, 'Weekly sync', '2026-03-10', null, 45, 'c'),
  phrase('Review the month', berlin, 'Review the month', '2026-03-10', null, 45, 'c'),
  phrase('Plan the day at 8:30 tomorrow', berlin, 'Plan the day', '2026-03-11', '08:30', 60, 'c'),
  phrase('Day planning 8:30am Thursday', berlin, 'Day planning', '2026-03-12', '08:30', 45, 'c'),
  phrase('Parents evening on Thursday at 6pm', berlin, 'Parents evening', '2026-03-12', '18:00', 60, 'c'),
  phrase('Plan the month on the 1st at 10am', { timeZone: LONDON }, 'Plan the month', '2026-04-01', '10:00', 60, 'c'),

  // Ordinary phrases.
  phrase('Dentist on Thursday at 3pm', berlin, 'Dentist', '2026-03-12', '15:00', 60, 'c'),
  phrase('Lunch with Hannah tomorrow at 1', berlin, 'Lunch with Hannah', '2026-03-11', '13:00', 60, 's', 'lunch'),
  phrase('Deep work on the proposal Friday 9-11', berlin, 'Deep work on the proposal', '2026-03-13', '09:00', 120, 'd'),
  phrase('Call with the accountant Monday 2pm for 30 minutes', berlin, 'Call with the accountant', '2026-03-16', '14:00', 30, 'l'),
  phrase('Coffee with Sophie at 10:30', berlin, 'Coffee with Sophie', '2026-03-10', '10:30', 30, 's', 'coffee'),
  phrase('Team retro Wednesday at 4pm', berlin, 'Team retro', '2026-03-11', '16:00', 45, 'c'),
  phrase('Haircut Saturday 11am', berlin, 'Haircut', '2026-03-14', '11:00', 60, 'c'),
  phrase('Dinner with the Patels on Saturday at 8', berlin, 'Dinner with the Patels', '2026-03-14', '20:00', 60, 's', 'dinner'),
  phrase('Write the quarterly report for 2 hours tomorrow morning', berlin, 'Write the quarterly report', '2026-03-11', '09:00', 120, 'd'),
  phrase("Doctor's appointment on March 24 at 10:15", berlin, "Doctor's appointment", '2026-03-24', '10:15', 60, 'c'),
  phrase('Pilates Thursday 7pm', berlin, 'Pilates', '2026-03-12', '19:00', 60, 'c'),
  phrase('Interview with Carlos at 11am Friday', berlin, 'Interview with Carlos', '2026-03-13', '11:00', 30, 'o'),
  phrase('Book the car service for next Monday', berlin, 'Book the car service', '2026-03-16', null, 60, 'c'),
  phrase('Brainstorm campaign ideas Wednesday 2-4pm', berlin, 'Brainstorm campaign ideas', '2026-03-11', '14:00', 120, 'r'),
  phrase('Pick up Maya from school at 3:15', berlin, 'Pick up Maya from school', '2026-03-10', '15:15', 60, 'c'),
  phrase('Breakfast with investors tomorrow 8am', berlin, 'Breakfast with investors', '2026-03-11', '08:00', 30, 's', 'breakfast'),
  phrase('Piano practice every Tuesday at 6pm', berlin, 'Piano practice', '2026-03-10', '18:00', 60, 'c', null, 'FREQ=WEEKLY;BYDAY=TU'),
  phrase('Meet Jonas at the station at 5:45pm', berlin, 'Meet Jonas at the station', '2026-03-10', '17:45', 45, 'c'),
  phrase('Tax return paperwork Sunday afternoon', berlin, 'Tax return paperwork', '2026-03-15', '14:00', 30, 'l'),
  phrase('Physio on the 19th at 9:30am', berlin, 'Physio', '2026-03-19', '09:30', 60, 'c'),
  phrase('Client workshop March 18 from 1 to 4pm', berlin, 'Client workshop', '2026-03-18', '13:00', 180, 'c'),
  phrase('Birthday party for Leo Saturday at 3', berlin, 'Birthday party for Leo', '2026-03-14', '15:00', 90, 's'),
  phrase('Read chapter 4 tonight', berlin, 'Read chapter 4', '2026-03-10', '19:00', 90, 'd'),
  phrase('Study session 90 minutes Thursday at 4', berlin, 'Study session', '2026-03-12', '16:00', 90, 'd'),
  phrase('Coffee catch-up with Ines Friday 10am', berlin, 'Coffee catch-up with Ines', '2026-03-13', '10:00', 30, 's', 'coffee'),
  phrase('Seminar in Mumbai on 14 April at 10am', inl, 'Seminar in Mumbai', '2026-04-14', '10:00', 60, 'c'),
  phrase('Cricket with the boys Sunday 7am', inl, 'Cricket with the boys', '2026-03-15', '07:00', 60, 'c'),
  phrase('Puja at home on Friday at 6:30pm', inl, 'Puja at home', '2026-03-13', '18:30', 60, 'c'),
  phrase('Thanksgiving dinner November 26 at 4pm', us, 'Thanksgiving dinner', '2026-11-26', '16:00', 60, 's', 'dinner'),
  phrase('PTA meeting Thursday 7pm', us, 'PTA meeting', '2026-03-12', '19:00', 45, 'c'),
  phrase('Call with Sarah at 9am', gb, 'Call with Sarah', '2026-03-10', '09:00', 30, 'l'),
  phrase('Football on Saturday morning', gb, 'Football', '2026-03-14', '09:00', 60, 'c'),
  phrase('Mentoring session with Ravi Thursday 5pm', inl, 'Mentoring session with Ravi', '2026-03-12', '17:00', 30, 'o'),
];
