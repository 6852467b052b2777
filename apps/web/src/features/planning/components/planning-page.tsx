import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PlanPlacement, ScheduledEvent } from '@flow/contracts';
import { addDays, PLANET_DAY_THEMES, startOfWeek } from '@flow/rhythm';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../../components/layout/app-header';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useExternalEvents } from '../../calendar/api/get-external-events';
import { eventKeys } from '../../events/api/event-keys';
import { EventMessages } from '../../events/api/event-messages';
import { useEvents } from '../../events/api/get-events';
import { NO_OVERRIDES, useOverrides } from '../../events/api/get-overrides';
import { daysRange } from '../../../lib/local-day';
import { useQuickAdd } from '../../quick-add/quick-add-launcher';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useNow } from '../../../lib/use-now';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { usePlaceOfDay, useUserToday } from '../../../lib/use-user-time-zone';
import { useDasha } from '../api/get-dasha';
import { useTransits } from '../api/get-transits';
import { planningKeys } from '../api/planning-keys';
import { useWeekRhythm } from '../api/get-week-rhythm';
import { CurrentPhaseCard } from './current-phase-card';
import { WeekAheadCard } from './week-ahead-card';
import { WeekGrid } from './week-grid';
import { PLANNING } from '../utils/planning-texts';

// Planned tasks and habits (issue 37) load after the page (not in the routes' preload lists of the first load).
const loadPlannedGrid = () => import('../../tasks/components/planned-grid');
const PlannedGridColumn = lazy(() => loadPlannedGrid().then((m) => ({ default: m.PlannedGridColumn })));
const PlannedItemDialog = lazy(() => loadPlannedGrid().then((m) => ({ default: m.PlannedItemDialog })));

const NO_EVENTS: ScheduledEvent[] = [];

/** /planning: the current phase (mahadasha theme) and its energy, the week ahead, and the week's calendar. */
export function PlanningPage() {
  const { t } = useTranslation(PLANNING);
  const now = useNow();
  const today = useUserToday(now);
  const placeOf = usePlaceOfDay();
  const queryClient = useQueryClient();
  const quickAdd = useQuickAdd();
  const dasha = useDasha();
  const transits = useTransits();
  const [selectedDate, setSelectedDate] = useState(today);
  const [monday, setMonday] = useState(() => startOfWeek(today));
  // Each day of the week at its own place: the events of the week as those days' zones bound it.
  const range = useMemo(
    () =>
      daysRange(
        Array.from({ length: 7 }, (_, i) => addDays(monday, i)),
        (date) => placeOf(date).timeZone,
      ),
    [monday, placeOf],
  );
  const events = useEvents(range);
  const external = useExternalEvents();
  const overrides = useOverrides();
  const rhythmByDate = useWeekRhythm(monday);
  const [plannedOpen, setPlannedOpen] = useState<{ placement: PlanPlacement; zone: string } | null>(null);
  useErrorToast(events, EventMessages.loadFailed);

  const phase = dasha.data ? PLANET_DAY_THEMES[dasha.data.mahadasha.planet] : null;
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([queryClient.invalidateQueries({ queryKey: planningKeys.all }), queryClient.invalidateQueries({ queryKey: eventKeys.all })]);
    setRefreshing(false);
  };

  // The cards and the grid are memoised: as each of this page's queries answers, only what it feeds renders again.
  const openEvent = useStableCallback((event: ScheduledEvent) => quickAdd.open({ mode: 'edit', event }));
  const columnExtras = useCallback(
    (date: string, zone: string) => (
      <Suspense fallback={null}>
        <PlannedGridColumn date={date} zone={zone} week={range} onOpen={(placement, z) => setPlannedOpen({ placement, zone: z })} />
      </Suspense>
    ),
    [range],
  );

  return (
    <>
      <AppHeader />
      <PageContainer maxW="5xl">
        <Stack gap="6">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {t('title')}
              </Heading>
              {phase && dasha.data ? (
                <>
                  <Text fontWeight="medium" data-testid="current-phase-line">
                    {t('currentPhase', {
                      planet: t('planet', { planet: dasha.data.mahadasha.planet }),
                      theme: t('theme', { planet: dasha.data.mahadasha.planet }),
                    })}
                  </Text>
                  <Text color="fg.muted" data-testid="energy-quality">
                    {t('energyQuality', {
                      bestFor: t('phase.bestFor', { planet: dasha.data.mahadasha.planet }).toLowerCase(),
                      caution: t('phase.caution', { planet: dasha.data.mahadasha.planet }).toLowerCase(),
                    })}
                  </Text>
                </>
              ) : (
                <Text color="fg.muted">{dasha.isPending ? t('readingPhase') : t('phaseUnavailable')}</Text>
              )}
            </Stack>
            <Button variant="outline" onClick={() => void refresh()} loading={refreshing} loadingText={t('refreshing')}>
              <RefreshCw /> {t('refresh')}
            </Button>
          </HStack>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <CurrentPhaseCard dasha={dasha.data} loading={dasha.isPending} error={dasha.isError ? errorMessage(dasha.error) : null} />
            <WeekAheadCard transits={transits.data} today={today} loading={transits.isPending} error={transits.isError ? errorMessage(transits.error) : null} />
          </SimpleGrid>

          <WeekGrid
            monday={monday}
            today={today}
            selectedDate={selectedDate}
            placeOf={placeOf}
            own={events.data ?? NO_EVENTS}
            external={external.events}
            overrides={overrides.data ?? NO_OVERRIDES}
            rhythmByDate={rhythmByDate}
            onWeekChange={setMonday}
            onSelectDate={setSelectedDate}
            onOpenEvent={openEvent}
            columnExtras={columnExtras}
          />
          {plannedOpen && (
            <Suspense fallback={null}>
              <PlannedItemDialog open={plannedOpen} now={now.getTime()} onClose={() => setPlannedOpen(null)} />
            </Suspense>
          )}
        </Stack>
      </PageContainer>
    </>
  );
}
