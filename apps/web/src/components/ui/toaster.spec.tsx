import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import { toast } from './toaster';

describe('toasts', () => {
  it("titles failures 'Error' with the message as description", async () => {
    renderApp(<p>page</p>);
    act(() => toast.error('Please fill in all fields'));
    const item = await screen.findByTestId('toast');
    expect(item).toHaveTextContent('Error');
    expect(item).toHaveTextContent('Please fill in all fields');
  });

  it('a swipe of 50 px dismisses a toast, a shorter one does not', async () => {
    renderApp(<p>page</p>);
    act(() => toast.info('Saved'));
    const item = await screen.findByTestId('toast');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    expect(item).toHaveAttribute('data-state', 'open');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 150 });
    await waitFor(() => expect(screen.queryByTestId('toast')?.getAttribute('data-state') ?? 'closed').toBe('closed'));
  });

  it('a toast leaves by itself after about 5 s', async () => {
    renderApp(<p>page</p>);
    act(() => toast.success('Event Created', 'Event added to FLOW'));
    const item = await screen.findByTestId('toast');
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(item).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(screen.queryByTestId('toast')?.getAttribute('data-state') ?? 'closed').toBe('closed'), { timeout: 3000 });
  }, 15_000);
});
