import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DayGlanceFrame } from '../../../lib/day-glance';

/** The first lines of the day: the block under way and what comes next (utils/now-next-lines.ts). */
export function NowNext({ lines }: { lines: Omit<DayGlanceFrame, 'from' | 'to'> }) {
  const { t } = useTranslation('today');
  return (
    <Stack gap="1" data-testid="timeline-now" fontSize="sm">
      <HStack gap="2" align="baseline">
        <Text fontWeight="bold" color="brand.fg" textTransform="uppercase" fontSize="xs" w="10" flexShrink={0}>
          {t('now')}
        </Text>
        <Text fontWeight="semibold" data-testid="now-block">
          {lines.now}
        </Text>
        {lines.nowRange && (
          <Text color="fg.muted" fontVariantNumeric="tabular-nums">
            {lines.nowRange}
          </Text>
        )}
      </HStack>
      {lines.next && (
        <HStack gap="2" align="baseline">
          <Text fontWeight="bold" color="fg.muted" textTransform="uppercase" fontSize="xs" w="10" flexShrink={0}>
            {t('next')}
          </Text>
          <Text fontWeight="medium" data-testid="next-item">
            {lines.next}
          </Text>
          <Text color="fg.muted" fontVariantNumeric="tabular-nums">
            {lines.nextRange}
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
