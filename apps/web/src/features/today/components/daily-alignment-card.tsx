import { AbsoluteCenter, Badge, Card, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FlowScore, RhythmSource } from '@flow/contracts';
import { scoreBand, SCORE_STATUS_COLORS } from '@flow/rhythm';
import { Gauge, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressCircle } from '../../../components/ui/progress-circle';
import { memo } from 'react';

const BAND_PALETTES = { excellent: 'green', good: 'blue', fair: 'orange', poor: 'red' } as const;

type ScoreView = Pick<FlowScore, 'score' | 'alignedCount' | 'neutralCount' | 'misalignedCount' | 'totalEvents' | 'message' | 'tips'> & {
  rhythmSource?: RhythmSource;
};

/** The ring: the score in its band's colour (excellent ≥ 85, good 70–84, fair 50–69, poor < 50). */
export function ScoreRing({ score }: { score: number }) {
  const { t } = useTranslation('today');
  const band = scoreBand(score);
  return (
    <ProgressCircle.Root value={score} size="xl" data-band={band}>
      <ProgressCircle.Circle css={{ '--thickness': '8px' }} aria-label={t('alignment.ring', { score, band: t('alignment.band', { band }) })}>
        <ProgressCircle.Track />
        <ProgressCircle.Range stroke={SCORE_STATUS_COLORS[band]} strokeLinecap="round" />
      </ProgressCircle.Circle>
      <AbsoluteCenter>
        <Text fontSize="xl" fontWeight="bold" data-testid="score-value">
          {score}
        </Text>
      </AbsoluteCenter>
    </ProgressCircle.Root>
  );
}

export function DailyAlignmentView({ score }: { score: ScoreView }) {
  const { t } = useTranslation('today');
  const band = scoreBand(score.score);
  return (
    <Stack gap="4">
      <HStack gap="4" align="center">
        <ScoreRing score={score.score} />
        <Stack gap="1">
          <Badge colorPalette={BAND_PALETTES[band]} variant="subtle" size="lg" alignSelf="flex-start" data-testid="score-band">
            {t('alignment.band', { band })}
          </Badge>
          <Text fontSize="sm">{score.message}</Text>
          {score.rhythmSource && (
            <Text fontSize="xs" color="fg.muted" data-testid="score-rhythm-source">
              {t(score.rhythmSource === 'learned' ? 'alignment.scoredLearned' : 'alignment.scoredChart')}
            </Text>
          )}
        </Stack>
      </HStack>
      <HStack gap="4" fontSize="sm" wrap="wrap" data-testid="score-counts">
        <Text>
          <Text as="span" fontWeight="semibold">
            {score.alignedCount}
          </Text>{' '}
          {t('alignment.aligned')}
        </Text>
        <Text>
          <Text as="span" fontWeight="semibold">
            {score.neutralCount}
          </Text>{' '}
          {t('alignment.neutral')}
        </Text>
        <Text>
          <Text as="span" fontWeight="semibold">
            {score.misalignedCount}
          </Text>{' '}
          {t('alignment.misaligned')}
        </Text>
      </HStack>
      {score.tips.length > 0 && (
        <Stack gap="2" as="section" aria-label={t('alignment.optimize')}>
          <HStack gap="1" color="brand.fg">
            <Sparkles size={14} aria-hidden />
            <Text as="h3" fontWeight="semibold" fontSize="sm">
              {t('alignment.optimize')}
            </Text>
          </HStack>
          <List.Root gap="1" fontSize="sm" ps="4">
            {score.tips.slice(0, 3).map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}

/** Daily Alignment (spec 2): the day's flow score as a ring, the counts, and up to 3 tips under 'Optimize'. */
export const DailyAlignmentCard = memo(function DailyAlignmentCard({
  score,
  loading,
  error,
}: {
  score: ScoreView | undefined;
  loading?: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation('today');
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="daily-alignment">
      <Card.Header pb="2">
        <HStack gap="2" color="brand.fg">
          <Gauge size={18} aria-hidden />
          <Card.Title as="h2">{t('alignment.title')}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {loading ? (
          <HStack gap="4">
            <Skeleton h="20" w="20" borderRadius="full" />
            <Skeleton h="4" flex="1" />
          </HStack>
        ) : score ? (
          <DailyAlignmentView score={score} />
        ) : (
          <Text color="fg.muted">{error ?? t('alignment.unavailable')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
});
