import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Checkin, RhythmSource } from '@flow/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../ui/router-link';
import { paths } from '../../config/paths';
import { useCreateCheckin } from '../../features/checkins/api/create-checkin';
import { formatMinutes } from '../../lib/local-day';
import { Button } from '../ui/button';
import { energyWord, savedText, SCALE, type Score } from './checkin-words';

/** A labelled row of 1–5 choices (a radio group); `words` name each step. */
function ScoreRow({
  label,
  value,
  onPick,
  disabled,
  words,
  size = 'sm',
}: {
  label: string;
  value?: Score;
  onPick: (score: Score) => void;
  disabled?: boolean;
  words?: readonly string[];
  size?: 'sm' | 'xs';
}) {
  const { t } = useTranslation('today');
  return (
    <Stack gap="1">
      <Text
        fontSize={size === 'sm' ? 'sm' : 'xs'}
        fontWeight={size === 'sm' ? 'semibold' : 'medium'}
        color={size === 'sm' ? 'fg' : 'fg.muted'}
        id={`checkin-${label}`}
      >
        {label}
      </Text>
      <HStack gap="1" role="radiogroup" aria-labelledby={`checkin-${label}`}>
        {SCALE.map((score) => (
          <Button
            key={score}
            size="sm"
            fontSize={size === 'xs' ? 'xs' : undefined}
            minH={size === 'xs' ? '7' : undefined}
            flex={words ? '1' : undefined}
            minW={words ? '0' : '9'}
            px="1"
            variant={value === score ? 'default' : 'outline'}
            role="radio"
            aria-checked={value === score}
            aria-label={words ? t('checkin.stepWord', { label, score, word: words[score - 1] }) : t('checkin.step', { label, score })}
            disabled={disabled}
            onClick={() => onPick(score)}
            flexDirection="column"
            gap="0"
            h="auto"
            py={words ? '1.5' : '1'}
          >
            <span>{score}</span>
            {words && (
              <Text as="span" fontSize="2xs" fontWeight="normal" truncate maxW="full">
                {words[score - 1]}
              </Text>
            )}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

/** Which rhythm the day follows, with the way to Insights. */
export function RhythmSourceNote({ source }: { source?: RhythmSource }) {
  const { t } = useTranslation('today');
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="rhythm-source">
      {t(source === 'learned' ? 'source.learned' : 'source.chart')} ·{' '}
      <Button asChild variant="link" size="sm">
        <RouterLink to={paths.insights}>{t('seeInsights')}</RouterLink>
      </Button>
    </Text>
  );
}

/**
 * The energy check-in (issue 39: one that cannot go wrong): one labelled energy scale ("drained" …
 * "peak") first, focus and mood below it, smaller and marked optional, then Save; what was saved is
 * said under it.
 */
export function CheckinPanel({ rhythmSource }: { rhythmSource?: RhythmSource }) {
  const { t } = useTranslation(['today', 'common']);
  const words = SCALE.map((score) => energyWord(t, score));
  const create = useCreateCheckin();
  const [energy, setEnergy] = useState<Score>();
  const [focus, setFocus] = useState<Score>();
  const [mood, setMood] = useState<Score>();
  const [saved, setSaved] = useState<Checkin | null>(null);
  const save = () => {
    if (!energy) return;
    create.mutate(
      { energy, ...(focus ? { focus } : {}), ...(mood ? { mood } : {}) },
      {
        // Saved offline: the queue's notice says so, and what was sent is confirmed when it is.
        onSuccess: (result) => {
          setSaved('queued' in result ? null : result);
          setEnergy(undefined);
          setFocus(undefined);
          setMood(undefined);
        },
      },
    );
  };
  const pick = (set: (s: Score) => void) => (score: Score) => {
    set(score);
    setSaved(null);
  };
  return (
    <Stack as="section" gap="3" aria-label={t('checkin.label')} data-testid="checkin-panel">
      <Text as="h3" fontWeight="semibold">
        {t('checkin.ask')}
      </Text>
      <ScoreRow label={t('checkin.energy')} words={words} value={energy} onPick={pick(setEnergy)} disabled={create.isPending} />
      <Stack gap="2" ps="3" borderStartWidth="2px" borderColor="border.muted">
        <ScoreRow label={t('checkin.focus')} value={focus} onPick={pick(setFocus)} disabled={create.isPending} size="xs" />
        <ScoreRow label={t('checkin.mood')} value={mood} onPick={pick(setMood)} disabled={create.isPending} size="xs" />
      </Stack>
      <Button onClick={save} disabled={!energy} loading={create.isPending} loadingText={t('common:saving')}>
        {energy ? t('checkin.save', { word: words[energy - 1] }) : t('checkin.choose')}
      </Button>
      {saved && (
        <Text role="status" fontSize="sm" color="green.fg" data-testid="checkin-saved">
          {savedText(saved, formatMinutes, t)}
        </Text>
      )}
      <RhythmSourceNote source={rhythmSource} />
    </Stack>
  );
}
