import { Box, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { TaskPreview } from '@flow/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { parseTask, useCreateTask } from '../api/change-tasks';
import { durationText } from '../utils/task-format';
import { TASKS } from '../utils/tasks-texts';

/** Quick Add for tasks: "Write the board report, 2 hours, by Friday" → where FLOW would put it and why, then save. */
export function TaskQuickAdd() {
  const { t } = useTranslation([TASKS, 'common']);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<TaskPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = useCreateTask();

  const look = async () => {
    setBusy(true);
    setError(null);
    try {
      setPreview(await parseTask(text));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!preview) return;
    const { draft } = preview;
    await create.mutateAsync({
      title: draft.title,
      durationMinutes: draft.durationMinutes,
      dueAt: draft.dueAt,
      priority: draft.priority,
      energy: draft.energy,
      splittable: draft.splittable,
      minChunkMinutes: draft.minChunkMinutes,
    });
    setPreview(null);
    setText('');
  };

  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), void look())}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{t('quickAdd')}</Field.Label>
        <HStack w="full">
          <Input value={text} onChange={(e) => (setText(e.currentTarget.value), setPreview(null))} placeholder={t('quickAddPlaceholder')} />
          <Button type="submit" disabled={!text.trim()} loading={busy}>
            {t('findTime')}
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {preview && (
        <Box data-testid="task-preview" borderWidth="1px" borderStyle="dashed" borderColor="brand.muted" bg="brand.subtle" borderRadius="lg" p="3">
          <Stack gap="1">
            <Text fontWeight="semibold">
              {preview.draft.title} · {durationText(t, preview.draft.durationMinutes)} · {t('energy', { energy: preview.draft.energy })}
            </Text>
            {preview.placements.map((p) => (
              <Text key={p.start} fontSize="sm">
                {p.reason}
              </Text>
            ))}
            {preview.atRisk.map((r) => (
              <Text key={r.id} fontSize="sm" color="orange.fg">
                {r.reason}
              </Text>
            ))}
            <HStack>
              <Button size="sm" onClick={() => void save()} loading={create.isPending}>
                {t('addTask')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setPreview(null)}>
                {t('common:cancel')}
              </Button>
            </HStack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
