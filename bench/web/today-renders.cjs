// How much React renders on Today: the component renders of a first load, then of each tap on 'Refresh your flow'
// (the day fetched again, the same answer back). Counted through React's devtools hook, which React DOM calls at every
// commit: deterministic where CPU seconds are not on a shared machine (one build's browser specs took 94 and 134
// Chromium CPU-s in two runs), so a change that renders more or less shows here. With Today's sections memoised, a
// refresh renders its header and what reads the fetch, not the whole day under it.
'use strict';
/* global window -- set and read inside the page (addInitScript, page.evaluate), not in Node */
const { median } = require('../lib/stats.cjs');

/** Installed before the app: counts the function components each commit rendered. */
function countRenders() {
  const counts = { commits: 0, renders: 0 };
  window.__flowRenders = counts;
  const FUNCTION_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  // A fiber rendered in this commit when it is new or its props or state changed; a subtree React bailed
  // out of keeps its old child, and is not walked.
  const walk = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      const before = f.alternate;
      if (FUNCTION_TAGS.has(f.tag) && (!before || before.memoizedProps !== f.memoizedProps || before.memoizedState !== f.memoizedState)) counts.renders++;
      if (f.child && (!before || before.child !== f.child)) walk(f.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      counts.commits++;
      walk(root.current.child);
    },
  };
}

const read = (page) => page.evaluate(() => ({ ...window.__flowRenders }));
const reset = (page) => page.evaluate(() => Object.assign(window.__flowRenders, { commits: 0, renders: 0 }));

async function todayRenders({ base, refreshToken, chromium, executablePath, args, refreshes = 3, log = () => {} }) {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    await context.addCookies([{ name: 'flow_refresh', value: await refreshToken(), url: `${new URL(base).origin}/api/auth`, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(countRenders);
    const page = await context.newPage();
    await page.goto(`${base}/`, { timeout: 120_000 });
    // The day view comes in once the page is first idle (FlowCalendar), the last of Today's sections.
    await page.getByTestId('day-view').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const load = await read(page);
    log(`Today's first load: ${load.renders} component renders in ${load.commits} commits`);
    const perRefresh = [];
    for (let i = 0; i < refreshes; i++) {
      await reset(page);
      const answered = page.waitForResponse((response) => response.url().includes('/api/daily-flow'));
      await page.getByRole('button', { name: 'Refresh your flow' }).click();
      await answered;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500); // the commits after the answer (spinner off)
      const counted = await read(page);
      perRefresh.push(counted);
      log(`refresh ${i + 1}: ${counted.renders} component renders in ${counted.commits} commits`);
    }
    return {
      setup:
        '1280×800 context, reduced motion, signed in through the refresh cookie; Today loaded until the day view is in and the network idle, then taps on Refresh your flow',
      firstLoad: { renders: load.renders, commits: load.commits },
      refresh: { renders: median(perRefresh.map((r) => r.renders)), commits: median(perRefresh.map((r) => r.commits)) },
    };
  } finally {
    await browser.close();
  }
}

module.exports = { todayRenders, countRenders };
