import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Insights } from '@flow/contracts';
import { RouterLink } from '../../../components/ui/router-link';
import { CheckinPanel } from '../../../components/checkin/checkin-panel';
import { AppHeader } from '../../../components/layout/app-header';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { inPersonsClock } from '../../../lib/clock-text';
import { useInsights } from '../../checkins/api/get-insights';
import { weekdayName, weekdayText } from '../utils/insights-chart-data';
import { InsightsChart } from './insights-chart';
import { useTranslation } from 'react-i18next';
import { INSIGHTS } from '../utils/insights-texts';

function PeakCard({ title, window, note }: { title: string; window: Insights['peakWindow']; note: string }) {
  return (
    <Card.Root variant="outline" bg="bg.card" size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {title}
        </Text>
        <Text fontSize="xl" fontWeight="semibold">
          {inPersonsClock(`${window.start}–${window.end}`)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** /insights: what FLOW learned from the check-ins, beside what the chart says. */
export function InsightsPage() {
  const insights = useInsights();
  const data = insights.data;
  const { t } = useTranslation(INSIGHTS);
  return (
    <>
      <AppHeader />
      <PageContainer maxW="4xl">
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {t('title')}
            </Heading>
            <Text color="fg.muted">{t('intro')}</Text>
          </Stack>
          {insights.isPending ? (
            <FullPageSpinner label={t('loading')} />
          ) : insights.isError ? (
            <LoadError error={insights.error} onRetry={() => void insights.refetch()} />
          ) : (
            data && (
              <>
                <Text fontWeight="medium" data-testid="insights-summary" role="status">
                  {data.summary}
                </Text>
                <Card.Root variant="outline" bg="bg.card">
                  <Card.Body>
                    <InsightsChart insights={data} />
                    <Text fontSize="xs" color="fg.muted" mt="2">
                      {t('band')}
                    </Text>
                  </Card.Body>
                </Card.Root>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <PeakCard
                    title={data.learned ? t('learnedPeak') : t('learnedPeakUnsure')}
                    window={data.peakWindow}
                    note={data.learned ? t('learnedNote') : t('learnedNoteUnsure')}
                  />
                  <PeakCard title={t('chartPeak')} window={data.chartPeakWindow} note={t('chartNote')} />
                </SimpleGrid>
                {data.weekdays && (
                  <Stack as="section" gap="2" aria-labelledby="weekday-patterns">
                    <Heading as="h2" size="md" id="weekday-patterns">
                      {t('weekdays')}
                    </Heading>
                    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" as="ul" listStyleType="none">
                      {data.weekdays.map((w) => (
                        <HStack as="li" key={w.weekday} justify="space-between" p="2" borderWidth="1px" borderRadius="md" fontSize="sm">
                          <Text fontWeight="medium">{weekdayName(w.weekday)}</Text>
                          <Text color="fg.muted">{weekdayText(w.difference, w.checkins)}</Text>
                        </HStack>
                      ))}
                    </SimpleGrid>
                  </Stack>
                )}
                <Card.Root variant="outline" bg="bg.card">
                  <Card.Body>
                    <CheckinPanel rhythmSource={data.learned && data.learning.enabled ? 'learned' : 'chart'} />
                  </Card.Body>
                </Card.Root>
                <HStack gap="3" wrap="wrap">
                  <Button asChild variant="outline">
                    <RouterLink to={paths.today}>{t('backToday')}</RouterLink>
                  </Button>
                  <Button asChild variant="ghost">
                    <RouterLink to={paths.settings}>{t('learningSettings')}</RouterLink>
                  </Button>
                </HStack>
              </>
            )
          )}
        </Stack>
      </PageContainer>
    </>
  );
}
