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

  it('toasts raised before the toasts have loaded (they load after the first screen) are all shown when they do', async () => {
    toast.error('Access was not granted', 'Authorization Failed');
    toast.success('Calendar connected');
    renderApp(<p>page</p>);
    expect(screen.queryByTestId('toast')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('toast')).toHaveLength(2));
    expect(screen.getByText('Authorization Failed')).toBeInTheDocument();
    expect(screen.getByText('Calendar connected')).toBeInTheDocument();
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

  describe('on a fake clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('a toast leaves by itself after about 5 s', async () => {
      renderApp(<p>page</p>);
      act(() => toast.success('Event Created', 'Event added to FLOW'));
      const item = await screen.findByTestId('toast');
      act(() => jest.advanceTimersByTime(4000));
      expect(item).toHaveAttribute('data-state', 'open');
      act(() => jest.advanceTimersByTime(2000));
      await waitFor(() => expect(screen.queryByTestId('toast')?.getAttribute('data-state') ?? 'closed').toBe('closed'));
    });
  });
});
