import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@flow/rhythm';
import { browserTimeZone, todayIn } from '../../../lib/local-day';
import { dailyFlowFixture } from '../../../testing/flow-fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { ZonePrompt } from './zone-prompt';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

// The browser (jsdom) is in the test process's zone; today is planned in Tokyo, inside a trip.
const BROWSER = browserTimeZone();
const tokyoDay = () => {
  const date = todayIn('Asia/Tokyo');
  return {
    ...dailyFlowFixture(date, undefined, 'Asia/Tokyo'),
    timeZoneSource: 'travel' as const,
    place: { name: 'Tokyo, Japan', latitude: 35.68, longitude: 139.69, timeZone: 'Asia/Tokyo' },
  };
};

beforeEach(() => localStorage.clear());

describe("Today's zone prompt", () => {
  it('"Use it" replaces the planned days with the browser’s place (both todays when the date line splits them), without refusing an overlap', async () => {
    const flow = tokyoDay();
    const { calls } = mockFetch({
      'GET /api/places': () => [200, { places: [] }],
      'PUT /api/travel-stays': () => [200, { stays: [] }],
      'GET /api/profile': () => [200, {}],
    });
    renderApp(<ZonePrompt flow={flow} />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Use it' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const [from, to] = [flow.date, todayIn(BROWSER)].sort();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ place: expect.any(String), from, to });
    expect(calls.some((c) => c.method === 'POST' && c.url.startsWith('/api/travel-stays'))).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('zone-prompt')).not.toBeInTheDocument());
  });

  it('"Keep Tokyo" hides it for the rest of that day, and asks again on another day', async () => {
    const flow = tokyoDay();
    mockFetch({ 'GET /api/places': () => [200, { places: [] }] });
    const first = renderApp(<ZonePrompt flow={flow} />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Tokyo' }));
    expect(screen.queryByTestId('zone-prompt')).not.toBeInTheDocument();
    first.unmount();
    const again = renderApp(<ZonePrompt flow={flow} />, { signedIn: true });
    expect(screen.queryByTestId('zone-prompt')).not.toBeInTheDocument();
    again.unmount();
    renderApp(<ZonePrompt flow={{ ...flow, date: addDays(flow.date, 1) }} />, { signedIn: true });
    expect(await screen.findByTestId('zone-prompt')).toBeInTheDocument();
  });
});
