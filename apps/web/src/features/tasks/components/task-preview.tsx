import { Badge, Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CreateHabitRequest, TaskPreview as TaskPreviewData } from '@flow/contracts';
import { ListTodo, Repeat } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { browserLocale } from '../../../lib/clock-preference';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { parseTask, useCreateHabit, useCreateTask } from '../api/change-tasks';
import { parseHabitText } from '../utils/quick-add-kind';
import { durationText } from '../utils/task-format';
import { habitDayName } from '../utils/habit-days';
import { TASKS } from '../utils/tasks-texts';

export interface TaskPreviewProps {
  message: string;
  kind: 'task' | 'habit';
  /** Saved: the dialog closes. */
  onSaved: () => void;
  /** The person meant an event: the dialog goes on as for any event. */
  onAsEvent: () => void;
}

function Frame({ kind, children }: { kind: 'task' | 'habit'; children: React.ReactNode }) {
  const { t } = useTranslation(TASKS);
  return (
    <Box
      data-testid="task-preview"
      data-kind={kind}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="teal.solid"
      bg="teal.subtle"
      borderRadius="lg"
      p="3"
      role="region"
      aria-label={kind === 'task' ? t('preview.task') : t('preview.habit')}
    >
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}

function TaskPlan({ message, onSaved, onAsEvent }: Omit<TaskPreviewProps, 'kind'>) {
  const { t } = useTranslation(TASKS);
  const [preview, setPreview] = useState<TaskPreviewData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTask();
  useEffect(() => {
    let live = true;
    parseTask(message).then(
      (p) => live && setPreview(p),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [message]);
  const save = async () => {
    if (!preview) return;
    const { title, durationMinutes, dueAt, priority, energy, splittable, minChunkMinutes } = preview.draft;
    try {
      await create.mutateAsync({ title, durationMinutes, dueAt, priority, energy, splittable, minChunkMinutes });
      onSaved();
    } catch {
      // The mutation's toast says what failed; the preview stays.
    }
  };
  if (error)
    return (
      <Text role="alert" color="red.fg">
        {error}
      </Text>
    );
  if (!preview) return <Skeleton h="24" borderRadius="lg" role="status" aria-label={t('preview.finding')} />;
  const { draft } = preview;
  return (
    <Stack gap="4">
      <Frame kind="task">
        <HStack gap="2" wrap="wrap">
          <ListTodo size={16} aria-hidden />
          <Text fontWeight="semibold">{draft.title}</Text>
          <Badge size="sm">{durationText(t, draft.durationMinutes)}</Badge>
          <Badge size="sm" variant="outline">
            {t('energy', { energy: draft.energy })}
          </Badge>
          {draft.dueAt && (
            <Badge size="sm" variant="outline">
              {t('preview.due', { date: new Date(draft.dueAt).toLocaleString(browserLocale(), { weekday: 'short', hour: 'numeric', minute: '2-digit' }) })}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" fontWeight="medium">
          {t('preview.why')}
        </Text>
        {preview.placements.map((p) => (
          <Text key={p.start} fontSize="sm" data-testid="task-preview-reason">
            {p.reason}
          </Text>
        ))}
        {preview.atRisk.map((r) => (
          <Text key={r.id} fontSize="sm" color="orange.fg" role="status">
            {r.reason}
          </Text>
        ))}
      </Frame>
      <PreviewActions label={t('addTask')} saving={create.isPending} onSave={() => void save()} onAsEvent={onAsEvent} />
    </Stack>
  );
}

/** Saving what the preview shows, or going back to booking it as an event. */
function PreviewActions({ label, saving, onSave, onAsEvent }: { label: string; saving: boolean; onSave: () => void; onAsEvent: () => void }) {
  const { t } = useTranslation(TASKS);
  return (
    <Stack gap="2">
      <Button size="lg" onClick={onSave} loading={saving}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onAsEvent}>
        {t('preview.asEvent')}
      </Button>
    </Stack>
  );
}

const howOften = (t: TFunction<'tasks'>, h: CreateHabitRequest) =>
  h.timesPerWeek
    ? t('perWeek', { times: h.timesPerWeek })
    : h.days?.length === 5
      ? t('everyWeekday')
      : h.days?.length === 1
        ? t('everyDayOf', { day: habitDayName(h.days[0]!, 'long') })
        : t('everyDay');

function HabitPlan({ message, onSaved, onAsEvent }: Omit<TaskPreviewProps, 'kind'>) {
  const { t } = useTranslation(TASKS);
  const [habit] = useState(() => parseHabitText(message, t('newHabit')));
  const create = useCreateHabit();
  const save = async () => {
    try {
      await create.mutateAsync(habit);
      onSaved();
    } catch {
      // The mutation's toast says what failed.
    }
  };
  return (
    <Stack gap="4">
      <Frame kind="habit">
        <HStack gap="2" wrap="wrap">
          <Repeat size={16} aria-hidden />
          <Text fontWeight="semibold">{habit.title}</Text>
          <Badge size="sm">{durationText(t, habit.durationMinutes)}</Badge>
          <Badge size="sm" variant="outline">
            {t('energy', { energy: habit.energy })}
          </Badge>
        </HStack>
        <Text fontSize="sm" data-testid="task-preview-reason">
          {t('preview.habitPlan', {
            often: howOften(t, habit),
            from: habit.window.start,
            to: habit.window.end,
            energy: t('energy', { energy: habit.energy }),
          })}
        </Text>
      </Frame>
      <PreviewActions label={t('addHabit')} saving={create.isPending} onSave={() => void save()} onAsEvent={onAsEvent} />
    </Stack>
  );
}

/** Quick Add's task or habit step: what FLOW read, where it would put it and why, before anything is saved. */
export function TaskPreview({ kind, ...props }: TaskPreviewProps) {
  return kind === 'task' ? <TaskPlan {...props} /> : <HabitPlan {...props} />;
}
