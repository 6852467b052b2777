import { act, screen } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import { OFFLINE_NOTICE, OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => goOffline(false));

  it('appears the moment the network drops and goes when it returns', () => {
    renderApp(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE);
    goOffline(false);
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
  });
});
