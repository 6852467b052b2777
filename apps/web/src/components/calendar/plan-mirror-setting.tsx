import { Stack, Switch, Text } from '@chakra-ui/react';
import type { CalendarConnection } from '@flow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { updatePlanMirror } from '../../features/calendar/api/calendar-actions';
import { calendarKeys } from '../../features/calendar/api/calendar-keys';
import { toast } from '../ui/toaster';
import { INTEGRATIONS, integrationsText } from '../../features/calendar/utils/integrations-texts';

/**
 * Defence on a connected calendar: FLOW writes each planned task and habit there as a busy block, so
 * others booking the person see the time taken; the block moves with the plan and yields to meetings.
 */
export function PlanMirrorSetting({ connection }: { connection: CalendarConnection }) {
  const { t } = useTranslation(INTEGRATIONS);
  const queryClient = useQueryClient();
  // Chakra's switch keeps its own state once toggled: a refused change mounts it afresh at the saved value.
  const [refusals, setRefusals] = useState(0);
  const save = useMutation({
    mutationFn: (mirrorPlanToCalendar: boolean) => updatePlanMirror({ provider: connection.provider, mirrorPlanToCalendar }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.connection() }),
    onError: (error) => {
      setRefusals((n) => n + 1);
      toast.error(errorMessage(error), integrationsText('mirror.notSaved'));
    },
  });
  const enabled = save.isPending ? Boolean(save.variables) : connection.mirrorPlanToCalendar;
  return (
    <Stack gap="1" width="full" data-testid="plan-mirror">
      <Switch.Root
        key={refusals}
        checked={enabled}
        disabled={connection.status !== 'connected' || save.isPending}
        onCheckedChange={(e) => save.mutate(e.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('mirror.label')}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('mirror.text')}
      </Text>
    </Stack>
  );
}
