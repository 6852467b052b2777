import { parseEventRequest } from './parse-event-request';
import { timeWordsInTitle } from './title-time-words';

const now = new Date('2026-03-10T08:00:00Z'); // Tuesday, 09:00 in Berlin
const read = (message: string) => parseEventRequest({ message, now, timeZone: 'Europe/Berlin' }).eventData;
const said = (text: string) => timeWordsInTitle(text).spans.map((s) => text.slice(s.index, s.index + s.length));

describe('time words that name the event', () => {
  it.each([
    ['Plan the week', ['the week']],
    ['Plan next week on Friday', ['next week']],
    ["Tomorrow's agenda prep", ["Tomorrow's"]],
    ["Review last month's numbers", ["last month's"]],
    ['Weekend planning session', ['Weekend']],
    ['Write morning pages', ['morning']],
    ['Parents evening on Thursday', ['evening']],
    ['Game night at 8', ['Game night']],
    ['Lunch this evening', []],
    ['Brainstorm Friday morning', []],
    ['Meet at the end of the week', []],
    ['Dinner the day after tomorrow', []],
  ])('%s keeps %p out of the date', (text, words) => {
    expect(said(text)).toEqual(words);
  });

  it('keeps them in the title while the rest of the sentence still says when', () => {
    expect(read('Plan the week Monday at 9am')).toMatchObject({ title: 'Plan the week', date: '2026-03-16', startTime: '09:00' });
    expect(read('Review the month')).toMatchObject({ title: 'Review the month', date: '2026-03-10', startTime: null });
    expect(read('Parents evening on Thursday at 6pm')).toMatchObject({ title: 'Parents evening', date: '2026-03-12', startTime: '18:00' });
  });

  it("'Weekly sync' names the event; a repeat needs a schedule", () => {
    expect(read('Weekly sync Thursday 10am')).toMatchObject({ title: 'Weekly sync', recurrence: null });
    expect(read('Prepare the weekly report')).toMatchObject({ title: 'Prepare the weekly report', recurrence: null });
    expect(read('Weekly sync every Thursday at 10am')).toMatchObject({ title: 'Weekly sync', recurrence: 'FREQ=WEEKLY;BYDAY=TH' });
    expect(read('Water plants weekly')).toMatchObject({ title: 'Water plants', recurrence: 'FREQ=WEEKLY' });
  });
});
