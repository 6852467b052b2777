import { Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterLink } from '../../../components/ui/router-link';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useInsights } from '../../checkins/api/get-insights';
import { useResetLearning, useSetLearning } from '../../checkins/api/learning-settings';
import { Switch } from '../../../components/ui/switch';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../utils/settings-texts';

/** Settings → Preferences: "Learn from my check-ins" and "Reset what FLOW learned". */
export function LearningPreferences() {
  const insights = useInsights();
  const { t } = useTranslation([SETTINGS, 'common']);
  const setLearning = useSetLearning();
  const reset = useResetLearning();
  const [confirming, setConfirming] = useState(false);
  const enabled = insights.data?.learning.enabled ?? true;
  return (
    <Card.Root variant="outline" bg="bg.card" as="section" aria-labelledby="learning-title">
      <Card.Header>
        <Card.Title id="learning-title">{t('learning.title')}</Card.Title>
        <Card.Description>
          {t('learning.intro')}{' '}
          <Button asChild variant="link" size="sm">
            <RouterLink to={paths.insights}>{t('learning.insights')}</RouterLink>
          </Button>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {insights.isPending ? (
            <Skeleton h="6" w="60%" />
          ) : (
            <Switch.Root checked={enabled} disabled={setLearning.isPending || insights.isError} onCheckedChange={(e) => setLearning.mutate(e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('learning.switch')}</Switch.Label>
            </Switch.Root>
          )}
          {confirming ? (
            <Stack gap="2" role="group" aria-label={t('learning.confirmLabel')}>
              <Text fontSize="sm">{t('learning.confirmText')}</Text>
              <HStack gap="2">
                <Button
                  variant="destructive"
                  size="sm"
                  loading={reset.isPending}
                  onClick={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
                >
                  {t('learning.reset')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  {t('common:cancel')}
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Button variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
              {t('learning.resetButton')}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
