import { Badge, Box, Card, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
// Shows a value only: without Ark's progress machine (components/ui/progress.tsx).
import { Progress } from '../../../components/ui/progress';
import type { RhythmBlock } from '@flow/contracts';
import { localMinuteOf } from '@flow/rhythm';
import { Compass, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CheckinPanel } from '../../../components/checkin/checkin-panel';
import { AlignmentBadge } from '../../../components/flow/alignment-badge';
import { RhythmIcon, SuggestionIcon } from '../../../components/flow/flow-icons';
import { CURRENT_ACTIVITY_CHECK_MS } from '../../../config/constants';
import { useDailyFlow } from '../../daily-flow/api/get-daily-flow';
import { useNow } from '../../../lib/use-now';
import { inPersonsClock } from '../../../lib/clock-text';
import { currentFlowModel } from '../utils/current-flow-model';
import { suggestionWords } from '../utils/suggestion-words';
import { memo } from 'react';

/** '45m', '3h', '1h 45m': a span within the day, as the card says it. */
export function shortDuration(t: TFunction<'today'>, minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return t('duration.m', { m });
  return m % 60 === 0 ? t('duration.h', { h: Math.floor(m / 60) }) : t('duration.hm', { h: Math.floor(m / 60), m: m % 60 });
}

/** The badge of the moment: an event's own alignment, else being in your rhythm. */
function MomentBadge({ block }: { block: RhythmBlock | null }) {
  const { t } = useTranslation('today');
  if (block?.alignment) return <AlignmentBadge alignment={block.alignment} />;
  if (!block) return <Badge variant="outline">{t('flow.between')}</Badge>;
  return (
    <Badge colorPalette="green" variant="subtle" title={t('flow.inFlowHint')}>
      {t('flow.inFlow')}
    </Badge>
  );
}

/** The current-flow card for a day's blocks at one local minute (pure: the clock comes in). */
export function CurrentFlowView({ blocks, localMinutes, footer }: { blocks: readonly RhythmBlock[]; localMinutes: number; footer?: ReactNode }) {
  const { t } = useTranslation('today');
  const model = currentFlowModel(blocks, localMinutes);
  const block = model.current?.block ?? null;
  return (
    <Card.Root as="section" variant="outline" bg="bg.card" data-testid="current-flow-card" aria-labelledby="current-flow-title">
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="2">
          <HStack gap="2" color="brand.fg">
            <Compass size={18} aria-hidden />
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
              {t('now')}
            </Text>
          </HStack>
          <MomentBadge block={block} />
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="5">
          {model.current ? (
            <Stack gap="2">
              <HStack gap="2">
                <Box color="brand.fg">
                  <RhythmIcon name={model.current.block.icon} size={22} />
                </Box>
                <Card.Title as="h2" id="current-flow-title" fontSize="xl">
                  {model.current.block.theme}
                </Card.Title>
              </HStack>
              <Text fontWeight="medium">{model.current.block.activity}</Text>
              <Text fontSize="sm" color="fg.muted">
                {inPersonsClock(`${model.current.block.timeRange} · ${model.current.block.description}`)}
              </Text>
              <Progress.Root value={Math.round(model.current.progress * 100)} size="sm" striped animated mt="1">
                <Progress.Track borderRadius="full" aria-label={t('flow.progress')}>
                  <Progress.Range transition="width 0.8s ease" />
                </Progress.Track>
              </Progress.Root>
              <HStack gap="1" fontSize="sm" color="fg.muted">
                <Hourglass size={14} aria-hidden />
                <Text data-testid="remaining-time">{t('flow.remaining', { time: shortDuration(t, model.current.remainingMinutes) })}</Text>
              </HStack>
            </Stack>
          ) : (
            <Stack gap="2">
              <Card.Title as="h2" id="current-flow-title" fontSize="xl">
                {t('threshold')}
              </Card.Title>
              <Text color="fg.muted">{t('thresholdText')}</Text>
            </Stack>
          )}

          {model.comingUp.length > 0 && (
            <Stack gap="2" as="section" aria-label={t('flow.comingUp')}>
              <Text as="h3" fontWeight="semibold" fontSize="sm">
                {t('flow.comingUp')}
              </Text>
              {model.comingUp.map((item) => (
                <HStack
                  key={`${item.block.relatedEvent?.id ?? item.block.theme}-${item.startsAt}`}
                  justify="space-between"
                  fontSize="sm"
                  gap="3"
                  data-testid="coming-up-item"
                >
                  <HStack gap="2" minW="0">
                    <Text fontWeight="medium" color="brand.fg" flexShrink={0}>
                      {inPersonsClock(item.startsAt)}
                    </Text>
                    <Text truncate>{item.block.theme}</Text>
                  </HStack>
                  <Text color="fg.muted" flexShrink={0}>
                    {t('flow.in', {
                      time:
                        item.inMinutes >= 60
                          ? t('duration.hm', { h: Math.floor(item.inMinutes / 60), m: item.inMinutes % 60 })
                          : t('duration.m', { m: item.inMinutes }),
                    })}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}

          {model.suggestedNow.length > 0 && (
            <Stack gap="2" as="section" aria-label={t('flow.suggested')}>
              <Text as="h3" fontWeight="semibold" fontSize="sm">
                {t('flow.suggested')}
              </Text>
              {model.suggestedNow
                .map((suggestion) => ({ ...suggestion, ...suggestionWords(t, suggestion) }))
                .map((s) => (
                  <HStack key={`${s.time}-${s.title}`} align="flex-start" gap="2" fontSize="sm" data-testid="suggested-item">
                    <Box color="brand.fg" pt="0.5">
                      <SuggestionIcon name={s.icon} />
                    </Box>
                    <Stack gap="0">
                      <Text fontWeight="medium">{s.title}</Text>
                      <Text color="fg.muted">{inPersonsClock(s.reason)}</Text>
                    </Stack>
                  </HStack>
                ))}
            </Stack>
          )}
          {footer}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The current-flow card (spec 2): today's flow at the local time, recomputed every 60 s. Outside
 * every block it shows the 'Threshold Moment'.
 */
export const CurrentFlowCard = memo(function CurrentFlowCard() {
  const { t } = useTranslation('today');
  const now = useNow(CURRENT_ACTIVITY_CHECK_MS);
  const { flow, error, isLoading } = useDailyFlow();
  if (isLoading) {
    return (
      <Card.Root variant="outline" bg="bg.card" role="status" aria-busy="true" aria-label={t('flow.loading')}>
        <Card.Body>
          <Stack gap="3">
            <Skeleton h="6" w="50%" />
            <Skeleton h="4" />
            <Skeleton h="3" />
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }
  if (!flow) {
    return (
      <Card.Root variant="outline" bg="bg.card" data-testid="current-flow-card">
        <Card.Body>
          <Text color="fg.muted" role={error ? 'alert' : undefined}>
            {error ?? t('flow.empty')}
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  const local = localMinuteOf(now, flow.timeZone);
  return <CurrentFlowView blocks={flow.rhythmBlocks} localMinutes={local.minutes} footer={<CheckinPanel rhythmSource={flow.rhythmSource} />} />;
});
