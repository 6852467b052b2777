import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RhythmBlock, ScheduledEvent } from '@flow/contracts';
import { defaultRhythmBlocks } from '@flow/rhythm';
import { renderApp } from '../../../testing/render';
import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { RhythmTimeline } from './rhythm-timeline';

const DATE = '2026-11-30';
const meeting = scheduledEventFixture({ id: 'e1', title: 'Standup', start_time: `${DATE}T09:00:00Z`, end_time: `${DATE}T09:30:00Z` });

/** The day's rhythm blocks and one event block, each counting how often its description is read: each render of its item reads it (the list itself does not). */
function countedBlocks() {
  const reads = new Map<string, number>();
  const event: RhythmBlock = {
    ...defaultRhythmBlocks(DATE)[0],
    timeRange: '09:00–09:30',
    theme: 'Standup',
    type: 'event',
    relatedEvent: { id: meeting.id, title: meeting.title, source: 'flow' },
  };
  const blocks = [...defaultRhythmBlocks(DATE), event].map(
    (block) =>
      new Proxy(block, {
        get(target, key, receiver) {
          if (key === 'description') reads.set(target.theme, (reads.get(target.theme) ?? 0) + 1);
          return Reflect.get(target, key, receiver);
        },
      }),
  );
  return { blocks, reads };
}

const noop = () => undefined;

/** The day view's part: its events land (a new map), then an alignment is being saved (the busy event). */
function Parent({ blocks }: { blocks: RhythmBlock[] }) {
  const [ownEvents, setOwnEvents] = useState<ReadonlyMap<string, ScheduledEvent>>(new Map());
  const [busyEventId, setBusy] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setOwnEvents(new Map([[meeting.id, meeting]]))}>Events land</button>
      <button onClick={() => setBusy(meeting.id)}>Saving</button>
      <RhythmTimeline
        blocks={blocks}
        ownEvents={ownEvents}
        overrides={new Map()}
        onBook={noop}
        onToggleAlignment={noop}
        onCancel={noop}
        busyEventId={busyEventId}
      />
    </>
  );
}

describe('the rhythm timeline, memoised by block', () => {
  it('renders again only the block of the event that changed (its events landing, a mutation in progress)', async () => {
    const { blocks, reads } = countedBlocks();
    renderApp(<Parent blocks={blocks} />);
    expect(await screen.findByTestId('rhythm-timeline')).toBeInTheDocument();
    const rhythmTheme = blocks[0].theme;
    const first = { rhythm: reads.get(rhythmTheme) ?? 0, event: reads.get('Standup') ?? 0 };
    expect(first.rhythm).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel Standup' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Events land' }));
    expect(await screen.findByRole('button', { name: 'Cancel Standup' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Saving' }));
    expect(screen.getByRole('button', { name: 'Cancel Standup' })).toBeDisabled();

    expect(reads.get('Standup')).toBeGreaterThan(first.event);
    expect(reads.get(rhythmTheme)).toBe(first.rhythm);
  });
});
