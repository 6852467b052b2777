import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inPersonsClock } from '../../../lib/clock-text';
import { clockMinutes, formatMinutes, instantAt } from '../../../lib/local-day';
import { eventFitQueryOptions } from '../api/event-fit';
import type { QuickAddDraft } from '../utils/quick-add-draft';

/**
 * Before saving: when the chosen time fits the day poorly (the day model says Misaligned), say so and
 * offer the day's better time, booked with one click. Silent while loading or when the check fails.
 */
export function FitWarning({
  draft,
  zone,
  onBookAt,
  saving,
}: {
  draft: QuickAddDraft;
  zone: string;
  onBookAt: (date: string, startMinutes: number) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('quickAdd');
  const start = draft.startMinutes ?? 0;
  const fit = useQuery({
    ...eventFitQueryOptions({
      meetingType: draft.meetingType,
      startsAt: instantAt(draft.date, start, zone),
      duration: draft.durationMinutes,
      date: draft.date,
      timezone: zone,
    }),
    // A meal is placed by its own rules (its times are the meal windows).
    enabled: draft.startMinutes !== null && draft.mealType === null,
  });
  if (!fit.data?.poor) return null;
  const { fit: verdict, better } = fit.data;
  const betterStart = better ? clockMinutes(better.time) : null;
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      borderRadius="lg"
      p="3"
      data-testid="fit-warning"
      data-label={verdict.label}
    >
      <Stack gap="2">
        <HStack gap="2" color="orange.fg">
          <TriangleAlert size={16} aria-hidden />
          <Text fontWeight="semibold">{t('fit.at', { label: verdict.label, time: formatMinutes(start) })}</Text>
        </HStack>
        <Text fontSize="sm">{inPersonsClock(verdict.reason)}</Text>
        {better && betterStart !== null && (
          <Button size="sm" variant="outline" disabled={saving} onClick={() => onBookAt(better.date, betterStart)} data-testid="fit-better-time">
            {t('fit.better', { time: formatMinutes(betterStart), label: better.label })}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
