import type { PlanPlacement } from '@flow/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profile } from '../../../testing/fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { resetPlannedProgress } from '../utils/planned-progress';
import { gridBox } from './planned-grid';
import { PlannedItem } from './planned-item';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

const TASK_ID = '22222222-2222-4222-8222-222222222222';
const HABIT_ID = '33333333-3333-4333-8333-333333333333';
const placement = (over: Partial<PlanPlacement> = {}): PlanPlacement => ({
  kind: 'task',
  id: TASK_ID,
  title: 'Write the board report',
  start: '2030-01-07T09:30:00Z',
  end: '2030-01-07T11:00:00Z',
  reason: "Mon 09:30–11:00, your peak, before Friday's deadline",
  energyMatch: 1,
  pinned: false,
  ...over,
});
const NOW = Date.parse('2030-01-07T09:40:00Z');

function setup(p: PlanPlacement) {
  const mock = mockFetch({
    'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
    [`POST /api/tasks/${TASK_ID}/complete`]: () => [200, {}],
    [`POST /api/tasks/${TASK_ID}/push`]: () => [200, {}],
    [`POST /api/habits/${HABIT_ID}/skip`]: () => [200, {}],
  });
  renderApp(<PlannedItem placement={p} zone="UTC" now={NOW} />, { signedIn: true });
  return mock;
}

beforeEach(() => resetPlannedProgress());

describe('a planned item (issue 37)', () => {
  it('is labelled as a planned task with its time and reason, and Start shows it in progress with its focus time left', async () => {
    setup(placement());
    const item = screen.getByRole('group', { name: /^Planned task: Write the board report, / });
    expect(item).toHaveAttribute('data-kind', 'task');
    expect(within(item).getByText("Mon 09:30–11:00, your peak, before Friday's deadline")).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Start' }));
    // Started at the real now, timed for the 90 planned minutes; shown against the given now.
    expect(within(item).getByRole('status')).toHaveTextContent(/^In progress · \d+ min left$/);
    expect(within(item).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('Done completes the task and Push to tomorrow pushes it, on the server', async () => {
    const { calls } = setup(placement());
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    // The toast's: the button says "Done" too (findByText found both until the toast had gone, 5 s).
    expect(await screen.findByTestId('toast')).toHaveTextContent('Done');
    await userEvent.click(screen.getByRole('button', { name: 'Push to tomorrow' }));
    expect(await screen.findByText('Pushed to tomorrow')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/tasks/${TASK_ID}/complete`, `/api/tasks/${TASK_ID}/push`]);
  });

  it('a habit offers Done (done today) and Skip today instead of Push', async () => {
    const { calls } = setup(placement({ kind: 'habit', id: HABIT_ID, title: 'Morning run', reason: 'Mon 06:30–07:00, near your window' }));
    const item = screen.getByRole('group', { name: /^Planned habit: Morning run, / });
    expect(within(item).queryByRole('button', { name: 'Push to tomorrow' })).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Skip today' }));
    expect(await screen.findByText('Skipped today')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Done' }));
    expect(within(item).getByText('Done today')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/habits/${HABIT_ID}/skip`]);
  });
});

describe('a planned item on the week grid', () => {
  it('sits at its time of the day (60 px an hour), cut at midnight, at least 30 px high', () => {
    expect(gridBox(placement(), '2030-01-07', 'UTC')).toEqual({ top: 570, height: 90 });
    expect(gridBox(placement({ start: '2030-01-07T23:45:00Z', end: '2030-01-08T00:45:00Z' }), '2030-01-07', 'UTC')).toEqual({ top: 1425, height: 30 });
    // The same instant on a day spent in New York (UTC-5).
    expect(gridBox(placement(), '2030-01-07', 'America/New_York').top).toBe(270);
  });
});
