import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePlan } from '../api/get-tasks';
import { placementsOfDay } from '../utils/task-format';
import { PlannedItem } from './planned-item';

/** Today's planned tasks and habits (the day view shows them beside events and rhythm blocks). */
export function PlannedToday({ day, now }: { day: { from: string; to: string }; now: number }) {
  const plan = usePlan();
  const items = placementsOfDay(plan.data?.placements ?? [], Date.parse(day.from), Date.parse(day.to)).filter((p) => Date.parse(p.end) > now);
  if (!plan.data || (!items.length && !plan.data.atRisk.length)) return null;
  return (
    <Card.Root data-testid="planned-today">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Planned for today
          </Heading>
          {items.map((p) => (
            <PlannedItem key={`${p.id}-${p.start}`} placement={p} now={now} />
          ))}
          {plan.data.atRisk.length > 0 && (
            <Text fontSize="sm" color="orange.fg">
              {plan.data.atRisk.length} at risk — see <RouterLink to={paths.tasks}>Tasks</RouterLink>
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
