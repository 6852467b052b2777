import { screen, waitFor } from '@testing-library/react';
import { profile } from '../../../testing/fixtures';
import { dailyFlowFixture } from '../../../testing/flow-fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { dailyFlowKeys } from './daily-flow-keys';
import { useDailyFlow } from './get-daily-flow';

const DATE = '2030-03-12';
const renders = { flowOnly: 0, withSpinner: 0 };

/** Shows only the flow, as the timeline does. */
function FlowOnly() {
  const { flow } = useDailyFlow(DATE);
  renders.flowOnly++;
  return <p>{flow ? `flow of ${flow.date}` : 'no flow'}</p>;
}

/** Shows whether the day is being fetched, as Today's Refresh button does. */
function WithSpinner() {
  const { isFetching } = useDailyFlow(DATE);
  renders.withSpinner++;
  return <p>{isFetching ? 'fetching' : 'still'}</p>;
}

describe('useDailyFlow', () => {
  it('does not render a reader of the flow again when a refetch brings the same flow back; a reader of the fetching state does', async () => {
    const { calls } = mockFetch({
      'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
      'GET /api/daily-flow': () => [200, dailyFlowFixture(DATE)],
    });
    const { queryClient } = renderApp(
      <>
        <FlowOnly />
        <WithSpinner />
      </>,
      { signedIn: true },
    );
    expect(await screen.findByText(`flow of ${DATE}`)).toBeInTheDocument();
    await screen.findByText('still');
    const settled = { ...renders };

    await queryClient.invalidateQueries({ queryKey: dailyFlowKeys.all });
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/api/daily-flow'))).toHaveLength(2));
    await screen.findByText('still');

    // The same flow came back: its reader did not render again; the spinner's reader did, for the fetch.
    expect(renders.withSpinner).toBeGreaterThan(settled.withSpinner);
    expect(renders.flowOnly).toBe(settled.flowOnly);
  });
});
