/* global window, document, addEventListener */
// The public pages (/auth, the legal pages) are prerendered HTML that works without the app: their
// forms post to the gateway. The app's JavaScript loads after the page has painted, when the browser
// is first idle or at once when the person starts to interact, and hydrates the page (no visible
// change). A classic script (the CSP allows no inline one): `data-app` names the app's entry module.
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
  function whenIdle() {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 4000 });
    else window.setTimeout(load, 1000);
  }
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
})();
