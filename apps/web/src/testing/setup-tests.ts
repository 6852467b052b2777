import '@testing-library/jest-dom';
import { configure, getConfig, prettyDOM } from '@testing-library/react';
import * as React from 'react';
// The words (English) for every component, also those a spec renders without the app's providers.
import '../i18n';

// Chakra renders are heavy and CI machines are shared: give findBy*/waitFor time before failing.
configure({ asyncUtilTimeout: 10_000, getElementError: lazyElementError });

/**
 * A query that finds nothing throws an error with the whole page printed in it, and findBy… and waitFor
 * retry their queries every 50 ms until they do find it: printing the page for each retry's error, all
 * but the last thrown away, was a noticeable part of a spec's CPU. Printed here when the error is read
 * (a failing test's report), with the page as it is then.
 */
function lazyElementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  const frames = (error.stack ?? '').slice((error.stack ?? '').indexOf('\n'));
  let text: string | undefined;
  let stack: string | undefined;
  const full = () => (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n'));
  // Both stay writable: waitFor gives its timeout's error the stack of the call that waited.
  Object.defineProperties(error, {
    message: { get: full, set: (value: string) => (text = value), configurable: true },
    stack: { get: () => stack ?? `${error.name}: ${full()}${frames}`, set: (value: string) => (stack = value), configurable: true },
  });
  return error;
}

/**
 * React's development build records an owner stack (an Error and its stack) for every element made with
 * createElement — Emotion's and Chakra's, two per styled element — for the component stacks of its
 * warnings, up to 10,000 a second: a large part of a render's CPU. Our own JSX already goes through the
 * production factory (jest.config.js); the count React checks stays at its limit, so it records none.
 */
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined, configurable: true });
}

// jsdom has no TextEncoder (React Router needs it): take Node's. This file runs in Node, not the browser.
declare const require: (id: string) => { TextEncoder: unknown; TextDecoder: unknown };
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks a few browser APIs Chakra (Ark/Zag) and the app use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= ResizeObserverStub;
(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};
// jsdom has no PointerEvent: a MouseEvent carries the coordinates the swipe handling reads.
if (!('PointerEvent' in window)) {
  (window as { PointerEvent?: unknown }).PointerEvent = class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  };
}
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// Zag's toast group subscribes to its store from a timer after mount, outside any act(): React's
// warning about that one component says nothing about the code under test.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('inside a test was not wrapped in act') && args[1] === 'Toaster') return;
  consoleError(...args);
};
