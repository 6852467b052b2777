import { Badge, Box, Flex, Heading, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { addDays, startOfWeek, weekDays, type DayCard } from '@flow/rhythm';
import { CalendarDays, MapPin } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { WeekStepperButtons } from '../../../components/calendar/week-stepper-buttons';
import { useExternalEvents } from '../../calendar/api/get-external-events';
import { EventMessages } from '../../events/api/event-messages';
import { useEvents } from '../../events/api/get-events';
import { clockMinutes, daysRange, formatMonthDay, formatMinutes, formatWeekRange } from '../../../lib/local-day';
import { useProfile } from '../../profile/api/get-profile';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useNow } from '../../../lib/use-now';
import { placeShortName, usePlaceOfDay, useUserToday } from '../../../lib/use-user-time-zone';
import { usePlanRange } from '../../tasks/api/get-plan-range';
import { PlannedWeekDay } from '../../tasks/components/planned-week-day';
import { weekEvents } from '../utils/week-events';
import { useTranslation } from 'react-i18next';
import { CALENDAR } from '../utils/calendar-texts';
import { inUiLanguage } from '../../../lib/app-language';
import { browserLocale } from '../../../lib/clock-preference';

/** 'Monday' or 'Mon' of a date, in the screen's locale. */
const weekdayOf = (date: string, weekday: 'long' | 'short') =>
  inUiLanguage(new Intl.DateTimeFormat(browserLocale(), { weekday, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)));

export interface WeekViewProps {
  /** Any date of the week to show. */
  date: string;
  onWeekChange: (date: string) => void;
  onOpenDay: (date: string) => void;
}

function DayCardButton({ card, place, onOpen }: { card: DayCard; place: string; onOpen: () => void }) {
  const { t } = useTranslation(CALENDAR);
  return (
    <Box
      as="button"
      onClick={onOpen}
      textAlign="start"
      borderWidth={card.isToday ? '2px' : '1px'}
      borderColor={card.isToday ? 'brand.solid' : 'border.muted'}
      bg="bg.card"
      borderRadius="xl"
      p="3"
      _hover={{ bg: 'brand.subtle' }}
      focusVisibleRing="outside"
      aria-label={t('openDay', { weekday: weekdayOf(card.date, 'long'), date: formatMonthDay(card.date), place })}
      data-testid="week-day-card"
      data-date={card.date}
    >
      <Stack gap="2">
        <Flex justify="space-between" align="center">
          <Text fontWeight="semibold">
            {weekdayOf(card.date, 'short')} {formatMonthDay(card.date)}
          </Text>
          {card.isToday && (
            <Badge colorPalette="brand" variant="solid" size="sm">
              {t('today')}
            </Badge>
          )}
        </Flex>
        <HStack gap="1" fontSize="xs" color="fg.muted" data-testid="week-day-place">
          <MapPin size={12} aria-hidden />
          <Text truncate>{place}</Text>
        </HStack>
        <Text color="brand.fg" fontWeight="medium" fontSize="sm">
          {t('theme', { planet: card.planet })}
        </Text>
        <Stack gap="0" fontSize="xs" color="fg.muted">
          <Text>{t('activity1', { planet: card.planet })}</Text>
          <Text>{t('activity2', { planet: card.planet })}</Text>
        </Stack>
        <Progress.Root value={Math.round(card.energyLevel * 100)} size="xs">
          <Progress.Track borderRadius="full" aria-label={t('energy', { percent: Math.round(card.energyLevel * 100) })}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Stack gap="0.5" fontSize="xs" minH="8">
          {card.events.map((e) => (
            <Text key={e.id} truncate>
              <Text as="span" fontWeight="semibold">
                {e.time ? formatMinutes(clockMinutes(e.time) ?? 0) : t('allDay')}
              </Text>{' '}
              {e.title}
            </Text>
          ))}
          {card.moreCount > 0 && <Text color="fg.muted">{t('more', { count: card.moreCount })}</Text>}
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * 'Your Week' (spec 2): seven day cards from Monday; a day opens its day view. Each day is shown at its
 * own place (a trip that starts mid-week moves the days inside it), and the card says which place.
 */
export function WeekView({ date, onWeekChange, onOpenDay }: WeekViewProps) {
  const { t } = useTranslation(CALENDAR);
  const now = useNow();
  const today = useUserToday(now);
  const placeOf = usePlaceOfDay();
  const monday = startOfWeek(date);
  const dates = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(monday, i)), [monday]);
  const zoneOf = useCallback((day: string) => placeOf(day).timeZone, [placeOf]);
  const range = useMemo(() => daysRange(dates, zoneOf), [dates, zoneOf]);
  const events = useEvents(range);
  const external = useExternalEvents();
  const profile = useProfile();
  const plan = usePlanRange(range);
  useErrorToast(events, EventMessages.loadFailed);
  const dashaLord = profile.data?.vedic_analysis?.currentDasha?.mahadasha.planet ?? null;
  const cards = useMemo(
    () => weekDays({ date: monday, today, events: weekEvents(dates, zoneOf, events.data ?? [], external.events), dashaLord }),
    [monday, dates, today, zoneOf, events.data, external.events, dashaLord],
  );

  return (
    <Stack gap="4" as="section" aria-labelledby="week-view-title" data-testid="week-view">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" size="lg" id="week-view-title">
            {t('weekTitle')}
          </Heading>
          <Text color="fg.muted">{formatWeekRange(monday)}</Text>
        </Stack>
        <HStack gap="1">
          <WeekStepperButtons monday={monday} onWeekChange={onWeekChange} />
          <Button variant="outline" size="sm" onClick={() => onOpenDay(date)}>
            <CalendarDays /> {t('dayView')}
          </Button>
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {cards.map((card) => (
          // Planned items sit under the day's button (their own buttons cannot be inside it).
          <Stack key={card.date} gap="1.5">
            <DayCardButton card={card} place={placeShortName(placeOf(card.date))} onOpen={() => onOpenDay(card.date)} />
            <PlannedWeekDay date={card.date} zone={zoneOf(card.date)} placements={plan.data?.placements ?? []} now={now.getTime()} />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
