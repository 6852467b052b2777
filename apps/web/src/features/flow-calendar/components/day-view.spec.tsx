import type { ExternalCalendarEvent, RhythmBlock } from '@flow/contracts';
import { defaultRhythmBlocks, mergeWithEvents } from '@flow/rhythm';
import { screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_REFRESH_EVENT, UNDO_WINDOW_MS } from '../../../config/constants';
import { profile } from '../../../testing/fixtures';
import { dailyFlowFixture, scheduledEventFixture } from '../../../testing/flow-fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { DayView } from './day-view';

// Chakra renders slowly in jsdom on a busy machine: give async queries and tests room.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

// A day well in the future: nothing on it is past, so every high-energy block can be booked.
const DATE = '2030-03-12';
const EVENT_ID = '44444444-4444-4444-8444-444444444444';
const ownEvent = scheduledEventFixture({
  id: EVENT_ID,
  title: 'Client call',
  meeting_type: 'collaboration',
  start_time: `${DATE}T14:00:00Z`,
  end_time: `${DATE}T15:00:00Z`,
});
const external: ExternalCalendarEvent = {
  id: 'g-1',
  summary: 'Dentist',
  startTime: `${DATE}T09:00:00Z`,
  endTime: `${DATE}T09:30:00Z`,
  isAllDay: false,
  location: 'Main St',
  description: null,
  source: 'google',
};
const blocks: RhythmBlock[] = mergeWithEvents(defaultRhythmBlocks(DATE), [
  { id: EVENT_ID, title: 'Client call', start: 14 * 60, end: 15 * 60, source: 'flow', meetingType: 'collaboration' },
  { id: 'g-1', title: 'Dentist', start: 9 * 60, end: 9 * 60 + 30, source: 'google' },
]);

function setup({ connected = true, event = ownEvent } = {}) {
  const overrides = new Map<string, boolean>();
  let current = event;
  const mock = mockFetch({
    'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
    'GET /api/daily-flow': () => [200, dailyFlowFixture(DATE, blocks)],
    'GET /api/events': () => [200, { events: [current] }],
    [`POST /api/events/${EVENT_ID}/mirror/retry`]: () => {
      current = { ...current, mirror_state: 'pending', mirror_error: null };
      return [200, current];
    },
    'GET /api/calendar/connection': () => [200, { connected, needsAuth: false, email: connected ? 'ada@gmail.com' : null, connections: [] }],
    'GET /api/calendar/events': () => [200, { events: [external], needsAuth: false, connected: true }],
    'GET /api/alignment/overrides': () => [200, { overrides: [...overrides].map(([event_id, is_aligned]) => ({ event_id, is_aligned })) }],
    [`PUT /api/alignment/overrides/${EVENT_ID}`]: (body) => {
      overrides.set(EVENT_ID, (body as { isAligned: boolean }).isAligned);
      return [200, { event_id: EVENT_ID, is_aligned: overrides.get(EVENT_ID) }];
    },
    [`DELETE /api/alignment/overrides/${EVENT_ID}`]: () => {
      overrides.delete(EVENT_ID);
      return [200, { ok: true }];
    },
    [`DELETE /api/events/${EVENT_ID}`]: () => [200, { ok: true, googleEventDeleted: false, googleEventError: null }],
  });
  renderApp(<DayView date={DATE} onDateChange={jest.fn()} onWeekView={jest.fn()} />, { signedIn: true });
  return mock;
}

