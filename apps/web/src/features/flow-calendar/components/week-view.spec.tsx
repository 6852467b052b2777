import { addDays, PLANET_DAY_THEMES, startOfWeek } from '@flow/rhythm';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LONDON, profile, tokyoStay } from '../../../testing/fixtures';
import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { FlowCalendar } from './flow-calendar';
import { WeekView } from './week-view';

// Chakra renders slowly in jsdom on a busy machine: give async queries and tests room.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

// A fixed 'now' (only the clock is fixed; timers run): Wednesday 25 November 2026, 10:00 UTC.
const TODAY = '2026-11-25';
const MONDAY = startOfWeek(TODAY);
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
const fixNow = (iso: string) => jest.useFakeTimers({ now: new Date(iso), doNotFake: [...REAL_TIMERS] });
beforeEach(() => fixNow(`${TODAY}T10:00:00Z`));
afterEach(() => jest.useRealTimers());
const WEDNESDAY = addDays(MONDAY, 2);
const event = (n: number, date: string, clock: string, title: string) =>
  scheduledEventFixture({
    id: `4444444${n}-4444-4444-8444-444444444444`,
    title,
    start_time: `${date}T${clock}:00Z`,
    end_time: `${date}T${clock.slice(0, 2)}:45:00Z`,
  });

/** A Londoner with a trip to Tokyo from this week's Thursday to its Sunday. */
function londonerInTokyo() {
  const travel = [tokyoStay(addDays(MONDAY, 3), addDays(MONDAY, 6))];
  return profile({ time_zone: 'Europe/London', current_location: 'London', current_time_zone: 'Europe/London', current_place: LONDON, travel });
}

function setup() {
  const onWeekChange = jest.fn();
  const onOpenDay = jest.fn();
  const mock = mockFetch({
    'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
    // Three events on Wednesday, given out of order: the card lists the first two by time and counts the third.
    'GET /api/events': () => [
      200,
      { events: [event(3, WEDNESDAY, '16:00', 'Review'), event(1, WEDNESDAY, '09:00', 'Standup'), event(2, WEDNESDAY, '11:00', 'Design session')] },
    ],
    'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
  });
  renderApp(<WeekView date={TODAY} onWeekChange={onWeekChange} onOpenDay={onOpenDay} />, { signedIn: true });
  return { ...mock, onWeekChange, onOpenDay };
}

