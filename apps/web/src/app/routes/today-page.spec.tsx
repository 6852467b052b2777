import { flowScore } from '@flow/rhythm';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_UPDATED_EVENT } from '../../config/constants';
import { dailyFlowCacheKey } from '../../features/daily-flow/api/daily-flow-cache';
import { formatLongDate, todayIn } from '../../lib/local-day';
import { profile, USER_ID } from '../../testing/fixtures';
import { dailyFlowFixture } from '../../testing/flow-fixtures';
import { mockFetch, renderApp } from '../../testing/render';
import { TodayPage } from './today-page';

// Chakra renders slowly in jsdom on a busy machine, and the page's folds are lazy modules loaded (and compiled) on
// first render: give async queries and tests room (the suite's default is 10 s; a loaded check run took longer).
configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(90_000);

const TODAY = todayIn('UTC');

function setup({ flowStatus = 200 } = {}) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const mock = mockFetch({
    'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
    'GET /api/daily-flow': async () => {
      await gate;
      return flowStatus === 200
        ? [200, dailyFlowFixture(TODAY)]
        : [flowStatus, { error: { code: 'unavailable', message: 'The rhythm service is not answering' } }];
    },
    'GET /api/flow-score': () => [
      200,
      {
        ...flowScore([
          { status: 'aligned', minutes: 60 },
          { status: 'misaligned', minutes: 60 },
        ]),
        date: TODAY,
        timezone: 'UTC',
        missing: [],
      },
    ],
    'GET /api/events': () => [200, { events: [] }],
    'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
    'GET /api/alignment/overrides': () => [200, { overrides: [] }],
  });
  renderApp(<TodayPage />, { signedIn: true });
  return { ...mock, release };
}

describe('Today (spec 2)', () => {
  beforeEach(() => sessionStorage.clear());

  it("says 'Loading your flow...' with the date, then shows the cards, the links and today's day view", async () => {
    const { release } = setup();
    expect(await screen.findByText('Loading your flow...')).toBeInTheDocument();
    expect(screen.getByTestId('today-date')).toHaveTextContent(formatLongDate(TODAY));
    expect(formatLongDate(TODAY)).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(screen.getByRole('button', { name: 'Refresh your flow' })).toBeInTheDocument();
    release();

    expect(await screen.findByTestId('daily-reflection')).toHaveTextContent('What are you growing into?');
    expect(screen.queryByText('Loading your flow...')).not.toBeInTheDocument();

    // Today's Rhythm: theme, focus, best for, remember, peak hours, recovery time.
    const rhythm = screen.getByTestId('todays-rhythm');
    expect(within(rhythm).getByTestId('rhythm-theme')).toHaveTextContent('Growth');
    for (const [label, value] of [
      ['Focus', 'Learn and teach'],
      ['Best for', 'Learning and mentoring'],
      ['Remember', 'Saying yes to everything'],
      ['Peak Hours', '08:00 to 13:00'],
      ['Recovery Time', '9pm - 11pm'],
    ]) {
      expect(within(rhythm).getByText(label)).toBeInTheDocument();
      expect(within(rhythm).getByText(value)).toBeInTheDocument();
    }

    // Daily Alignment (the first fold, loaded on its own): the day's score with its counts.
    const alignment = await screen.findByTestId('daily-alignment');
    expect(await within(alignment).findByTestId('score-counts')).toHaveTextContent('1 Aligned0 Neutral1 Misaligned');

    expect(await screen.findByTestId('current-flow-card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule meetings & events in alignment' })).toHaveAttribute('href', '/schedule');
    expect(screen.getByRole('link', { name: 'Co-Flow Alignment Map' })).toHaveAttribute('href', '/co-flow');

    // The calendar in day mode on the selected date (today), below the cards: loaded once the page is idle.
    const day = await screen.findByTestId('day-view');
    expect(day).toHaveAttribute('data-date', TODAY);
    expect(within(day).getByRole('heading', { name: 'Your day in Flow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick Add' })).toBeInTheDocument();
  });

  it('caches the day for this tab, and the refresh fetches it again', async () => {
    const { release, calls } = setup();
    release();
    expect(await screen.findByText('What are you growing into?')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(dailyFlowCacheKey(USER_ID, TODAY))).not.toBeNull());
    const fetches = () => calls.filter((c) => c.url.startsWith('/api/daily-flow')).length;
    const before = fetches();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh your flow' }));
    await waitFor(() => expect(fetches()).toBe(before + 1));
  });

  it("fetches the day again on the 'profile-updated' window event", async () => {
    const { release, calls } = setup();
    release();
    expect(await screen.findByText('What are you growing into?')).toBeInTheDocument();
    const fetches = () => calls.filter((c) => c.url.startsWith('/api/daily-flow')).length;
    const before = fetches();
    window.dispatchEvent(new Event(PROFILE_UPDATED_EVENT));
    await waitFor(() => expect(fetches()).toBe(before + 1));
  });

  it("without a day (the fetch failed) says why, offers 'Try again', and the reflection falls back to its question", async () => {
    const { release, calls } = setup({ flowStatus: 503 });
    release();
    const banner = () => screen.getByRole('button', { name: 'Try again' }).parentElement!;
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('The rhythm service is not answering');
    expect(screen.getByTestId('daily-reflection')).toHaveTextContent('What would make today feel meaningful, and what can you let go of to make room for it?');
    expect(screen.getByTestId('todays-rhythm')).toHaveTextContent('Your rhythm for today is not available right now.');
    // The cards that mount with the failure fetch it once more at most, the calendar below them
    // (mounted when the page is idle) once more (not over and over), and 'Try again' fetches it
    // again while the message stays on screen until the answer.
    await waitFor(() => expect(screen.getByTestId('day-view')).toHaveTextContent('The rhythm service is not answering'));
    const fetches = () => calls.filter((c) => c.url.startsWith('/api/daily-flow')).length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settled = fetches();
    expect(settled).toBeLessThanOrEqual(3);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetches()).toBe(settled + 1));
    expect(banner()).toHaveTextContent('The rhythm service is not answering');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
    expect(fetches()).toBe(settled + 1);
  });

  it("greets by the place of the day: 09:00 in Mumbai is 'Good morning' while the browser's clock says 03:30 UTC", async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-23T03:30:00Z'),
      doNotFake: [
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
      ],
    });
    try {
      mockFetch({
        'GET /api/profile': () => [200, profile({ time_zone: 'Asia/Kolkata' })],
        'GET /api/daily-flow': () => [200, dailyFlowFixture('2026-11-23')],
        'GET /api/flow-score': () => [200, { ...flowScore([]), date: '2026-11-23', timezone: 'Asia/Kolkata', missing: [] }],
        'GET /api/events': () => [200, { events: [] }],
        'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
        'GET /api/alignment/overrides': () => [200, { overrides: [] }],
      });
      renderApp(<TodayPage />, { signedIn: true });
      expect(await screen.findByRole('heading', { level: 1, name: /^Good morning/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
