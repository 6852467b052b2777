import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Checkin } from '@flow/contracts';
import { mockFetch, renderApp } from '../../testing/render';
import { CheckinPanel } from './checkin-panel';

const saved = (energy: number, counts = true): Checkin => ({
  id: '33333333-3333-4333-8333-333333333333',
  energy,
  focus: null,
  mood: null,
  at: '2026-03-10T09:30:00.000Z',
  date: '2026-03-10',
  time: '09:30',
  timeZone: 'UTC',
  counts,
  createdAt: '2026-03-10T09:30:00.000Z',
});

describe('CheckinPanel', () => {
  it('checks in with one tap on an energy level', async () => {
    const { calls } = mockFetch({ 'POST /api/checkins': () => [201, saved(4)] });
    renderApp(<CheckinPanel rhythmSource="chart" />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Energy 4 of 5' }));
    expect(await screen.findByText('Checked in', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ energy: 4 }]);
    expect(screen.getByTestId('rhythm-source')).toHaveTextContent('Rhythm from your chart');
  });

  it('sends focus and mood picked before the energy tap, and says when a check-in does not count', async () => {
    const { calls } = mockFetch({ 'POST /api/checkins': () => [201, saved(2, false)] });
    renderApp(<CheckinPanel rhythmSource="learned" />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add focus and mood' }));
    await userEvent.click(screen.getByRole('button', { name: 'Focus 5 of 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mood 3 of 5' }));
    expect(screen.getByRole('button', { name: 'Focus 5 of 5' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Energy 2 of 5' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ energy: 2, focus: 5, mood: 3 }]));
    expect(await screen.findByText(/only one check-in per 30 minutes counts/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('rhythm-source')).toHaveTextContent('Rhythm learned from your check-ins');
  });

  it('shows the server’s message when the check-in is refused', async () => {
    mockFetch({ 'POST /api/checkins': () => [422, { error: { code: 'VALIDATION', message: 'At most 48 check-ins a day.' } }] });
    renderApp(<CheckinPanel />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Energy 3 of 5' }));
    expect(await screen.findByText('At most 48 check-ins a day.', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
