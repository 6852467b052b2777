import { HStack, Stack, Text } from '@chakra-ui/react';
import type { RhythmSource } from '@flow/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCreateCheckin } from '../../features/checkins/api/create-checkin';
import { Button } from '../ui/button';

const SCALE = [1, 2, 3, 4, 5] as const;
type Score = (typeof SCALE)[number];

/** A row of 1–5 buttons; `value` is pressed. */
function ScoreRow({ label, value, onPick, disabled }: { label: string; value?: Score; onPick: (score: Score) => void; disabled?: boolean }) {
  return (
    <HStack gap="1" role="group" aria-label={label}>
      {SCALE.map((score) => (
        <Button
          key={score}
          size="sm"
          minW="10"
          variant={value === score ? 'default' : 'outline'}
          aria-pressed={value === score}
          aria-label={`${label} ${score} of 5`}
          disabled={disabled}
          onClick={() => onPick(score)}
        >
          {score}
        </Button>
      ))}
    </HStack>
  );
}

/** Which rhythm the day follows, with the way to Insights. */
export function RhythmSourceNote({ source }: { source?: RhythmSource }) {
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="rhythm-source">
      {source === 'learned' ? 'Rhythm learned from your check-ins' : 'Rhythm from your chart'} ·{' '}
      <Button asChild variant="link" size="sm">
        <RouterLink to={paths.insights}>See Insights</RouterLink>
      </Button>
    </Text>
  );
}

/**
 * One-tap energy check-in: tapping 1–5 saves at once. "Focus and mood" opens two more rows, picked
 * before the energy tap that saves all three.
 */
export function CheckinPanel({ rhythmSource }: { rhythmSource?: RhythmSource }) {
  const create = useCreateCheckin();
  const [more, setMore] = useState(false);
  const [focus, setFocus] = useState<Score>();
  const [mood, setMood] = useState<Score>();
  const save = (energy: Score) =>
    create.mutate(
      { energy, ...(more && focus ? { focus } : {}), ...(more && mood ? { mood } : {}) },
      { onSuccess: () => (setFocus(undefined), setMood(undefined), setMore(false)) },
    );
  return (
    <Stack as="section" gap="2" aria-label="Energy check-in" data-testid="checkin-panel">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h3" fontWeight="semibold" fontSize="sm">
          How is your energy right now?
        </Text>
        <Button variant="ghost" size="sm" aria-expanded={more} onClick={() => setMore(!more)}>
          {more ? 'Energy only' : 'Add focus and mood'}
        </Button>
      </HStack>
      {more && (
        <Stack gap="1">
          <ScoreRow label="Focus" value={focus} onPick={setFocus} />
          <ScoreRow label="Mood" value={mood} onPick={setMood} />
        </Stack>
      )}
      <ScoreRow label="Energy" onPick={save} disabled={create.isPending} />
      <RhythmSourceNote source={rhythmSource} />
    </Stack>
  );
}
