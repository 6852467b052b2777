import { Box, CloseButton, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PlanPlacement } from '@flow/contracts';
import { MINUTES_PER_DAY, minutesFromLocalMidnight } from '@flow/rhythm';
import { Dialog } from '../../../components/ui/dialog';
import { WEEK_GRID } from '../../../config/constants';
import { dayRange } from '../../../lib/local-day';
import { usePlanRange } from '../api/get-plan-range';
import { placementsOfDay } from '../utils/task-format';
import { PlannedItem, placementTime } from './planned-item';
import { TASKS } from '../utils/tasks-texts';

const PX_PER_MINUTE = WEEK_GRID.hourRowPx / 60;

/** Where a placement sits in a day's column of the week grid (pixels from midnight), cut at the day's ends. */
export function gridBox(p: PlanPlacement, date: string, zone: string): { top: number; height: number } {
  const start = Math.max(0, minutesFromLocalMidnight(p.start, date, zone));
  const end = Math.min(MINUTES_PER_DAY, minutesFromLocalMidnight(p.end, date, zone));
  return { top: start * PX_PER_MINUTE, height: Math.max(WEEK_GRID.eventMinPx, (end - start) * PX_PER_MINUTE) };
}

/**
 * One day column's planned items on the planning page's week grid: dashed teal blocks that open their
 * actions. Every column asks for the plan of the whole week (`week`: one query, shared by key).
 */
export function PlannedGridColumn({
  date,
  zone,
  week,
  onOpen,
}: {
  date: string;
  zone: string;
  week: { from: string; to: string };
  onOpen: (p: PlanPlacement, zone: string) => void;
}) {
  const { t } = useTranslation(TASKS);
  const plan = usePlanRange(week);
  const range = dayRange(date, zone);
  return placementsOfDay(plan.data?.placements ?? [], Date.parse(range.from), Date.parse(range.to)).map((p) => {
    const box = gridBox(p, date, zone);
    return (
      <Box
        as="button"
        key={`${p.id}-${p.start}`}
        position="absolute"
        top={`${box.top}px`}
        h={`${box.height}px`}
        left="2px"
        w="calc(100% - 4px)"
        zIndex="1"
        bg="teal.subtle"
        color="teal.fg"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="teal.solid"
        borderRadius="md"
        px="1"
        fontSize="2xs"
        textAlign="start"
        overflow="hidden"
        cursor="pointer"
        focusVisibleRing="outside"
        onClick={() => onOpen(p, zone)}
        aria-label={t('planned.label', { kind: p.kind, title: p.title, time: placementTime(p, zone) })}
        data-testid="week-grid-planned"
        data-kind={p.kind}
      >
        <Text fontWeight="semibold" truncate>
          {p.title}
        </Text>
      </Box>
    );
  });
}

/** The planned item opened from the grid, with Start, Done and Push to tomorrow (a habit: Skip today). */
export function PlannedItemDialog({ open, now, onClose }: { open: { placement: PlanPlacement; zone: string } | null; now: number; onClose: () => void }) {
  const { t } = useTranslation([TASKS, 'common']);
  return (
    <Dialog.Root open={open !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="planned-item-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('planned.title', { kind: open?.placement.kind ?? 'task' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{open && <PlannedItem placement={open.placement} zone={open.zone} now={now} onChanged={onClose} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
