import { addDays } from '@flow/rhythm';
import { screen, waitFor } from '@testing-library/react';
import { LONDON, profile, tokyoStay } from '../../../testing/fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { SchedulePage } from './schedule-page';

jest.setTimeout(60_000);

// Wednesday 25 November 2026, 10:00 UTC; a Londoner with a trip to Tokyo from Friday to Saturday.
const TODAY = '2026-11-25';
beforeEach(() =>
  jest.useFakeTimers({
    now: new Date(`${TODAY}T10:00:00Z`),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  }),
);
afterEach(() => jest.useRealTimers());

it('asks for each day of the week ahead on the clock of the place it is spent in', async () => {
  const traveller = profile({ current_place: LONDON, current_time_zone: 'Europe/London', travel: [tokyoStay(addDays(TODAY, 2), addDays(TODAY, 3))] });
  const { calls } = mockFetch({
    'GET /api/profile': () => [200, traveller],
    'GET /api/coflow/connections': () => [200, { connections: [] }],
    'POST /api/events/suggest-times': (body) => {
      const { date, timezone } = body as { date: string; timezone: string };
      return [200, { suggestions: [], date, movedToTomorrow: false, timezone, slots: [], missing: [] }];
    },
  });
  renderApp(<SchedulePage />, { signedIn: true });
  // Every day answered: each says it has no window left.
  expect(await screen.findAllByText('No aligned free time left on this day.')).toHaveLength(7);
  const asked = () =>
    Object.fromEntries(
      calls
        .filter((c) => c.url.includes('/api/events/suggest-times'))
        .map((c) => [(c.body as { date: string }).date, (c.body as { timezone: string }).timezone]),
    );
  expect(asked()).toEqual({
    [TODAY]: 'Europe/London',
    [addDays(TODAY, 1)]: 'Europe/London',
    [addDays(TODAY, 2)]: 'Asia/Tokyo',
    [addDays(TODAY, 3)]: 'Asia/Tokyo',
    [addDays(TODAY, 4)]: 'Europe/London',
    [addDays(TODAY, 5)]: 'Europe/London',
    [addDays(TODAY, 6)]: 'Europe/London',
  });
});

it('shows the week once every day has answered, and the connections card after it (nothing on the screen moves)', async () => {
  const lastDay = addDays(TODAY, 6);
  let answerLastDay = () => {};
  const lastDayAnswered = new Promise<void>((resolve) => (answerLastDay = resolve));
  let answered = 0;
  mockFetch({
    'GET /api/profile': () => [200, profile({ current_place: LONDON, current_time_zone: 'Europe/London' })],
    'GET /api/coflow/connections': () => [200, { connections: [] }],
    'POST /api/events/suggest-times': async (body) => {
      const { date, timezone } = body as { date: string; timezone: string };
      if (date === lastDay) await lastDayAnswered;
      answered += 1;
      return [200, { suggestions: [], date, movedToTomorrow: false, timezone, slots: [], missing: [] }];
    },
  });
  renderApp(<SchedulePage />, { signedIn: true });
  expect(await screen.findByText('Finding aligned times...')).toBeTruthy();
  // Six days have answered, the seventh has not: still one "finding" line, no day and no connections card yet.
  await waitFor(() => expect(answered).toBe(6));
  expect(screen.queryAllByTestId('schedule-day')).toHaveLength(0);
  expect(screen.queryByText('Schedule with a connection')).toBeNull();
  answerLastDay();
  expect(await screen.findAllByTestId('schedule-day')).toHaveLength(7);
  expect(screen.queryByText('Finding aligned times...')).toBeNull();
  expect(await screen.findByText('Schedule with a connection')).toBeTruthy();
});
