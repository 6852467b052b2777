import { Box, chakra, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatMinutes } from '../../../lib/local-day';
import type { ScheduleItem } from '../../flow-calendar/utils/day-schedule';
import { boxOf, minutesOfDrag, movedSpan, type Span } from '../utils/timeline-layout';

const DRAG_THRESHOLD_PX = 5;
const KEY_STEP_MINUTES = 15;

export interface TimelineEventProps {
  item: ScheduleItem;
  lane: number;
  lanes: number;
  pxPerHour: number;
  /** Where the events' column starts across the row (0–1 of the width right of the hour labels). */
  column: { from: number; gutterPx: number };
  onOpen?: () => void;
  onMove?: (to: Span) => void;
  onDelete?: () => void;
}

const timeText = (span: Span) => `${formatMinutes(span.start)} – ${formatMinutes(span.end)}`;

/**
 * One event on Today's timeline. Own, one-off events move: drag it, or focus it and use the arrow
 * keys (a quarter hour a press), then Enter to save or Escape to put it back; a tap opens it.
 */
export function TimelineEvent({ item, lane, lanes, pxPerHour, column, onOpen, onMove, onDelete }: TimelineEventProps) {
  const { t } = useTranslation('today');
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ y: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const span = offset === 0 ? item : movedSpan(item, offset);
  const { top, height } = boxOf(span, pxPerHour);
  const width = (1 - column.from) / lanes;
  const left = column.from + width * lane;
  const movable = Boolean(onMove);

  const finish = () => {
    const to = movedSpan(item, offset);
    setOffset(0);
    if (to.start !== item.start) onMove?.(to);
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (!movable || e.button !== 0) return;
    drag.current = { y: e.clientY, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    setOffset(minutesOfDrag(dy, pxPerHour));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    dragged.current = Boolean(d?.moved);
    if (d?.moved) finish();
  };
  const onClick = () => {
    // A drag ends with a click too: only a tap opens the event.
    if (dragged.current) dragged.current = false;
    else onOpen?.();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!movable) return;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      setOffset((o) => movedSpan(item, o + (e.key === 'ArrowUp' ? -KEY_STEP_MINUTES : KEY_STEP_MINUTES)).start - item.start);
    } else if (e.key === 'Enter' && offset !== 0) {
      e.preventDefault();
      finish();
    } else if (e.key === 'Escape' && offset !== 0) {
      e.preventDefault();
      setOffset(0);
    }
  };

  return (
    <Box
      position="absolute"
      top={`${top}px`}
      h={`${height}px`}
      left={`calc(${column.gutterPx}px + (100% - ${column.gutterPx}px) * ${left})`}
      w={`calc((100% - ${column.gutterPx}px) * ${width} - 4px)`}
      zIndex={offset === 0 ? 2 : 3}
      data-testid="timeline-item-event"
      data-event-id={item.id}
      data-moving={offset !== 0 || undefined}
    >
      <chakra.button
        type="button"
        w="full"
        h="full"
        textAlign="start"
        px="2"
        py="0.5"
        borderRadius="md"
        borderWidth="1px"
        borderColor={item.kind === 'own' ? 'brand.solid' : 'border.emphasized'}
        bg={item.kind === 'own' ? 'brand.subtle' : 'bg.muted'}
        boxShadow={offset === 0 ? 'xs' : 'lg'}
        overflow="hidden"
        cursor={movable ? 'grab' : 'pointer'}
        touchAction={movable ? 'none' : undefined}
        pe={onDelete ? '8' : '2'}
        aria-label={`${item.title}, ${timeText(span)}`}
        aria-describedby={movable ? 'timeline-move-help' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => ((drag.current = null), setOffset(0))}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={() => setOffset(0)}
      >
        <Text fontSize="xs" fontWeight="semibold" truncate>
          {item.title}
        </Text>
        {height >= 36 && (
          <Text fontSize="2xs" color="fg.muted" truncate fontVariantNumeric="tabular-nums">
            {timeText(span)}
          </Text>
        )}
      </chakra.button>
      {onDelete && (
        <Button
          position="absolute"
          top="0"
          right="0"
          variant="ghost"
          size="icon"
          minW="7"
          h="7"
          color="red.fg"
          aria-label={t('timeline.delete', { title: item.title })}
          onClick={onDelete}
        >
          <Trash2 />
        </Button>
      )}
    </Box>
  );
}
