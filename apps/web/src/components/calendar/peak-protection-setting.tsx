import { Field, HStack, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { type AutoDeclineMode, type CalendarConnection, PEAK_DECLINE_MESSAGE_MAX } from '@flow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { inUiLanguage } from '../../lib/app-language';
import { fixedEnglishLocale } from '../../lib/ui-locale';
import { INTEGRATIONS, integrationsText } from '../../features/calendar/utils/integrations-texts';
import { updatePeakProtection } from '../../features/calendar/api/calendar-actions';
import { calendarKeys } from '../../features/calendar/api/calendar-keys';
import { Button } from '../ui/button';
import { toast } from '../ui/toaster';

const MODES: { value: AutoDeclineMode; label: 'peak.mode.new' | 'peak.mode.all' | 'peak.mode.none' }[] = [
  { value: 'declineOnlyNewConflictingInvitations', label: 'peak.mode.new' },
  { value: 'declineAllConflictingInvitations', label: 'peak.mode.all' },
  { value: 'declineNone', label: 'peak.mode.none' },
];

/** What protection is doing now, in a line. */
function statusText(peak: CalendarConnection['peakProtection']): string {
  if (peak.lastError) return peak.lastError;
  if (!peak.plannedAt) return integrationsText('peak.booking');
  const when = inUiLanguage(DateTime.fromISO(peak.plannedAt).setLocale(fixedEnglishLocale()).toRelative() ?? '');
  return integrationsText('peak.status', { count: peak.upcomingBlocks, when });
}

/**
 * "Protect my peak" on a connected calendar: FLOW books the person's peak block on weekdays of the next
 * two weeks (Google: Focus Time with its auto-decline and message; CalDAV: a busy event marked FLOW) and
 * gives time back as the week fills.
 */
export function PeakProtectionSetting({ connection }: { connection: CalendarConnection }) {
  const { t } = useTranslation([INTEGRATIONS, 'common']);
  const queryClient = useQueryClient();
  const peak = connection.peakProtection;
  const [message, setMessage] = useState(peak.declineMessage);
  // Chakra's switch keeps its own state once toggled: a refused change mounts it afresh at the saved value.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => setMessage(peak.declineMessage), [peak.declineMessage]);
  const save = useMutation({
    mutationFn: (change: { enabled?: boolean; autoDeclineMode?: AutoDeclineMode; declineMessage?: string }) =>
      updatePeakProtection({ provider: connection.provider, enabled: peak.enabled, ...change }),
    onSuccess: (status) => queryClient.setQueryData(calendarKeys.connection(), status),
    onError: (error) => {
      setRefusals((n) => n + 1);
      toast.error(errorMessage(error), integrationsText('peak.notSaved'));
    },
  });
  const google = connection.provider === 'google';
  const usable = connection.status === 'connected';
  const saveMessage = (e: FormEvent) => {
    e.preventDefault();
    if (message.trim() !== peak.declineMessage) save.mutate({ declineMessage: message.trim() });
  };
  return (
    <Stack gap="2" width="full" data-testid="peak-protection">
      <Switch.Root key={refusals} checked={peak.enabled} disabled={!usable || save.isPending} onCheckedChange={(e) => save.mutate({ enabled: e.checked })}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('peak.label')}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {t(google ? 'peak.google' : 'peak.other')} {t('peak.yours')}
      </Text>
      {save.isPending && (
        <Text fontSize="xs" color="fg.muted" role="status">
          {t('peak.saving')}
        </Text>
      )}
      {peak.enabled && !save.isPending && (
        <Text fontSize="xs" color={peak.lastError ? 'orange.fg' : 'fg.muted'} role="status" data-testid="peak-protection-status">
          {statusText(peak)}
        </Text>
      )}
      {peak.enabled && google && (
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
          <Field.Root maxW={{ md: '18rem' }}>
            <Field.Label>{t('peak.conflicting')}</Field.Label>
            <NativeSelect.Root size="sm" disabled={save.isPending}>
              <NativeSelect.Field value={peak.autoDeclineMode} onChange={(e) => save.mutate({ autoDeclineMode: e.currentTarget.value as AutoDeclineMode })}>
                {MODES.map((m) => (
                  <option key={m.value} value={m.value}>
                    {t(m.label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack as="form" onSubmit={saveMessage} gap="2" flex="1" align="flex-end" aria-label={t('peak.saveMessage')}>
            <Field.Root flex="1" disabled={peak.autoDeclineMode === 'declineNone'}>
              <Field.Label>{t('peak.message')}</Field.Label>
              <Input size="sm" value={message} maxLength={PEAK_DECLINE_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} bg="bg.card" />
            </Field.Root>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={message.trim() === peak.declineMessage || peak.autoDeclineMode === 'declineNone'}
              loading={save.isPending && save.variables?.declineMessage !== undefined}
            >
              {t('common:save')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
