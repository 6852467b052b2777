import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, RefreshCw, Users } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../components/ui/router-link';
import { AppHeader } from '../../components/layout/app-header';
import { FullPageSpinner } from '../../components/layout/full-page-spinner';
import { PageContainer } from '../../components/layout/page-container';
import { Button } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { paths } from '../../config/paths';
import { QuickAddFab } from '../../features/quick-add/components/quick-add-fab';
import { DayTimeline } from '../../features/today/components/day-timeline';
import { FoldSection } from '../../features/today/components/fold-section';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { useDailyFlow } from '../../features/daily-flow/api/get-daily-flow';
import { useFlowScore } from '../../features/events/api/get-flow-score';
import { formatLongDate } from '../../lib/local-day';
import { useProfile } from '../../features/profile/api/get-profile';
import { useQuickAdd } from '../../features/quick-add/quick-add-launcher';
import { periodOf } from '../../lib/time-of-day';
import { useNow } from '../../lib/use-now';
import { useUserTimeZone, useUserToday } from '../../lib/use-user-time-zone';
import type { QuickAddIntent } from './quick-add-redirect';

// The first fold below the timeline (the check-in with the current flow, Daily Alignment): loaded when
// the page renders it, not before the first tap (issue 39); the fold shows a placeholder meanwhile.
const CurrentFlowCard = lazy(() => import('../../features/current-flow/components/current-flow-card').then((m) => ({ default: m.CurrentFlowCard })));
const DailyAlignmentCard = lazy(() => import('../../features/today/components/daily-alignment-card').then((m) => ({ default: m.DailyAlignmentCard })));
// The second and third folds (the day's schedule; reflection and rhythm) the same way.
const FlowCalendar = lazy(() => import('../../features/flow-calendar/components/flow-calendar').then((m) => ({ default: m.FlowCalendar })));
const DailyReflectionCard = lazy(() => import('../../features/today/components/daily-reflection-card').then((m) => ({ default: m.DailyReflectionCard })));
const TodaysRhythmCard = lazy(() => import('../../features/today/components/todays-rhythm-card').then((m) => ({ default: m.TodaysRhythmCard })));

// Loaded on their own: the prompt shows rarely, and the panchang card opens on request.
const ZonePrompt = lazy(() => import('../../features/today/components/zone-prompt').then((m) => ({ default: m.ZonePrompt })));
const PanchangCard = lazy(() => import('../../features/today/components/panchang-card').then((m) => ({ default: m.PanchangCard })));

/**
 * Today (/): the greeting and date, then the day's timeline first (issue 39: now and next in the first
 * screen of a phone), and below it, each folding away, the check-in with the current flow and Daily
 * Alignment, the schedule with its rhythm, and the reflection, guidance, panchang and links.
 */
