import type { RhythmBlock } from '@flow/contracts';
import { defaultRhythmBlocks } from '@flow/rhythm';
import { act, render, screen, within, configure } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../../theme/system';
import { dailyFlowFixture } from '../../../testing/flow-fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { CurrentFlowCard, CurrentFlowView } from './current-flow-card';

// Chakra renders slowly in jsdom on a busy machine: give async queries and tests room.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

const DATE = '2026-03-10';
const blocks = defaultRhythmBlocks(DATE);
const at = (h: number, m = 0) => h * 60 + m;
const view = (list: readonly RhythmBlock[], minutes: number) =>
  render(
    <ChakraProvider value={system}>
      <CurrentFlowView blocks={list} localMinutes={minutes} />
    </ChakraProvider>,
  );
const eventBlock = (timeRange: string, title: string): RhythmBlock => ({
  timeRange,
  theme: title,
  icon: 'Users',
  activity: title,
  activityType: 'collaboration',
  description: 'Scheduled in FLOW',
  intensity: 0.7,
  recommendations: [],
  type: 'event',
  relatedEvent: { id: title, title, source: 'flow' },
  alignment: { status: 'aligned', badge: 'Aligned', reason: 'Fits the block', color: { background: '#DCFCE7', text: '#166534', border: '#86EFAC' } },
});

describe('current-flow card at fixed clocks (spec 2 and 4)', () => {
  it('shows the block containing the time (start inclusive), its remaining time and progress', () => {
    view(blocks, at(10));
    const card = screen.getByTestId('current-flow-card');
    expect(within(card).getByRole('heading', { name: 'Deep Focus' })).toBeInTheDocument();
    // The default Deep Focus is the spec's 09:00–13:00: at 10:00 a quarter of it has passed.
    expect(screen.getByTestId('remaining-time')).toHaveTextContent('3h remaining');
    expect(screen.getByRole('progressbar', { name: 'Progress through this block' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByText('In Flow')).toBeInTheDocument();
  });

  it('the end of a block belongs to the next one', () => {
    view(blocks, at(13));
    expect(screen.getByRole('heading', { name: 'Main Meal' })).toBeInTheDocument();
    expect(screen.getByTestId('remaining-time')).toHaveTextContent('45m remaining');
  });

  it('reads the night block across midnight', () => {
    view(blocks, at(2, 30));
    expect(screen.getByRole('heading', { name: 'Restorative Sleep' })).toBeInTheDocument();
    expect(screen.getByTestId('remaining-time')).toHaveTextContent('3h 30m remaining');
  });

  it("shows 'Threshold Moment' outside every block", () => {
    const withGap = blocks.filter((b) => b.theme !== 'Main Meal');
    view(withGap, at(13, 20));
    expect(screen.getByRole('heading', { name: 'Threshold Moment' })).toBeInTheDocument();
    expect(screen.queryByTestId('remaining-time')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Suggested Now' })).getByText('Pause and re-orient')).toBeInTheDocument();
  });

  it("lists at most 3 'Coming Up' events starting within the next 3 hours, soonest first", () => {
    const events = [
      eventBlock('10:30–11:00', 'Standup'),
      eventBlock('11:00–11:30', 'Client call'),
      eventBlock('12:00–12:30', 'Review'),
      eventBlock('12:45–13:00', 'Sync'),
      eventBlock('14:00–15:00', 'Workshop'),
    ];
    view([...blocks, ...events], at(10, 15));
    const list = screen.getByRole('region', { name: 'Coming Up' });
    expect(
      within(list)
        .getAllByText(/^in /)
        .map((n) => n.textContent),
    ).toEqual(['in 15m', 'in 45m', 'in 1h 45m']);
    expect(within(list).queryByText('Sync')).not.toBeInTheDocument();
    expect(within(list).queryByText('Workshop')).not.toBeInTheDocument();
  });

  it("shows an event's own alignment badge while it runs, and up to 3 'Suggested Now'", () => {
    view([...blocks, eventBlock('10:00–11:00', 'Client call')], at(10, 30));
    expect(screen.getByRole('heading', { name: 'Client call' })).toBeInTheDocument();
    expect(within(screen.getByTestId('current-flow-card')).getByText('Aligned')).toBeInTheDocument();
    const suggested = within(screen.getByRole('region', { name: 'Suggested Now' })).getAllByTestId('suggested-item');
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(3);
    expect(suggested[0]).toHaveTextContent('Be present in Client call');
  });
});

describe('CurrentFlowCard', () => {
  afterEach(() => jest.useRealTimers());

  it("loads today's flow and recomputes the activity every 60 s", async () => {
    jest.useFakeTimers({ now: new Date(`${DATE}T12:59:30Z`), doNotFake: ['queueMicrotask', 'nextTick'] });
    mockFetch({
      'GET /api/profile': () => [
        200,
        {
          id: '11111111-1111-4111-8111-111111111111',
          full_name: 'Ada',
          birth_date: null,
          birth_time: null,
          birth_location: null,
          onboarding_completed: true,
          vedic_analysis: null,
          vedic_constitution: null,
          peak_energy_start: null,
          peak_energy_end: null,
          last_transit_check: null,
          avatar_url: null,
          time_zone: 'UTC',
        },
      ],
      'GET /api/daily-flow': () => [200, dailyFlowFixture(DATE)],
    });
    renderApp(<CurrentFlowCard />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Deep Focus' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(await screen.findByRole('heading', { name: 'Main Meal' })).toBeInTheDocument();
  });
});
