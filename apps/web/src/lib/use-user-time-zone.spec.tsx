import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LONDON, profile, tokyoStay } from '../testing/fixtures';
import { mockFetch, renderApp } from '../testing/render';
import { useUserTimeZone, useUserToday } from './use-user-time-zone';

// A Londoner's trip to Tokyo from Thursday 26 to Sunday 29 November 2026 (London is on UTC then).
const TOKYO = tokyoStay('2026-11-26', '2026-11-29');
// 16:00 UTC on Sunday: 01:00 on Monday in Tokyo, still Sunday in London.
const SUNDAY_EVENING = new Date('2026-11-29T16:00:00Z');
const MONDAY_MORNING = new Date('2026-11-30T08:00:00Z');

/** The hook's answer at a `now` that moves on when asked, as a ticking useNow does. */
function Today({ at }: { at: Date }) {
  const [now, setNow] = useState(at);
  const today = useUserToday(now);
  const zone = useUserTimeZone();
  return (
    <>
      <p>{`${today} in ${zone}`}</p>
      <button onClick={() => setNow(MONDAY_MORNING)}>Monday</button>
    </>
  );
}

function setup(now: Date) {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  mockFetch({
    'GET /api/profile': () => [
      200,
      profile({ time_zone: 'Europe/London', current_location: 'London', current_time_zone: 'Europe/London', current_place: LONDON, travel: [TOKYO] }),
    ],
  });
  renderApp(<Today at={now} />, { signedIn: true });
}
afterEach(() => jest.useRealTimers());

describe("the user's today", () => {
  it("on the trip's last evening is still its last day (Sunday), laid out in Tokyo, though Tokyo's clock is on Monday", async () => {
    setup(SUNDAY_EVENING);
    expect(await screen.findByText('2026-11-29 in Asia/Tokyo')).toBeInTheDocument();
  });

  it('follows the `now` it is given: on Monday it is Monday at home', async () => {
    setup(SUNDAY_EVENING);
    await screen.findByText('2026-11-29 in Asia/Tokyo');
    // The zone is read at the clock's now: move both on.
    jest.setSystemTime(MONDAY_MORNING);
    await userEvent.click(screen.getByRole('button', { name: 'Monday' }));
    expect(await screen.findByText('2026-11-30 in Europe/London')).toBeInTheDocument();
  });
});