export function TodayPage() {
  const { t } = useTranslation(['today', 'common']);
  const { status } = useAuth();
  const profile = useProfile();
  const zone = useUserTimeZone();
  const now = useNow();
  const today = useUserToday(now);
  // '?day=2026-11-29' shows another day (Quick Add's "View" after booking it); Today otherwise.
  const [search] = useSearchParams();
  const asked = search.get('day');
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  const daily = useDailyFlow(day);
  const score = useFlowScore(today);
  const quickAdd = useQuickAdd();
  const location = useLocation();
  const navigate = useNavigate();
  const firstName = profile.data?.full_name?.split(' ')[0];
  // The page renders again with each of these queries' states (the Refresh button's spinner); its sections
  // (timeline, cards, calendar, header) are memoised and render only with their own props and hooks.
  // The page's cards and calendar render as a deferred update once the flow is in: React builds them in
  // slices between frames instead of one long task that would hold up a tap (the spinner stays meanwhile).
  const loaded = useDeferredValue(!daily.isLoading, false);

  // 'Redirecting to Quick Add...' lands here asking for the dialog.
  const wantsQuickAdd = Boolean((location.state as QuickAddIntent | null)?.openQuickAdd);
  useEffect(() => {
    if (!wantsQuickAdd) return;
    quickAdd.open({ mode: 'create' });
    navigate(location.pathname, { replace: true, state: null });
  }, [wantsQuickAdd, quickAdd, navigate, location.pathname]);

  return (
    <>
      <AppHeader />
      <PageContainer maxW="5xl">
        {/* Room at the end so the floating Quick Add button never covers the last section. */}
        <Stack gap={{ base: '4', md: '6' }} pb="24">
          {status === 'offline' && (
            <Text role="status" p="3" borderRadius="lg" bg="brand.subtle" fontSize="sm">
              {t('offline')}
            </Text>
          )}
          <Stack gap="1">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {/* By the place of the day (the zone the day is laid out in), so 02:56 there is never 'Good afternoon'. */}
              {t(`greeting.${periodOf(now, zone)}`)}
              {firstName ? `, ${firstName}` : ''}
            </Heading>
            <HStack gap="2">
              <Text color="fg.muted" data-testid="today-date">
                {formatLongDate(day)}
              </Text>
              <Tooltip content={t('refresh')}>
                <Button variant="ghost" size="icon" aria-label={t('refresh')} onClick={() => void daily.refresh()} loading={daily.isFetching}>
                  <RefreshCw />
                </Button>
              </Tooltip>
            </HStack>
          </Stack>

          {!loaded ? (
            <FullPageSpinner label={t('common:loadingFlow')} />
          ) : (
            <>
              {daily.error && (
                <HStack role="alert" p="3" borderRadius="lg" bg="red.subtle" color="red.fg" justify="space-between" wrap="wrap">
                  <Text>{daily.error}</Text>
                  <Button size="sm" variant="outline" onClick={() => void daily.refresh()} loading={daily.isFetching}>
                    {t('common:tryAgain')}
                  </Button>
                </HStack>
              )}
              <DayTimeline key={day} date={day} />
              {day !== today && (
                <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
                  <RouterLink to={paths.today}>{t('backToday')}</RouterLink>
                </Button>
              )}
              {daily.flow && (
                <Suspense fallback={null}>
                  <ZonePrompt key={daily.flow.date} flow={daily.flow} />
                </Suspense>
              )}
              {daily.flow?.partial && (
                <Stack role="status" p="3" borderRadius="lg" bg="orange.subtle" color="orange.fg" fontSize="sm" gap="1">
                  {daily.flow.missing.map((m) => (
                    <Text key={m.source}>{m.message}</Text>
                  ))}
                </Stack>
              )}

              <FoldSection id="now" title={t('fold.now')}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <CurrentFlowCard />
                  <DailyAlignmentCard score={score.data} loading={score.isPending} error={score.isError ? errorMessage(score.error) : null} />
                </SimpleGrid>
              </FoldSection>
              <FoldSection id="schedule" title={t('fold.schedule')}>
                <FlowCalendar key={day} date={day} mode="day" />
              </FoldSection>
              <FoldSection id="reflection" title={t('fold.reflection')}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <DailyReflectionCard reflection={daily.flow?.reflection} />
                  <TodaysRhythmCard guidance={daily.flow?.dailyGuidance} energyType={daily.flow?.energyType} />
                </SimpleGrid>
                {daily.flow?.vedicInfluences.panchanga && (
                  <Suspense fallback={null}>
                    <PanchangCard panchang={daily.flow.vedicInfluences.panchanga} />
                  </Suspense>
                )}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <Button asChild variant="secondary" size="lg" whiteSpace="normal" h="auto" py="3">
                    <RouterLink to={paths.schedule}>
                      <CalendarClock aria-hidden /> {t('link.schedule')}
                    </RouterLink>
                  </Button>
                  <Button asChild variant="secondary" size="lg" whiteSpace="normal" h="auto" py="3">
                    <RouterLink to={paths.coFlow}>
                      <Users aria-hidden /> {t('link.coflow')}
                    </RouterLink>
                  </Button>
                </SimpleGrid>
              </FoldSection>
            </>
          )}
        </Stack>
      </PageContainer>
      <QuickAddFab />
    </>
  );
}
