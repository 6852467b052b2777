import type { PlanPlacement } from '@flow/contracts';
import { defaultRhythmBlocks } from '@flow/rhythm';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profile } from '../../../testing/fixtures';
import { dailyFlowFixture } from '../../../testing/flow-fixtures';
import { invalidationRules } from '../../../lib/realtime/invalidations';
import { mockFetch, renderApp } from '../../../testing/render';
import { taskKeys } from '../api/task-keys';
import { PlannedGridColumn, PlannedItemDialog } from './planned-grid';
import { DayView } from '../../flow-calendar/components/day-view';
import { WeekView } from '../../flow-calendar/components/week-view';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

// A Tuesday well in the future, in its week from Monday 11 March 2030.
const DATE = '2030-03-12';
const placement = (over: Partial<PlanPlacement>): PlanPlacement => ({
  kind: 'task',
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Write the board report',
  start: `${DATE}T09:30:00Z`,
  end: `${DATE}T11:00:00Z`,
  reason: "Tue 09:30–11:00, your peak, before Friday's deadline",
  energyMatch: 1,
  pinned: false,
  ...over,
});
const PLAN = {
  placements: [
    placement({}),
    placement({
      kind: 'habit',
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Stretch',
      start: `${DATE}T18:00:00Z`,
      end: `${DATE}T18:20:00Z`,
      reason: 'Tue 18:00–18:20, in your window',
    }),
    placement({ start: '2030-03-14T09:00:00Z', end: '2030-03-14T10:00:00Z', reason: 'Thu 09:00–10:00, your peak' }),
  ],
  atRisk: [],
};

function mocks() {
  return mockFetch({
    'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
    'GET /api/daily-flow': () => [200, dailyFlowFixture(DATE, defaultRhythmBlocks(DATE))],
    'GET /api/events': () => [200, { events: [] }],
    'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
    'GET /api/alignment/overrides': () => [200, { overrides: [] }],
    'GET /api/plan': () => [200, PLAN],
    'POST /api/tasks/22222222-2222-4222-8222-222222222222/push': () => [200, {}],
  });
}

describe('planned items in the day and week views (issue 37)', () => {
  it("the day view asks the plan for its day and lists that day's items with their reasons, apart from events", async () => {
    const { calls } = mocks();
    renderApp(<DayView date={DATE} onDateChange={jest.fn()} onWeekView={jest.fn()} />, { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Planned for Tue, Mar 12' });
    expect(within(section).getAllByTestId('planned-item')).toHaveLength(2);
    expect(within(section).getByRole('group', { name: /^Planned task: Write the board report, / })).toHaveTextContent("your peak, before Friday's deadline");
    expect(within(section).getByRole('group', { name: /^Planned habit: Stretch, / })).toHaveTextContent('Skip today');
    expect(within(screen.getByTestId('schedule-list')).queryByText('Write the board report')).not.toBeInTheDocument();
    const url = new URL(calls.find((c) => c.url.startsWith('/api/plan'))!.url, 'http://x');
    expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual(['2030-03-12T00:00:00.000Z', '2030-03-13T00:00:00.000Z']);
  });

  it('the week view lists each day its planned items under the day card, with Start, Done and Push to tomorrow', async () => {
    mocks();
    renderApp(<WeekView date={DATE} onWeekChange={jest.fn()} onOpenDay={jest.fn()} />, { signedIn: true });
    const days = await screen.findAllByTestId('planned-week-day');
    expect(days.map((d) => [d.dataset.date, within(d).getAllByTestId('planned-item').length])).toEqual([
      [DATE, 2],
      ['2030-03-14', 1],
    ]);
    const item = within(days[1]).getByRole('group', { name: /^Planned task: Write the board report, / });
    expect(item).toHaveTextContent('Thu 09:00–10:00, your peak');
    for (const name of ['Start', 'Done', 'Push to tomorrow']) expect(within(item).getByRole('button', { name })).toBeInTheDocument();
  });
});

describe("the views' plans and realtime", () => {
  it("a plan-changed event refreshes every view's range (its keys are under the rule's key)", () => {
    const keys = invalidationRules['flow.evt.scheduling.plan-changed']!.flatMap((r) => r.keys);
    const range = taskKeys.planRange('2030-03-11T00:00:00.000Z', '2030-03-18T00:00:00.000Z');
    expect(keys.some((k) => k.every((part, i) => range[i] === part))).toBe(true);
  });
});

describe("the planning view's week grid", () => {
  it("draws a day's planned items as labelled blocks that open their actions", async () => {
    mocks();
    const onOpen = jest.fn();
    const week = { from: '2030-03-11T00:00:00.000Z', to: '2030-03-18T00:00:00.000Z' };
    renderApp(
      <div style={{ position: 'relative' }}>
        <PlannedGridColumn date={DATE} zone="UTC" week={week} onOpen={onOpen} />
      </div>,
      { signedIn: true },
    );
    const blocks = await screen.findAllByTestId('week-grid-planned');
    expect(blocks.map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Planned task: Write the board report, /),
      expect.stringMatching(/^Planned habit: Stretch, /),
    ]);
    await userEvent.click(blocks[1]);
    expect(onOpen).toHaveBeenCalledWith(PLAN.placements[1], 'UTC');
  });

  it('opens a planned item in a dialog with its reason and actions, closed once it moved', async () => {
    mocks();
    const onClose = jest.fn();
    renderApp(<PlannedItemDialog open={{ placement: PLAN.placements[0], zone: 'UTC' }} now={Date.parse(`${DATE}T08:00:00Z`)} onClose={onClose} />, {
      signedIn: true,
    });
    const dialog = await screen.findByTestId('planned-item-dialog');
    expect(within(dialog).getByText('Planned task')).toBeInTheDocument();
    expect(within(dialog).getByText("Tue 09:30–11:00, your peak, before Friday's deadline")).toBeInTheDocument();
    for (const name of ['Start', 'Done', 'Push to tomorrow']) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Push to tomorrow' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
