import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Habit, PlanPlacement, Task } from '@flow/contracts';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../../components/layout/app-header';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { useCompleteTask, useDeleteHabit, useDeleteTask, useExtendTask, usePushTask, useSkipHabit, useUpdateHabit } from '../api/change-tasks';
import { useHabits, usePlan, useTasks } from '../api/get-tasks';
import { durationText, upcoming } from '../utils/task-format';
import { habitDayNames } from '../utils/habit-days';
import { HabitForm, TaskForm } from './task-forms';
import { TaskQuickAdd } from './task-quick-add';
import { TASKS } from '../utils/tasks-texts';

function TaskRow({ task, planned, risk }: { task: Task; planned: PlanPlacement[]; risk?: string }) {
  const { t } = useTranslation([TASKS, 'common']);
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
              <Badge>{durationText(t, task.durationMinutes)}</Badge>
              <Badge variant="outline">{t('energy', { energy: task.energy })}</Badge>
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
                {t('done')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => push.mutate(task.id)}>
                {t('push')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => extend.mutate({ id: task.id, minutes: 30 })}>
                {t('plus30')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => extend.mutate({ id: task.id, minutes: 60 })}>
                {t('plus60')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => remove.mutate(task.id)}>
                {t('common:delete')}
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function HabitRow({ habit, next }: { habit: Habit; next?: PlanPlacement }) {
  const { t } = useTranslation([TASKS, 'common']);
  const skip = useSkipHabit();
  const update = useUpdateHabit();
  const remove = useDeleteHabit();
  const often = habit.timesPerWeek ? t('perWeek', { times: habit.timesPerWeek }) : habit.days ? habitDayNames(habit.days) : t('everyDay');
  return (
    <Card.Root data-testid="habit-row" size="sm">
      <Card.Body>
        <Stack gap="1">
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold">{habit.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {durationText(t, habit.durationMinutes)}, {often}, {habit.window.start}–{habit.window.end}
              {habit.paused ? t('paused') : ''}
            </Text>
          </HStack>
          {next && (
            <Text fontSize="sm" color="fg.muted">
              {t('next', { reason: next.reason })}
            </Text>
          )}
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => skip.mutate(habit.id)}>
              {t('skip')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => update.mutate({ id: habit.id, paused: !habit.paused })}>
              {habit.paused ? t('resume') : t('pause')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => remove.mutate(habit.id)}>
              {t('common:delete')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Tasks: at risk first (with why), then planned, open and done; habits in their own section. */
export function TasksPage() {
  const { t } = useTranslation([TASKS, 'common']);
  const now = useNow().getTime();
  const tasks = useTasks();
  const habits = useHabits();
  const plan = usePlan();
  const placements = plan.data?.placements ?? [];
  const risk = new Map((plan.data?.atRisk ?? []).map((r) => [r.id, r.reason]));
  const open = (tasks.data?.tasks ?? []).filter((task) => task.status === 'open');
  const atRisk = open.filter((task) => risk.has(task.id));
  const planned = open.filter((task) => !risk.has(task.id) && upcoming(placements, task.id, now).length > 0);
  const unplanned = open.filter((task) => !risk.has(task.id) && !upcoming(placements, task.id, now).length);
  const done = (tasks.data?.tasks ?? []).filter((task) => task.status === 'done');
  const section = (title: string, list: Task[]) =>
    list.length > 0 && (
      <Stack gap="2" aria-label={title} as="section">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {list.map((task) => (
          <TaskRow key={task.id} task={task} planned={upcoming(placements, task.id, now)} risk={risk.get(task.id)} />
        ))}
      </Stack>
    );
  return (
    <>
      <AppHeader />
      <PageContainer>
        <Stack gap="6">
          <Heading as="h1" size="2xl">
            {t('common:nav.tasks')}
          </Heading>
          <TaskQuickAdd />
          {section(t('section.atRisk'), atRisk)}
          {section(t('section.planned'), planned)}
          {section(t('section.open'), unplanned)}
          {section(t('section.done'), done)}
          <Card.Root>
            <Card.Body>
              <TaskForm />
            </Card.Body>
          </Card.Root>
          <Stack gap="2" as="section" aria-label={t('habits')}>
            <Heading as="h2" size="md">
              {t('habits')}
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
