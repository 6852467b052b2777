import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { renderApp } from '../../../testing/render';
import type { ScheduleItem } from '../../flow-calendar/utils/day-schedule';
import { TimelineEvent } from './timeline-event';

const event = scheduledEventFixture({ id: 'e1', title: 'Dentist', start_time: '2026-03-10T09:00:00Z', end_time: '2026-03-10T10:00:00Z' });
const item: ScheduleItem = { kind: 'own', id: 'e1', title: 'Dentist', start: 540, end: 600, allDay: false, location: null, event };

function setup() {
  const onMove = jest.fn();
  const onOpen = jest.fn();
  const onDelete = jest.fn();
  renderApp(
    <div style={{ position: 'relative', height: 1344 }}>
      <TimelineEvent item={item} lane={0} lanes={1} pxPerHour={56} column={{ from: 0.4, gutterPx: 44 }} onMove={onMove} onOpen={onOpen} onDelete={onDelete} />
    </div>,
  );
  return { onMove, onOpen, onDelete, button: screen.getByRole('button', { name: /^Dentist,/ }) };
}

describe('TimelineEvent', () => {
  it('moves by a quarter hour an arrow press and saves with Enter (the keyboard way to drag)', async () => {
    const { onMove, onOpen, button } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(button.closest('[data-testid="timeline-item-event"]')).toHaveAttribute('data-moving', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith({ start: 570, end: 630 });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('puts it back with Escape, and opens it on a tap', async () => {
    const { onMove, onOpen, button } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowUp}{Escape}{Enter}');
    expect(onMove).not.toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('moves by dragging, snapped to quarter hours, without opening it', () => {
    const { onMove, onOpen, button } = setup();
    fireEvent.pointerDown(button, { button: 0, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(button, { clientY: 160, pointerId: 1 }); // 60 px at 56 px an hour ≈ 64 min → 60
    fireEvent.pointerUp(button, { clientY: 160, pointerId: 1 });
    fireEvent.click(button);
    expect(onMove).toHaveBeenCalledWith({ start: 600, end: 660 });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('offers delete for its own events', async () => {
    const { onDelete } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Dentist' }));
    expect(onDelete).toHaveBeenCalled();
  });
});
