import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { RhythmBlock, ScheduledEvent } from '@flow/contracts';
import { HIGH_ENERGY_INTENSITY, parseRange } from '@flow/rhythm';
import { CalendarPlus, X } from 'lucide-react';
import { memo } from 'react';
import { AlignmentBadge } from '../../../components/flow/alignment-badge';
import { RhythmIcon } from '../../../components/flow/flow-icons';
import { IntensityBar } from '../../../components/flow/intensity-bar';
import { Button } from '../../../components/ui/button';
import { choiceOf, CHOICE_LABELS, nextChoice, type AlignmentChoice } from '../../events/api/set-alignment';
import { inPersonsClock } from '../../../lib/clock-text';
import { useTranslation } from 'react-i18next';
import { CALENDAR } from '../utils/calendar-texts';

export interface RhythmTimelineProps {
  blocks: readonly RhythmBlock[];
  ownEvents: ReadonlyMap<string, ScheduledEvent>;
  overrides: ReadonlyMap<string, boolean>;
  /** The Book button: the block's span (the day view books its start, 60 minutes, as the spec says). */
  onBook: (span: { start: number; end: number }) => void;
  onToggleAlignment: (event: ScheduledEvent, next: AlignmentChoice) => void;
  onCancel: (event: ScheduledEvent) => void;
  busyEventId?: string | null;
}

/** Spec 2: rhythm blocks with intensity 0.7 or more that are neither an event nor a transition can be booked. */
export function isBookable(block: RhythmBlock): boolean {
  return block.type !== 'event' && block.type !== 'transition' && block.intensity >= HIGH_ENERGY_INTENSITY;
}

function EventControls({
  block,
  event,
  override,
  onToggle,
  onCancel,
  busy,
}: {
  block: RhythmBlock;
  event: ScheduledEvent | undefined;
  override: boolean | undefined;
  onToggle: RhythmTimelineProps['onToggleAlignment'];
  onCancel: RhythmTimelineProps['onCancel'];
  busy: boolean;
}) {
  const { t } = useTranslation(CALENDAR);
  const choice = choiceOf(override ?? event?.is_aligned);
  return (
    <HStack gap="2" wrap="wrap" justify="flex-end">
      {block.alignment && <AlignmentBadge alignment={block.alignment} />}
      {event && (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onToggle(event, nextChoice(choice))}
            disabled={busy}
            aria-label={t('alignmentFor', { title: event.title, choice: CHOICE_LABELS[choice] })}
            title={t('choices')}
            data-choice={choice}
          >
            {CHOICE_LABELS[choice]}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            color="red.fg"
            onClick={() => onCancel(event)}
            disabled={busy}
            aria-label={t('cancelTitle', { title: event.title })}
          >
            <X /> {t('cancel')}
          </Button>
        </>
      )}
    </HStack>
  );
}

/** One block of the timeline: memoised, so a query or mutation that changes one event renders that event's block only. */
const RhythmItem = memo(function RhythmItem({
  block,
  own,
  override,
  busy,
  onBook,
  onToggleAlignment,
  onCancel,
}: {
  block: RhythmBlock;
  own: ScheduledEvent | undefined;
  override: boolean | undefined;
  busy: boolean;
  onBook: RhythmTimelineProps['onBook'];
  onToggleAlignment: RhythmTimelineProps['onToggleAlignment'];
  onCancel: RhythmTimelineProps['onCancel'];
}) {
  const { t } = useTranslation(CALENDAR);
  const isEvent = block.type === 'event';
  const range = parseRange(block.timeRange);
  return (
    <Box
      as="li"
      data-testid={isEvent ? 'timeline-event' : 'timeline-block'}
      data-type={block.type ?? 'rhythm'}
      borderWidth="1px"
      borderColor={isEvent ? 'brand.border' : 'border.muted'}
      bg={isEvent ? 'brand.subtle' : block.type === 'transition' ? 'bg.subtle' : 'bg.card'}
      borderRadius="xl"
      px="3"
      py={block.type === 'transition' ? '1.5' : '3'}
    >
      <Flex gap="3" align="flex-start">
        <Box color="brand.fg" pt="0.5">
          <RhythmIcon name={block.icon} />
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{block.theme}</Text>
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {inPersonsClock(block.timeRange)}
            </Text>
          </Flex>
          {block.type !== 'transition' && (
            <Text fontSize="sm" color="fg.muted">
              {inPersonsClock(block.description)}
            </Text>
          )}
          {block.isAdapted && block.type === 'rhythm' && block.relatedEvent && (
            <Text fontSize="xs" color="fg.muted">
              {t('adaptedAround', { title: block.relatedEvent.title })}
            </Text>
          )}
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="1">
            <IntensityBar intensity={block.intensity} label={t('intensity', { theme: block.theme })} />
            {isEvent ? (
              <EventControls block={block} event={own} override={override} onToggle={onToggleAlignment} onCancel={onCancel} busy={busy} />
            ) : isBookable(block) && range ? (
              <Button
                size="sm"
                variant="default"
                onClick={() => onBook({ start: range.start, end: Math.min(range.end, 1440) })}
                aria-label={t('bookThemeAt', { theme: block.theme, time: block.timeRange.split('–')[0] })}
              >
                <CalendarPlus /> {t('book')}
              </Button>
            ) : null}
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
});

/** The day's timeline: rhythm blocks interleaved with events (theme, time range, icon, description, intensity). Memoised as ScheduleList. */
export const RhythmTimeline = memo(function RhythmTimeline({
  blocks,
  ownEvents,
  overrides,
  onBook,
  onToggleAlignment,
  onCancel,
  busyEventId,
}: RhythmTimelineProps) {
  const { t } = useTranslation(CALENDAR);
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label={t('timeline')} data-testid="rhythm-timeline">
      {blocks.map((block, index) => {
        const eventId = block.type === 'event' ? block.relatedEvent?.id : undefined;
        const own = eventId ? ownEvents.get(eventId) : undefined;
        return (
          <RhythmItem
            key={`${block.timeRange}-${block.theme}-${index}`}
            block={block}
            own={own}
            override={eventId ? overrides.get(eventId) : undefined}
            busy={Boolean(own && busyEventId === own.id)}
            onBook={onBook}
            onToggleAlignment={onToggleAlignment}
            onCancel={onCancel}
          />
        );
      })}
    </Stack>
  );
});
