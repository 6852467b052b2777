import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '../../../lib/local-day';
import type { ScheduleItem } from '../../flow-calendar/utils/day-schedule';
import type { TimelineBlock } from '../utils/timeline-layout';

const range = (s: { start: number; end: number }) => `${formatMinutes(s.start)} – ${formatMinutes(Math.min(s.end, 1440))}`;

/** The first lines of the day: the block under way and what comes next (the next event, else the next block). */
export function NowNext({ current, next, nextEvent }: { current: TimelineBlock | null; next: TimelineBlock | null; nextEvent: ScheduleItem | null }) {
  const { t } = useTranslation('today');
  const upNext =
    nextEvent && (!next || nextEvent.start <= next.start) ? { title: nextEvent.title, span: nextEvent } : next && { title: next.theme, span: next };
  return (
    <Stack gap="1" data-testid="timeline-now" fontSize="sm">
      <HStack gap="2" align="baseline">
        <Text fontWeight="bold" color="brand.fg" textTransform="uppercase" fontSize="xs" w="10" flexShrink={0}>
          {t('now')}
        </Text>
        <Text fontWeight="semibold" data-testid="now-block">
          {current ? current.theme : t('threshold')}
        </Text>
        {current && (
          <Text color="fg.muted" fontVariantNumeric="tabular-nums">
            {range(current)}
          </Text>
        )}
      </HStack>
      {upNext && (
        <HStack gap="2" align="baseline">
          <Text fontWeight="bold" color="fg.muted" textTransform="uppercase" fontSize="xs" w="10" flexShrink={0}>
            {t('next')}
          </Text>
          <Text fontWeight="medium" data-testid="next-item">
            {upNext.title}
          </Text>
          <Text color="fg.muted" fontVariantNumeric="tabular-nums">
            {range(upNext.span)}
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
