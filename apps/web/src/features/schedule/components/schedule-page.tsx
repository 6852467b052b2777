import { Badge, Box, Card, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Connection } from '@flow/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { CalendarPlus, Users } from 'lucide-react';
import { useMemo } from 'react';
import { RouterLink } from '../../../components/ui/router-link';
import { AppHeader } from '../../../components/layout/app-header';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths, scheduleWithPath } from '../../../config/paths';
import { apiCall } from '../../../lib/api-client';
import { eventKeys } from '../../events/api/event-keys';
import { clockMinutes, formatShortDate, formatTime } from '../../../lib/local-day';
import { useQuickAdd } from '../../quick-add/quick-add-launcher';
import { useErrorToast } from '../../../lib/use-error-toast';
import { usePlaceOfDay, useUserToday } from '../../../lib/use-user-time-zone';
import { connectionsQueryOptions } from '../../co-flow/api/co-flow-api';
import { useTranslation } from 'react-i18next';
import { CALENDAR } from '../../flow-calendar/utils/calendar-texts';

export const SCHEDULE_DAYS = 7;
export const SCHEDULE_MEETING_MINUTES = 60;

const formatClock = (hhmm: string) => formatTime(DateTime.fromFormat(hhmm, 'HH:mm'));

/** /schedule: the person's aligned free windows of the next 7 days, each one click from Quick Add. */
export function SchedulePage() {
  const { t } = useTranslation(CALENDAR);
  const placeOf = usePlaceOfDay();
  const quickAdd = useQuickAdd();
  const today = useUserToday();
  const dates = useMemo(() => Array.from({ length: SCHEDULE_DAYS }, (_, i) => DateTime.fromISO(today).plus({ days: i }).toISODate()!), [today]);
  const days = useQueries({
    queries: dates.map((date) => {
      // Each day on its own clock: a week that crosses a trip has its windows where each day is spent.
      const zone = placeOf(date).timeZone;
      return {
        // Under the events' keys: a created, moved or cancelled event refreshes the windows (realtime too).
        queryKey: [...eventKeys.all, 'aligned-windows', date, zone],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          apiCall('suggestTimes', {
            body: {
              meetingType: 'collaboration',
              duration: SCHEDULE_MEETING_MINUTES,
              date,
              timezone: zone,
            },
            signal,
          }),
      };
    }),
  });
  const connections = useQuery(connectionsQueryOptions());
  // The week is shown once every day has answered: days arriving one by one pushed the days below them down.
  const finding = days.some((d) => d.isPending);
  const failed = days.find((d) => d.isError);
  useErrorToast({ isError: Boolean(failed), errorUpdatedAt: failed?.errorUpdatedAt ?? 0 }, t('suggestionsFailed'));

  return (
    <>
      <AppHeader />
      <PageContainer maxW={{ base: '3xl', lg: '5xl' }}>
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {t('scheduleTitle')}
            </Heading>
            <Text color="fg.muted">{t('scheduleText')}</Text>
          </Stack>
          {/* Beside the week on a wide screen, so the week's answers do not move it. */}
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
            <Card.Root variant="outline" bg="bg.card">
              <Card.Header>
                <Card.Title as="h2">{t('freeTitle')}</Card.Title>
                <Card.Description>{t('freeText')}</Card.Description>
              </Card.Header>
              <Card.Body>
                {finding ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('finding')}
                  </Text>
                ) : (
                  <Stack gap="5">
                    {dates.map((date, i) => {
                      const day = days[i]!;
                      const suggestions = day.data?.date === date ? day.data.suggestions : [];
                      return (
                        <Stack key={date} gap="2" data-testid="schedule-day" data-date={date}>
                          <Heading as="h3" size="sm">
                            {date === today ? t('today') : formatShortDate(date)}
                          </Heading>
                          {suggestions.length === 0 ? (
                            <Text fontSize="sm" color="fg.muted">
                              {t('noneToday')}
                            </Text>
                          ) : (
                            <Stack as="ul" gap="2">
                              {suggestions.map((s) => (
                                <HStack
                                  as="li"
                                  key={s.startsAt}
                                  justify="space-between"
                                  borderWidth="1px"
                                  borderRadius="md"
                                  px="3"
                                  py="2"
                                  gap="3"
                                  data-testid="schedule-window"
                                >
                                  <Box minW="0">
                                    <HStack gap="2">
                                      <Text fontWeight="medium">
                                        {formatClock(s.time)} – {formatClock(s.endTime)}
                                      </Text>
                                      <Badge colorPalette={s.label === 'Peak Flow' ? 'green' : 'blue'} variant="subtle">
                                        {s.label}
                                      </Badge>
                                    </HStack>
                                    <Text fontSize="sm" color="fg.muted">
                                      {s.reason}
                                    </Text>
                                  </Box>
                                  <Button
                                    size="sm"
                                    variant="outline"
                                    aria-label={t('bookDay', { day: date === today ? t('todayLower') : formatShortDate(date), time: formatClock(s.time) })}
                                    onClick={() =>
                                      quickAdd.open({
                                        mode: 'prefill',
                                        date,
                                        startMinutes: clockMinutes(s.time) ?? 0,
                                        durationMinutes: SCHEDULE_MEETING_MINUTES,
                                      })
                                    }
                                  >
                                    <CalendarPlus /> {t('book')}
                                  </Button>
                                </HStack>
                              ))}
                            </Stack>
                          )}
                        </Stack>
                      );
                    })}
                  </Stack>
                )}
              </Card.Body>
            </Card.Root>
            {/* After the week and the connections: shown before them, on a phone it was pushed down the screen. */}
            {finding || connections.isPending ? null : <WithConnectionCard connections={connections.data?.connections ?? []} />}
          </Grid>
        </Stack>
      </PageContainer>
    </>
  );
}

/** People on Co-Flow to schedule with: each opens /schedule/:userId. */
function WithConnectionCard({ connections }: { connections: Connection[] }) {
  const { t } = useTranslation(CALENDAR);
  return (
    <Card.Root variant="outline" bg="bg.card">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Users size={18} aria-hidden />
          <Card.Title as="h2">{t('withTitle')}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body>
        {connections.length === 0 ? (
          <Stack gap="3" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {t('withNone')}
            </Text>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.coFlow}>{t('coflowMap')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack as="ul" gap="2">
            {connections.map((c) => (
              <HStack as="li" key={c.id} justify="space-between">
                <Text fontWeight="medium">{c.connected_user.full_name?.trim() || t('user')}</Text>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={scheduleWithPath(c.connected_user.id)}>{t('findShared')}</RouterLink>
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
