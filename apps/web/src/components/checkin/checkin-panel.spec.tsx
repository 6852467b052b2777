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
  it('saves the energy picked on its labelled scale and says what was saved', async () => {
    const { calls } = mockFetch({ 'POST /api/checkins': () => [201, saved(4)] });
    renderApp(<CheckinPanel rhythmSource="chart" />, { signedIn: true });
    expect(screen.getByRole('button', { name: 'Choose your energy to check in' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Energy 4 of 5 (high)' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save check-in: high' }));
    expect(await screen.findByTestId('checkin-saved')).toHaveTextContent(/^Saved: energy 4 \(high\) at .+\.$/);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ energy: 4 }]);
    expect(screen.getByTestId('rhythm-source')).toHaveTextContent('Rhythm from your chart');
  });

  it('sends the optional focus and mood (below the energy) with it, and says when a check-in does not count', async () => {
    const { calls } = mockFetch({ 'POST /api/checkins': () => [201, { ...saved(2, false), focus: 5, mood: 3 }] });
    renderApp(<CheckinPanel rhythmSource="learned" />, { signedIn: true });
    expect(screen.getByRole('radio', { name: 'Energy 1 of 5 (drained)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Energy 5 of 5 (peak)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Energy 2 of 5 (low)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Focus (optional) 5 of 5' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Mood (optional) 3 of 5' }));
    expect(screen.getByRole('radio', { name: 'Energy 2 of 5 (low)' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save check-in: low' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ energy: 2, focus: 5, mood: 3 }]));
    expect(await screen.findByTestId('checkin-saved')).toHaveTextContent(/energy 2 \(low\), focus 5, mood 3 .*only one check-in per 30 minutes counts/i);
    expect(screen.getByTestId('rhythm-source')).toHaveTextContent('Rhythm learned from your check-ins');
  });

  it('shows the server’s message when the check-in is refused', async () => {
    mockFetch({ 'POST /api/checkins': () => [422, { error: { code: 'VALIDATION', message: 'At most 48 check-ins a day.' } }] });
    renderApp(<CheckinPanel />, { signedIn: true });
    await userEvent.click(screen.getByRole('radio', { name: 'Energy 3 of 5 (steady)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save check-in: steady' }));
    expect(await screen.findByText('At most 48 check-ins a day.')).toBeInTheDocument();
    expect(screen.queryByTestId('checkin-saved')).not.toBeInTheDocument();
  });
});
