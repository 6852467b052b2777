import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render';
import { showUpdatePrompt, UPDATE_READY_TEXT, watchForUpdates } from './app-update';

/** A registration and a container as the browser gives them, as plain event targets. */
function fakeWorkers({ waiting, controlled }: { waiting: boolean; controlled: boolean }) {
  const postMessage = jest.fn();
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? { postMessage } : null,
    installing: null as (EventTarget & { state: string }) | null,
  });
  const container = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  const reload = jest.fn();
  return { registration, container, reload, postMessage };
}

describe('a new version of the app (service worker update)', () => {
  it('offers "A new version of FLOW is ready"; Reload lets the new worker take over, then reloads', async () => {
    const { registration, container, reload, postMessage } = fakeWorkers({ waiting: true, controlled: true });
    renderApp(<p>page</p>);
    act(() => watchForUpdates(registration as unknown as ServiceWorkerRegistration, showUpdatePrompt, container as unknown as ServiceWorkerContainer, reload));
    expect(await screen.findByText(UPDATE_READY_TEXT)).toBeInTheDocument();
    expect(postMessage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says nothing on the first install (no page was running an older version)', () => {
    const { registration, container, reload } = fakeWorkers({ waiting: true, controlled: false });
    const onReady = jest.fn();
    watchForUpdates(registration as unknown as ServiceWorkerRegistration, onReady, container as unknown as ServiceWorkerContainer, reload);
    expect(onReady).not.toHaveBeenCalled();
  });

  it('offers the update found while the page is open once it is installed', () => {
    const { registration, container, reload } = fakeWorkers({ waiting: false, controlled: true });
    const onReady = jest.fn();
    watchForUpdates(registration as unknown as ServiceWorkerRegistration, onReady, container as unknown as ServiceWorkerContainer, reload);
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.dispatchEvent(new Event('statechange'));
    expect(onReady).not.toHaveBeenCalled();
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});
