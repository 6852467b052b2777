import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Habit, PlanPlacement, Task } from '@flow/contracts';
import { AppHeader } from '../../../components/layout/app-header';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { useCompleteTask, useDeleteHabit, useDeleteTask, useExtendTask, usePushTask, useSkipHabit, useUpdateHabit } from '../api/change-tasks';
import { useHabits, usePlan, useTasks } from '../api/get-tasks';
import { durationText, upcoming } from '../utils/task-format';
import { HabitForm, TaskForm } from './task-forms';
import { TaskQuickAdd } from './task-quick-add';

function TaskRow({ task, planned, risk }: { task: Task; planned: PlanPlacement[]; risk?: string }) {
  const complete = useCompleteTask();
  const push = usePushTask();
  const extend = useExtendTask();
  const remove = useDeleteTask();
  return (
    <Card.Root data-testid="task-row" size="sm">
      <Card.Body>
        <Stack gap="1">
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold" textDecoration={task.status === 'done' ? 'line-through' : undefined}>
              {task.title}
            </Text>
            <HStack gap="1">
              <Badge>{durationText(task.durationMinutes)}</Badge>
              <Badge variant="outline">{task.energy}</Badge>
              <Badge variant="outline">P{task.priority}</Badge>
            </HStack>
          </HStack>
          {risk && (
            <Text fontSize="sm" color="orange.fg" role="status">
              {risk}
            </Text>
          )}
          {planned.map((p) => (
            <Text key={p.start} fontSize="sm" color="fg.muted">
              {p.reason}
            </Text>
          ))}
          {task.status === 'open' && (
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => complete.mutate(task.id)}>
                Done
              </Button>
              <Button size="sm" variant="ghost" onClick={() => push.mutate(task.id)}>
                Push to tomorrow
              </Button>
              <Button size="sm" variant="ghost" onClick={() => extend.mutate({ id: task.id, minutes: 30 })}>
                +30 min
              </Button>
              <Button size="sm" variant="ghost" onClick={() => extend.mutate({ id: task.id, minutes: 60 })}>
                +1 h
              </Button>
              <Button size="sm" variant="ghost" onClick={() => remove.mutate(task.id)}>
                Delete
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function HabitRow({ habit, next }: { habit: Habit; next?: PlanPlacement }) {
  const skip = useSkipHabit();
  const update = useUpdateHabit();
  const remove = useDeleteHabit();
  const often = habit.timesPerWeek ? `${habit.timesPerWeek}× a week` : habit.days ? habit.days.join(' ') : 'every day';
  return (
    <Card.Root data-testid="habit-row" size="sm">
      <Card.Body>
        <Stack gap="1">
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold">{habit.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {durationText(habit.durationMinutes)}, {often}, {habit.window.start}–{habit.window.end}
              {habit.paused ? ' (paused)' : ''}
            </Text>
          </HStack>
          {next && (
            <Text fontSize="sm" color="fg.muted">
              Next: {next.reason}
            </Text>
          )}
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => skip.mutate(habit.id)}>
              Skip today
            </Button>
            <Button size="sm" variant="ghost" onClick={() => update.mutate({ id: habit.id, paused: !habit.paused })}>
              {habit.paused ? 'Resume' : 'Pause'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => remove.mutate(habit.id)}>
              Delete
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Tasks: at risk first (with why), then planned, open and done; habits in their own section. */
export function TasksPage() {
  const now = useNow().getTime();
  const tasks = useTasks();
  const habits = useHabits();
  const plan = usePlan();
  const placements = plan.data?.placements ?? [];
  const risk = new Map((plan.data?.atRisk ?? []).map((r) => [r.id, r.reason]));
  const open = (tasks.data?.tasks ?? []).filter((t) => t.status === 'open');
  const atRisk = open.filter((t) => risk.has(t.id));
  const planned = open.filter((t) => !risk.has(t.id) && upcoming(placements, t.id, now).length > 0);
  const unplanned = open.filter((t) => !risk.has(t.id) && !upcoming(placements, t.id, now).length);
  const done = (tasks.data?.tasks ?? []).filter((t) => t.status === 'done');
  const section = (title: string, list: Task[]) =>
    list.length > 0 && (
      <Stack gap="2" aria-label={title} as="section">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {list.map((t) => (
          <TaskRow key={t.id} task={t} planned={upcoming(placements, t.id, now)} risk={risk.get(t.id)} />
        ))}
      </Stack>
    );
  return (
    <>
      <AppHeader />
      <PageContainer>
        <Stack gap="6">
          <Heading as="h1" size="2xl">
            Tasks
          </Heading>
          <TaskQuickAdd />
          {section('At risk', atRisk)}
          {section('Planned', planned)}
          {section('Open', unplanned)}
          {section('Done', done)}
          <Card.Root>
            <Card.Body>
              <TaskForm />
            </Card.Body>
          </Card.Root>
          <Stack gap="2" as="section" aria-label="Habits">
            <Heading as="h2" size="md">
              Habits
            </Heading>
            {(habits.data?.habits ?? []).map((h) => (
              <HabitRow key={h.id} habit={h} next={upcoming(placements, h.id, now)[0]} />
            ))}
            <Card.Root>
              <Card.Body>
                <HabitForm />
              </Card.Body>
            </Card.Root>
          </Stack>
        </Stack>
      </PageContainer>
    </>
  );
}
