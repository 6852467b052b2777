import { Checkbox, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { EnergyNeed } from '@flow/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCreateHabit, useCreateTask } from '../api/change-tasks';
import { TASKS } from '../utils/tasks-texts';

const ENERGIES: EnergyNeed[] = ['focus', 'creative', 'admin', 'physical', 'social'];

function EnergySelect({ value, onChange, label }: { value: EnergyNeed; onChange: (e: EnergyNeed) => void; label: string }) {
  const { t } = useTranslation(TASKS);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as EnergyNeed)}>
          {ENERGIES.map((e) => (
            <option key={e} value={e}>
              {t('energy', { energy: e })}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A new task with its duration, deadline, priority and energy. */
export function TaskForm() {
  const { t } = useTranslation(TASKS);
  const [title, setTitle] = useState('');
  const [minutes, setMinutes] = useState(60);
  const [due, setDue] = useState('');
  const [priority, setPriority] = useState(2);
  const [energy, setEnergy] = useState<EnergyNeed>('focus');
  const [splittable, setSplittable] = useState(false);
  const create = useCreateTask();
  const submit = async () => {
    await create.mutateAsync({
      title,
      durationMinutes: minutes,
      dueAt: due ? new Date(due).toISOString() : null,
      priority,
      energy,
      splittable,
      minChunkMinutes: Math.min(30, minutes),
    });
    setTitle('');
  };
  return (
    <Stack as="form" gap="3" onSubmit={(e) => (e.preventDefault(), void submit())} aria-label={t('newTask')}>
      <Field.Root required>
        <Field.Label>{t('title')}</Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      </Field.Root>
      <HStack align="end" wrap="wrap">
        <Field.Root w="32">
          <Field.Label>{t('minutes')}</Field.Label>
          <Input type="number" min={15} max={480} step={15} value={minutes} onChange={(e) => setMinutes(Number(e.currentTarget.value))} />
        </Field.Root>
        <Field.Root w="56">
          <Field.Label>{t('deadline')}</Field.Label>
          <Input type="datetime-local" value={due} onChange={(e) => setDue(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root w="28">
          <Field.Label>{t('priority')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={priority} onChange={(e) => setPriority(Number(e.currentTarget.value))}>
              {[1, 2, 3, 4].map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <EnergySelect label={t('energyLabel')} value={energy} onChange={setEnergy} />
      </HStack>
      <Checkbox.Root checked={splittable} onCheckedChange={(e) => setSplittable(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('splittable')}</Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" alignSelf="start" disabled={!title.trim()} loading={create.isPending}>
        {t('addTask')}
      </Button>
    </Stack>
  );
}

type Frequency = 'daily' | 'weekdays' | 'times';

/** A new habit: how often, its ideal window and how far it may move. */
export function HabitForm() {
  const { t } = useTranslation(TASKS);
  const [title, setTitle] = useState('');
  const [minutes, setMinutes] = useState(30);
  const [start, setStart] = useState('07:00');
  const [end, setEnd] = useState('09:00');
  const [frequency, setFrequency] = useState<Frequency>('daily');
  const [times, setTimes] = useState(3);
  const [energy, setEnergy] = useState<EnergyNeed>('physical');
  const create = useCreateHabit();
  const submit = async () => {
    await create.mutateAsync({
      title,
      durationMinutes: minutes,
      window: { start, end },
      energy,
      flexibilityMinutes: 30,
      days: frequency === 'weekdays' ? ['MO', 'TU', 'WE', 'TH', 'FR'] : null,
      timesPerWeek: frequency === 'times' ? times : null,
    });
    setTitle('');
  };
  return (
    <Stack as="form" gap="3" onSubmit={(e) => (e.preventDefault(), void submit())} aria-label={t('newHabit')}>
      <Field.Root required>
        <Field.Label>{t('habit')}</Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      </Field.Root>
      <HStack align="end" wrap="wrap">
        <Field.Root w="28">
          <Field.Label>{t('minutes')}</Field.Label>
          <Input type="number" min={15} max={480} step={5} value={minutes} onChange={(e) => setMinutes(Number(e.currentTarget.value))} />
        </Field.Root>
        <Field.Root w="32">
          <Field.Label>{t('from')}</Field.Label>
          <Input type="time" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root w="32">
          <Field.Label>{t('to')}</Field.Label>
          <Input type="time" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root w="40">
          <Field.Label>{t('howOften')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={frequency} onChange={(e) => setFrequency(e.currentTarget.value as Frequency)}>
              <option value="daily">{t('often.daily')}</option>
              <option value="weekdays">{t('often.weekdays')}</option>
              <option value="times">{t('often.times')}</option>
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        {frequency === 'times' && (
          <Field.Root w="24">
            <Field.Label>{t('times')}</Field.Label>
            <Input type="number" min={1} max={7} value={times} onChange={(e) => setTimes(Number(e.currentTarget.value))} />
          </Field.Root>
        )}
        <EnergySelect label={t('energyLabel')} value={energy} onChange={setEnergy} />
      </HStack>
      <Button type="submit" alignSelf="start" disabled={!title.trim()} loading={create.isPending}>
        {t('addHabit')}
      </Button>
    </Stack>
  );
}
