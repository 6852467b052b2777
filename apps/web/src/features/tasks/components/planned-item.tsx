import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { PlanPlacement } from '@flow/contracts';
import { localMinuteOf } from '@flow/rhythm';
import { ListTodo, Play, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatMinutes } from '../../../lib/local-day';
import { useCompleteTask, usePushTask, useSkipHabit } from '../api/change-tasks';
import { markDone, markStarted, minutesLeft, usePlannedProgress } from '../utils/planned-progress';
import { TASKS } from '../utils/tasks-texts';

export interface PlannedItemProps {
  placement: PlanPlacement;
  /** The zone of the day it is shown on (its place). */
  zone: string;
  now: number;
  /** Smaller, for a week's day card. */
  compact?: boolean;
  /** After Done (a task), Push to tomorrow or Skip today succeeded: it has left this place in the plan. */
  onChanged?: () => void;
}

/** '9:30 AM – 11:00 AM' in the day's zone, in the person's clock format. */
export function placementTime(p: PlanPlacement, zone: string): string {
  return `${formatMinutes(localMinuteOf(p.start, zone).minutes)} – ${formatMinutes(localMinuteOf(p.end, zone).minutes)}`;
}

/**
 * A planned task chunk or habit: dashed, tinted and marked with its own icon, so it never reads as
 * an event (solid) or a rhythm block. Start (begins its focus time: "In progress"), Done and Push to
 * tomorrow (a habit: Skip today) act on it where it is shown.
 */
export function PlannedItem({ placement, zone, now, compact = false, onChanged }: PlannedItemProps) {
  const { t } = useTranslation(TASKS);
  const changed = { onSuccess: () => onChanged?.() };
  const complete = useCompleteTask();
  const push = usePushTask();
  const skip = useSkipHabit();
  const progress = usePlannedProgress(placement);
  const isTask = placement.kind === 'task';
  const kind = isTask ? 'task' : 'habit';
  const time = placementTime(placement, zone);
  const done = !isTask && progress.doneAt !== undefined;
  const left = progress.startedAt !== undefined ? minutesLeft(placement, progress.startedAt, now) : null;
  const Icon = isTask ? ListTodo : Repeat;
  const buttonSize = compact ? ({ size: 'sm', h: '7', px: '2', fontSize: 'xs' } as const) : ({ size: 'sm' } as const);
  return (
    <Box
      role="group"
      aria-label={t('planned.label', { kind, title: placement.title, time })}
      data-testid="planned-item"
      data-kind={placement.kind}
      data-start={placement.start}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="teal.solid"
      bg="teal.subtle"
      borderRadius="lg"
      p={compact ? '2' : '3'}
      opacity={done ? 0.7 : 1}
    >
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <HStack gap="1.5" minW="0">
            <Icon size={compact ? 12 : 16} aria-hidden />
            <Text fontWeight="semibold" fontSize={compact ? 'xs' : 'md'} textDecoration={done ? 'line-through' : undefined}>
              {placement.title}
            </Text>
            {!compact && (
              <Badge variant="outline" colorPalette="teal" size="sm">
                {t('planned.kind', { kind })}
              </Badge>
            )}
          </HStack>
          <Text fontSize={compact ? '2xs' : 'sm'} color="fg.muted">
            {time}
          </Text>
        </HStack>
        <Text fontSize={compact ? '2xs' : 'sm'} color="fg.muted" data-testid="planned-reason">
          {placement.reason}
        </Text>
        {done ? (
          <Badge colorPalette="green" alignSelf="start" size="sm">
            {t('planned.doneToday')}
          </Badge>
        ) : (
          <HStack gap="1.5" wrap="wrap">
            {left !== null ? (
              <Badge colorPalette="green" size="sm" role="status">
                {t('planned.inProgress', { minutes: left })}
              </Badge>
            ) : (
              <Button {...buttonSize} variant="outline" onClick={() => markStarted(placement)}>
                <Play aria-hidden /> {t('planned.start')}
              </Button>
            )}
            <Button
              {...buttonSize}
              variant="outline"
              onClick={() => (isTask ? complete.mutate(placement.id, changed) : markDone(placement))}
              loading={complete.isPending}
            >
              {t('done')}
            </Button>
            {isTask ? (
              <Button {...buttonSize} variant="ghost" onClick={() => push.mutate(placement.id, changed)} loading={push.isPending}>
                {t('push')}
              </Button>
            ) : (
              <Button {...buttonSize} variant="ghost" onClick={() => skip.mutate(placement.id, changed)} loading={skip.isPending}>
                {t('skip')}
              </Button>
            )}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