describe("day view 'Your day in Flow' (spec 2)", () => {
  it('lists own events with edit and delete, external ones read only, and the refresh when connected', async () => {
    setup();
    // 2030-03-12 is not today: the list is headed by the day it shows.
    expect(await screen.findByText('Tue, Mar 12 Schedule (2)')).toBeInTheDocument();
    const rows = screen.getAllByTestId('schedule-item');
    expect(rows[0]).toHaveTextContent('Dentist');
    expect(rows[0]).toHaveTextContent('9:00 AM – 9:30 AM · Main St');
    expect(within(rows[0]!).getByText('Google Calendar')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit Client call' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Client call' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh calendar events' })).toBeInTheDocument();
  });

  it('has no refresh button without a connected calendar', async () => {
    setup({ connected: false });
    expect(await screen.findByText('Tue, Mar 12 Schedule (1)')).toBeInTheDocument();
    // mirror_state none: no copy to speak of.
    expect(screen.queryByTestId('copy-state')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh calendar events' })).not.toBeInTheDocument();
  });

  it("offers 'Book' only on rhythm blocks of intensity 0.7 or more, never on events or transitions", async () => {
    setup();
    await screen.findByTestId('rhythm-timeline');
    const expected = blocks.filter((b) => b.type === 'rhythm' && b.intensity >= 0.7).map((b) => `Book ${b.theme} at ${b.timeRange.split('–')[0]}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Book / }).map((b) => b.getAttribute('aria-label'))).toEqual(expected);
    for (const row of screen.getAllByTestId('timeline-event')) expect(within(row).queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /^Book / })[0]!);
    expect(await screen.findByText('Quick Add Event')).toBeInTheDocument();
    expect(screen.getByText('What would you like to do?')).toBeInTheDocument();
  });

  it('cycles the alignment of an own event: Auto → Aligned → Not Aligned → Auto, with its toasts', async () => {
    const { calls } = setup();
    // External events show their badge only. Once they are in, the timeline's rows stand still: a toggle found
    // before they arrived could be a row the timeline then replaced, and a click on it would go nowhere.
    const dentist = await waitFor(() => {
      const row = screen.getAllByTestId('timeline-event').find((r) => r.textContent?.includes('Dentist'));
      expect(row).toBeDefined();
      return row!;
    });
    expect(within(dentist).queryByRole('button')).not.toBeInTheDocument();
    const toggle = await screen.findByRole('button', { name: 'Alignment for Client call: Auto' });

    await userEvent.click(toggle);
    expect(await screen.findByText('Marked as aligned')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Alignment for Client call: Aligned' }));
    expect(await screen.findByText('Marked as not aligned')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Alignment for Client call: Not Aligned' }));
    expect(await screen.findByText('Reset to automatic alignment')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Alignment for Client call: Auto' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/api/alignment/overrides/')).map((c) => [c.method, c.body])).toEqual([
      ['PUT', { isAligned: true }],
      ['PUT', { isAligned: false }],
      ['DELETE', undefined],
    ]);
  });

  it('shows where the calendar copy stands, and a failed copy with its reason and a Retry that sets it pending', async () => {
    const reason = 'Google Calendar refused the request (403: Calendar usage limits exceeded.)';
    const { calls } = setup({ event: { ...ownEvent, mirror_state: 'failed', mirror_error: reason } });
    const row = (await screen.findAllByTestId('schedule-item')).find((r) => r.textContent?.includes('Client call'))!;
    expect(within(row).getByTestId('copy-state')).toHaveTextContent(`Not copied to your calendar: ${reason}`);
    await userEvent.click(within(row).getByRole('button', { name: 'Retry copying Client call to your calendar' }));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('schedule-item').find((r) => r.textContent?.includes('Client call'))!).getByTestId('copy-state')).toHaveTextContent(
        'Copying to your calendar…',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST' && c.url === `/api/events/${EVENT_ID}/mirror/retry`)).toHaveLength(1);
  });

  it('says when the copy is in the calendar, and nothing when there is no calendar to copy to', async () => {
    setup({ event: { ...ownEvent, mirror_state: 'synced' } });
    const row = (await screen.findAllByTestId('schedule-item')).find((r) => r.textContent?.includes('Client call'))!;
    expect(within(row).getByTestId('copy-state')).toHaveTextContent('In your calendar');
    expect(within(row).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it("cancels an own event at once, says 'Event Cancelled' and asks the calendar view to refresh", async () => {
    const { calls } = setup();
    const refresh = jest.fn();
    window.addEventListener(CALENDAR_REFRESH_EVENT, refresh);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Client call' }));
    // Sent (and confirmed) when the Undo time is up: a wait of UNDO_WINDOW_MS beside the usual one for a step.
    expect(await screen.findByText('Event Cancelled', {}, { timeout: UNDO_WINDOW_MS + 10_000, interval: 250 })).toBeInTheDocument();
    expect(screen.getByText('Event has been removed from your schedule')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/events/${EVENT_ID}`)).toBe(true);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    window.removeEventListener(CALENDAR_REFRESH_EVENT, refresh);
  });
});
