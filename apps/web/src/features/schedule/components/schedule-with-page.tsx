import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/ui/router-link';
import { AppHeader } from '../../../components/layout/app-header';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { NotFoundPage } from '../../../app/routes/not-found';
import { ApiError } from '../../../lib/api-client';
import { useAlignment } from '../../co-flow/api/co-flow-api';
import { PeakBand, SharedWindowsList } from '../../co-flow/components/alignment-dialog';
import { useTranslation } from 'react-i18next';
import { CALENDAR } from '../../flow-calendar/utils/calendar-texts';

/**
 * /schedule/:userId: with a connected user, the best shared windows of the next 7 days (from both
 * people's rhythm and free/busy only, never event details) to propose a meeting; anyone else is not found.
 */
export function ScheduleWithPage() {
  const { t } = useTranslation(CALENDAR);
  const { userId = '' } = useParams();
  const alignment = useAlignment({ userId });
  if (alignment.error instanceof ApiError && alignment.error.status === 404 && alignment.error.code !== 'PROFILE_NOT_FOUND') return <NotFoundPage />;
  const data = alignment.data;
  return (
    <>
      <AppHeader />
      <PageContainer>
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {data ? t('scheduleWith', { name: data.other.name }) : t('together')}
            </Heading>
            <Text color="fg.muted">{t('togetherText')}</Text>
          </Stack>
          {alignment.isPending ? (
            <FullPageSpinner label={t('findingShared')} />
          ) : alignment.isError ? (
            <LoadError error={alignment.error} onRetry={() => void alignment.refetch()} />
          ) : (
            data && (
              <>
                <Card.Root variant="outline" bg="bg.card">
                  <Card.Header>
                    <Card.Title as="h2">{t('peakWindows')}</Card.Title>
                    <Card.Description>{data.syncScore === null ? t('noOverlap') : t('syncScore', { score: data.syncScore })}</Card.Description>
                  </Card.Header>
                  <Card.Body>
                    <PeakBand alignment={data} />
                  </Card.Body>
                </Card.Root>
                <Card.Root variant="outline" bg="bg.card">
                  <Card.Header>
                    <Card.Title as="h2">{t('bestShared')}</Card.Title>
                    <Card.Description>{t('bookToInvite', { name: data.other.name })}</Card.Description>
                  </Card.Header>
                  <Card.Body>
                    <SharedWindowsList alignment={data} />
                  </Card.Body>
                </Card.Root>
              </>
            )
          )}
          <Stack align="center">
            <Button asChild variant="outline">
              <RouterLink to={paths.coFlow}>
                <ArrowLeft /> {t('backToCoflow')}
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      </PageContainer>
    </>
  );
}
