import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTALL_PROMPT_UNAVAILABLE, installPrompt, isIos } from '../../../lib/pwa/install-prompt';
import { renderApp } from '../../../testing/render';
import { installMode } from '../utils/install-mode';

// The spec's texts.
const INSTALL_SUCCESS = 'App installed successfully!';
const WHY_INSTALL = ['Quick access from your home screen', 'Works offline', 'Faster loading', 'No app store needed'];
import { InstallPage } from './install-page';

installPrompt.listen();

function offerPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('install mode (spec 4, Install page)', () => {
  it('installed wins, then iOS steps, then the prompt, else the browser menu', () => {
    expect(installMode({ standalone: true, installed: false, ios: true, hasPrompt: true })).toBe('installed');
    expect(installMode({ standalone: false, installed: true, ios: false, hasPrompt: false })).toBe('installed');
    expect(installMode({ standalone: false, installed: false, ios: true, hasPrompt: false })).toBe('ios');
    expect(installMode({ standalone: false, installed: false, ios: false, hasPrompt: true })).toBe('prompt');
    expect(installMode({ standalone: false, installed: false, ios: false, hasPrompt: false })).toBe('browser-menu');
  });

  it('recognises iPhones, iPads and iPadOS posing as a Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (X11; Linux x86_64)', 0)).toBe(false);
  });
});

describe('InstallPage', () => {
  it('without a prompt: the browser-menu hint, Skip and Continue, and Why install?', () => {
    renderApp(<InstallPage />);
    expect(screen.getByTestId('browser-menu-hint')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip and Continue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why install?' })).toBeInTheDocument();
    for (const reason of WHY_INSTALL) expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it("uses the browser's prompt, and says 'App installed successfully!' when accepted", async () => {
    const event = offerPrompt('accepted');
    renderApp(<InstallPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(event.prompt).toHaveBeenCalled();
    expect(await screen.findByText(INSTALL_SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Already Installed' })).toBeInTheDocument();
  });

  it("reports 'Install prompt not available' when there is none to show", async () => {
    await expect(installPrompt.install()).rejects.toThrow(INSTALL_PROMPT_UNAVAILABLE);
  });
});
