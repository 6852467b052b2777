/* global window, document, addEventListener, location, localStorage, navigator */
// The public pages (/auth, the legal pages) are prerendered HTML that works without the app: their
// forms post to the gateway. The app's JavaScript loads after the page has painted and hydrates the
// page (no visible change): at once when the person starts to interact, and when the browser is first
// idle only where the page needs it before that: a wide screen (the intro plays beside the card), a
// language other than English (the prerendered page is English), or an address the app acts on (a
// recovery link's hash, a sign-in error, /reset-password). On a phone, an English page the person only
// reads costs no script at all: the app's 200 KiB and its hydration wait for the first touch.
// A classic script (the CSP allows no inline one): `data-app` names the app's entry module.
(function () {
  var script = document.currentScript;
  var src = script && script.getAttribute('data-app');
  if (!src) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = src;
    document.head.appendChild(app);
  }
  ['pointerdown', 'keydown', 'focusin', 'touchstart'].forEach(function (type) {
    addEventListener(type, load, { once: true, passive: true, capture: true });
  });
  function neededBeforeTouch() {
    var prerendered = ['/auth', '/privacy-policy', '/terms-of-service'];
    if (prerendered.indexOf(location.pathname.replace(/\/+$/, '')) < 0 || location.search || location.hash) return true;
    if (window.matchMedia && window.matchMedia('(min-width: 48rem)').matches) return true;
    try {
      // As the app decides (lib/app-language.ts): the language kept in this browser, else the browser's own.
      var kept = localStorage.getItem('flow.language');
      if (kept) return kept !== 'en';
      return /^hi\b/i.test((navigator.languages || [navigator.language])[0] || '');
    } catch {
      return true;
    }
  }
  function whenIdle() {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 4000 });
    else window.setTimeout(load, 1000);
  }
  if (!neededBeforeTouch()) return;
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
})();
