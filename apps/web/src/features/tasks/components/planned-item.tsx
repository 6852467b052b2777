import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { PlanPlacement } from '@flow/contracts';
import { Button } from '../../../components/ui/button';
import { useCompleteTask, usePushTask, useSkipHabit } from '../api/change-tasks';

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * A planned task chunk or habit: dashed and tinted, so it never reads as an event (solid) or a
 * rhythm block. Start, Done and Push to tomorrow act on it where it is shown.
 */
export function PlannedItem({ placement, now }: { placement: PlanPlacement; now: number }) {
  const complete = useCompleteTask();
  const push = usePushTask();
  const skip = useSkipHabit();
  const started = Date.parse(placement.start) <= now && Date.parse(placement.end) > now;
  const isTask = placement.kind === 'task';
  return (
    <Box data-testid="planned-item" borderWidth="1px" borderStyle="dashed" borderColor="brand.muted" bg="brand.subtle" borderRadius="lg" p="3">
      <Stack gap="1">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">
            {placement.title} <Badge variant="outline">{isTask ? 'Task' : 'Habit'}</Badge>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {clock(placement.start)}–{clock(placement.end)}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {placement.reason}
        </Text>
        <HStack gap="2" wrap="wrap">
          {started ? <Badge colorPalette="green">Started</Badge> : null}
          {isTask ? (
            <>
              <Button size="sm" variant="outline" onClick={() => complete.mutate(placement.id)} loading={complete.isPending}>
                Done
              </Button>
              <Button size="sm" variant="ghost" onClick={() => push.mutate(placement.id)} loading={push.isPending}>
                Push to tomorrow
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => skip.mutate(placement.id)} loading={skip.isPending}>
              Skip today
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
