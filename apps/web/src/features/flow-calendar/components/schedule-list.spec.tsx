import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderApp } from '../../../testing/render';
import { useStableCallback } from '../../../lib/use-stable-callback';
import type { ScheduleItem } from '../utils/day-schedule';
import { ScheduleList } from './schedule-list';

const noItems: ScheduleItem[] = [];

/** The items, counting how often their length is read: each render of the list reads it. */
function countingReads(items: ScheduleItem[]) {
  const reads = { count: 0 };
  const watched = new Proxy(items, {
    get(target, key, receiver) {
      if (key === 'length') reads.count++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { watched, reads };
}

/** A parent that renders again on a tap (as the day view does with each query and mutation state). */
function Parent({ items }: { items: ScheduleItem[] }) {
  const [taps, setTaps] = useState(0);
  const edit = useStableCallback((item: Extract<ScheduleItem, { kind: 'own' }>) => item.event.title);
  return (
    <>
      <button onClick={() => setTaps((n) => n + 1)}>Render again ({taps})</button>
      <ScheduleList items={items} heading="Today's Schedule" onEdit={edit} onDelete={edit} />
    </>
  );
}

describe('the schedule list, memoised', () => {
  it('does not render again when its parent does with the same items and stable handlers', async () => {
    const { watched, reads } = countingReads(noItems);
    renderApp(<Parent items={watched} />);
    expect(await screen.findByText("Today's Schedule (0)")).toBeInTheDocument();
    const first = reads.count;
    expect(first).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Render again (0)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render again (1)' }));
    expect(screen.getByRole('button', { name: 'Render again (2)' })).toBeInTheDocument();
    expect(reads.count).toBe(first);
  });
});

describe('useStableCallback', () => {
  it('keeps one function across renders that calls the latest one', async () => {
    const seen: Array<() => void> = [];
    const calls: number[] = [];
    function Counter() {
      const [n, setN] = useState(0);
      const report = useStableCallback(() => calls.push(n));
      seen.push(report);
      return (
        <>
          <button onClick={() => setN((v) => v + 1)}>Add</button>
          <button onClick={report}>Report</button>
        </>
      );
    }
    renderApp(<Counter />);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(calls).toEqual([0, 2]);
    expect(new Set(seen).size).toBe(1);
    expect(seen.length).toBeGreaterThan(2);
  });
});
