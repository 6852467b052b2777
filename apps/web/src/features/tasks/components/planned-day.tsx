import { Card, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/ui/router-link';
import { paths } from '../../../config/paths';
import { usePlanRange } from '../api/get-plan-range';
import { placementsOfDay } from '../utils/task-format';
import { PlannedItem } from './planned-item';
import { TASKS } from '../utils/tasks-texts';

export interface PlannedDayProps {
  /** The day's bounds at its place. */
  range: { from: string; to: string };
  zone: string;
  /** 'Planned for today', or the day's short name. */
  heading: string;
  now: number;
}

/** The day view's planned tasks and habits (beside its events and rhythm blocks), with what is at risk. Memoised as ScheduleList. */
export const PlannedDay = memo(function PlannedDay({ range, zone, heading, now }: PlannedDayProps) {
  const { t } = useTranslation([TASKS, 'common']);
  const plan = usePlanRange(range);
  const items = placementsOfDay(plan.data?.placements ?? [], Date.parse(range.from), Date.parse(range.to));
  const atRisk = plan.data?.atRisk.length ?? 0;
  if (!plan.data || (!items.length && !atRisk)) return null;
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="planned-day" as="section" aria-label={heading}>
      <Card.Header pb="2">
        <Card.Title as="h3" fontSize="md">
          {heading} ({items.length})
        </Card.Title>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="2">
          {items.map((p) => (
            <PlannedItem key={`${p.id}-${p.start}`} placement={p} zone={zone} now={now} />
          ))}
          {atRisk > 0 && (
            <Text fontSize="sm" color="orange.fg">
              {t('planned.atRisk', { count: atRisk })} <RouterLink to={paths.tasks}>{t('common:nav.tasks')}</RouterLink>
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});