describe("week view 'Your Week' (spec 2 and 9)", () => {
  it('shows seven day cards from Monday, each with its fixed theme, two activities and an energy bar; today is tagged', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Your Week' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('week-day-card');
    expect(cards.map((c) => c.getAttribute('data-date'))).toEqual(Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i)));
    expect(cards[0]).toHaveAccessibleName(/^Monday, /);
    // Monday is the Moon's day, Tuesday Mars's (the weekday lords).
    expect(cards[0]).toHaveTextContent(PLANET_DAY_THEMES.Moon.theme);
    expect(cards[1]).toHaveTextContent(PLANET_DAY_THEMES.Mars.theme);
    for (const card of cards) {
      expect(within(card).getByRole('progressbar')).toBeInTheDocument();
      const tagged = within(card).queryByText('Today');
      expect(Boolean(tagged)).toBe(card.getAttribute('data-date') === TODAY);
    }
    for (const activity of PLANET_DAY_THEMES.Moon.activities) expect(within(cards[0]!).getByText(activity)).toBeInTheDocument();
  });

  it("lists at most 2 events a day, by time, with '+N more' for the rest", async () => {
    setup();
    const wednesday = await screen.findByRole('button', { name: /^Wednesday, / });
    expect(await within(wednesday).findByText('Standup')).toBeInTheDocument();
    expect(within(wednesday).getByText('Design session')).toBeInTheDocument();
    expect(within(wednesday).queryByText('Review')).not.toBeInTheDocument();
    expect(within(wednesday).getByText('+1 more')).toBeInTheDocument();
    expect(wednesday.textContent!.indexOf('Standup')).toBeLessThan(wednesday.textContent!.indexOf('Design session'));
    expect(within(wednesday).getByText('9:00 AM')).toBeInTheDocument();
  });

  it('moves by whole weeks and opens a day in its day view', async () => {
    const { onWeekChange, onOpenDay } = setup();
    await screen.findByRole('heading', { name: 'Your Week' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(onWeekChange).toHaveBeenLastCalledWith(addDays(MONDAY, -7));
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onWeekChange).toHaveBeenLastCalledWith(addDays(MONDAY, 7));
    await userEvent.click(screen.getByRole('button', { name: /^Wednesday, / }));
    expect(onOpenDay).toHaveBeenCalledWith(WEDNESDAY);
  });

  it('shows each day at its own place: a trip to Tokyo from Thursday moves those days, and each card names its place', async () => {
    const friday = addDays(MONDAY, 4);
    mockFetch({
      'GET /api/profile': () => [200, londonerInTokyo()],
      // 01:00 UTC on Friday: 10 AM in Tokyo (1 or 2 AM in London).
      'GET /api/events': () => [200, { events: [event(4, friday, '01:00', 'Tokyo breakfast')] }],
      'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
    });
    renderApp(<WeekView date={TODAY} onWeekChange={jest.fn()} onOpenDay={jest.fn()} />, { signedIn: true });
    const fridayCard = await screen.findByRole('button', { name: /^Friday, .*, in Tokyo: open day view$/ });
    expect(await within(fridayCard).findByText('Tokyo breakfast')).toBeInTheDocument();
    expect(within(fridayCard).getByText('10:00 AM')).toBeInTheDocument();
    const places = screen.getAllByTestId('week-day-place').map((p) => p.textContent);
    expect(places).toEqual(['London', 'London', 'London', 'Tokyo', 'Tokyo', 'Tokyo', 'Tokyo']);
  });

  it("on the trip's last evening (Tokyo's clock already on Monday) tags the trip's Sunday as today, as the server has it", async () => {
    const sunday = addDays(MONDAY, 6);
    // 16:00 UTC: 01:00 on Monday in Tokyo, still Sunday at home in London.
    fixNow(`${sunday}T16:00:00Z`);
    mockFetch({
      'GET /api/profile': () => [200, londonerInTokyo()],
      'GET /api/events': () => [200, { events: [] }],
      'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
    });
    renderApp(<WeekView date={sunday} onWeekChange={jest.fn()} onOpenDay={jest.fn()} />, { signedIn: true });
    const sundayCard = await screen.findByRole('button', { name: /^Sunday, .*, in Tokyo: open day view$/ });
    expect(await within(sundayCard).findByText('Today')).toBeInTheDocument();
    expect(screen.getAllByText('Today')).toHaveLength(1);
  });

  it("opened from today on a Saturday, shows the coming Monday–Sunday with Monday's standup", async () => {
    const saturday = '2026-11-28';
    const nextMonday = '2026-11-30';
    fixNow(`${saturday}T10:00:00Z`);
    mockFetch({
      'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
      'GET /api/events': () => [200, { events: [event(5, nextMonday, '09:00', 'Monday standup')] }],
      'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
    });
    renderApp(<FlowCalendar date={saturday} mode="week" />, { signedIn: true });
    const monday = await screen.findByRole('button', { name: /^Monday, / });
    expect(monday).toHaveAttribute('data-date', nextMonday);
    expect(await within(monday).findByText('Monday standup')).toBeInTheDocument();
    expect(screen.getAllByTestId('week-day-card').map((c) => c.getAttribute('data-date'))).toEqual(Array.from({ length: 7 }, (_, i) => addDays(nextMonday, i)));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('button', { name: /^Saturday, / })).toHaveAttribute('data-date', saturday);
  });
});
