import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const INSTALL_PROMPT_UNAVAILABLE = 'Install prompt not available';

type Listener = () => void;
interface InstallState {
  /** The deferred prompt, once the browser offered one. */
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
}

/**
 * The browser fires `beforeinstallprompt` once, early: it is captured at start-up (before any page
 * asks) and kept here until the install page uses it.
 */
class InstallPromptStore {
  private state: InstallState = { prompt: null, installed: false };
  private listeners = new Set<Listener>();

  listen(target: Window = window) {
    target.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      this.set({ ...this.state, prompt: event as BeforeInstallPromptEvent });
    });
    target.addEventListener('appinstalled', () => this.set({ prompt: null, installed: true }));
  }

  getState = () => this.state;
  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows the browser's prompt; resolves true when the person accepted. */
  async install(): Promise<boolean> {
    const prompt = this.state.prompt;
    if (!prompt) throw new Error(INSTALL_PROMPT_UNAVAILABLE);
    await prompt.prompt();
    const choice = await prompt.userChoice;
    // A prompt can be used once.
    this.set({ prompt: null, installed: choice.outcome === 'accepted' });
    return choice.outcome === 'accepted';
  }

  private set(next: InstallState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

export const installPrompt = new InstallPromptStore();

export function useInstallPrompt() {
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.getState, installPrompt.getState);
}

/** Running as an installed app (home-screen icon), on any platform. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** iPhone, iPad (including iPadOS that reports itself as a Mac with touch) and iPod. */
export function isIos(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints ?? 0): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
