/* global window, document, localStorage, location, MutationObserver */
// A returning person's Today at a glance, before the app has loaded (issue 39): the NOW and NEXT lines
// the app kept on the device at the last visit (lib/day-glance.ts), painted the moment the page is
// parsed, and removed when the app's own lines are on the screen. It decides nothing itself: it picks
// the kept frame of the current minute in the day's time zone, and shows nothing for another day,
// another page, or a signed-out browser (signing out forgets the kept day).
// A classic, deferred script (the CSP allows no inline one); text only (textContent), no markup kept.
(function () {
  if (location.pathname !== '/' || location.search) return;
  var glance;
  try {
    glance = JSON.parse(localStorage.getItem('flow.glance') || 'null');
  } catch {
    return;
  }
  if (!glance || !Array.isArray(glance.frames)) return;
  var parts;
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: glance.zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .reduce(function (all, p) {
        all[p.type] = p.value;
        return all;
      }, {});
  } catch {
    return;
  }
  if (parts.year + '-' + parts.month + '-' + parts.day !== glance.day) return;
  var minute = Number(parts.hour) * 60 + Number(parts.minute);
  var frame = glance.frames.filter(function (f) {
    return f.from <= minute && minute < f.to;
  })[0];
  if (!frame) return;

  var dark = document.documentElement.classList.contains('dark');
  var box = document.createElement('section');
  box.id = 'day-glance';
  box.lang = glance.lang;
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText =
    'position:fixed;top:0;left:0;right:0;z-index:10;padding:16px 20px;display:grid;gap:4px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
    (dark ? 'background:#1b1a22;color:#e4e4e7;border-bottom:1px solid #2e2c38;' : 'background:#fff;color:#1f2937;border-bottom:1px solid #e9e5f2;');
  function line(label, text, range, testId, strong) {
    var row = document.createElement('div');
    row.style.cssText = 'display:flex;gap:8px;align-items:baseline;flex-wrap:wrap';
    var l = document.createElement('span');
    l.textContent = label;
    l.style.cssText =
      'width:40px;flex-shrink:0;font-size:12px;font-weight:700;text-transform:uppercase;color:' +
      (strong ? (dark ? '#b79cf0' : '#6a3fc2') : dark ? '#a1a1aa' : '#6b7280');
    var t = document.createElement('span');
    t.textContent = text;
    t.style.fontWeight = strong ? '600' : '500';
    t.setAttribute('data-testid', testId);
    row.appendChild(l);
    row.appendChild(t);
    if (range) {
      var r = document.createElement('span');
      r.textContent = range;
      r.style.cssText = 'font-variant-numeric:tabular-nums;color:' + (dark ? '#a1a1aa' : '#6b7280');
      row.appendChild(r);
    }
    box.appendChild(row);
  }
  line(glance.labels.now, frame.now, frame.nowRange, 'glance-now', true);
  if (frame.next) line(glance.labels.next, frame.next, frame.nextRange, 'glance-next', false);
  document.body.appendChild(box);

  // The app's own lines take over; so does any other page the app moves to. If the app's Today is on
  // the screen but shows no lines (an error, another day), the glance goes a moment later.
  var timer = window.setTimeout(done, 60000);
  function done() {
    observer.disconnect();
    window.clearTimeout(timer);
    if (box.parentNode) box.parentNode.removeChild(box);
  }
  var todayShown = false;
  var observer = new MutationObserver(function () {
    if (location.pathname !== '/' || document.querySelector('[data-testid="now-block"]')) return done();
    if (!todayShown && document.querySelector('#root h1')) {
      todayShown = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(done, 3000);
    }
  });
  observer.observe(document.getElementById('root') || document.body, { childList: true, subtree: true });
})();
