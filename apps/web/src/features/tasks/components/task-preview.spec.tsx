import type { TaskPreview } from '@flow/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuickAdd } from '../../quick-add/quick-add-launcher';
import { profile } from '../../../testing/fixtures';
import { mockFetch, renderApp } from '../../../testing/render';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

function Opener() {
  const quickAdd = useQuickAdd();
  return <button onClick={() => quickAdd.open()}>open</button>;
}

const preview: TaskPreview = {
  draft: {
    title: 'Write the board report',
    durationMinutes: 120,
    dueAt: '2030-01-11T17:00:00Z',
    priority: 2,
    energy: 'focus',
    splittable: true,
    minChunkMinutes: 45,
  },
  placements: [
    {
      kind: 'task',
      id: '00000000-0000-4000-8000-000000000000',
      title: 'Write the board report',
      start: '2030-01-08T09:00:00Z',
      end: '2030-01-08T11:00:00Z',
      reason: "Tue 09:00–11:00, your peak, before Friday's deadline",
      energyMatch: 1,
      pinned: false,
    },
  ],
  atRisk: [],
};

function setup() {
  const mock = mockFetch({
    'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
    'GET /api/notifications/settings': () => [200, {}],
    'POST /api/tasks/parse': () => [200, preview],
    'POST /api/tasks': (body) => [201, body],
    'POST /api/habits': (body) => [201, body],
    'POST /api/events/parse': () => [422, { error: { code: 'VALIDATION', message: 'Parsed as an event' } }],
  });
  renderApp(<Opener />, { signedIn: true });
  return mock;
}

async function type(sentence: string) {
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  const input = await screen.findByPlaceholderText('Describe your event in a few words');
  await userEvent.click(input);
  await userEvent.paste(sentence);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the main Quick Add understands tasks and habits (issue 37)', () => {
  it('reads a task, shows where FLOW would put it and why, and saves it as a task', async () => {
    const { calls } = setup();
    await type('Write the board report, 2 hours, by Friday');
    expect(await screen.findByText("Tue 09:00–11:00, your peak, before Friday's deadline")).toBeInTheDocument();
    expect(screen.getByText('Quick Add Task')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Where FLOW would put this task' })).toHaveTextContent('2 h');
    expect(calls.find((c) => c.url === '/api/tasks/parse')?.body).toEqual({ message: 'Write the board report, 2 hours, by Friday' });
    // Nothing saved before the person says so.
    expect(calls.some((c) => c.url === '/api/tasks' && c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/tasks' && c.method === 'POST')?.body).toEqual(preview.draft);
    await waitFor(() => expect(screen.queryByText('Quick Add Task')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/events/parse')).toBe(false);
  });

  it('reads a habit and saves it with its window and how often', async () => {
    const { calls } = setup();
    await type('Run 30 minutes every morning');
    const region = await screen.findByRole('region', { name: 'Where FLOW would put this habit' });
    expect(region).toHaveTextContent('FLOW plans it every day near 06:00–09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add habit' }));
    expect(await screen.findByText('Habit added')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/habits')?.body).toMatchObject({ title: 'Run', durationMinutes: 30, window: { start: '06:00', end: '09:00' } });
  });

  it("'Add as an event instead' goes on as for any event", async () => {
    const { calls } = setup();
    await type('Write the board report, 2 hours, by Friday');
    await userEvent.click(await screen.findByRole('button', { name: 'Add as an event instead' }));
    expect(await screen.findByText('Parsed as an event')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/events/parse')?.body).toMatchObject({ message: 'Write the board report, 2 hours, by Friday' });
    expect(screen.getByText('Quick Add Event')).toBeInTheDocument();
  });
});
