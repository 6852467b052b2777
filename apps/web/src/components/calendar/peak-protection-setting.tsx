import { Field, HStack, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { type AutoDeclineMode, type CalendarConnection, PEAK_DECLINE_MESSAGE_MAX } from '@flow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { updatePeakProtection } from '../../features/calendar/api/calendar-actions';
import { calendarKeys } from '../../features/calendar/api/calendar-keys';
import { Button } from '../ui/button';
import { toast } from '../ui/toaster';

const MODES: { value: AutoDeclineMode; label: string }[] = [
  { value: 'declineOnlyNewConflictingInvitations', label: 'Decline new invitations' },
  { value: 'declineAllConflictingInvitations', label: 'Decline all conflicting invitations' },
  { value: 'declineNone', label: "Don't decline" },
];

/** What protection is doing now, in a line. */
function statusText(peak: CalendarConnection['peakProtection']): string {
  if (peak.lastError) return peak.lastError;
  if (!peak.plannedAt) return 'Booking your peak hours…';
  const when = DateTime.fromISO(peak.plannedAt).setLocale('en-US').toRelative();
  return `${peak.upcomingBlocks} focus ${peak.upcomingBlocks === 1 ? 'block' : 'blocks'} booked · planned ${when}`;
}

/**
 * "Protect my peak" on a connected calendar: FLOW books the person's peak block on weekdays of the next
 * two weeks (Google: Focus Time with its auto-decline and message; CalDAV: a busy event marked FLOW) and
 * gives time back as the week fills.
 */
export function PeakProtectionSetting({ connection }: { connection: CalendarConnection }) {
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
      toast.error(errorMessage(error), 'Protect my peak was not saved');
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
        <Switch.Label>Protect my peak</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {google
          ? 'FLOW books your peak hours as Focus Time on weekdays of the next two weeks, and gives time back as your week fills.'
          : 'FLOW books your peak hours as busy events marked FLOW on weekdays of the next two weeks, and gives time back as your week fills.'}{' '}
        Blocks you move or edit are yours; turning this off removes the rest.
      </Text>
      {save.isPending && (
        <Text fontSize="xs" color="fg.muted" role="status">
          Saving…
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
            <Field.Label>Conflicting invitations</Field.Label>
            <NativeSelect.Root size="sm" disabled={save.isPending}>
              <NativeSelect.Field value={peak.autoDeclineMode} onChange={(e) => save.mutate({ autoDeclineMode: e.currentTarget.value as AutoDeclineMode })}>
                {MODES.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack as="form" onSubmit={saveMessage} gap="2" flex="1" align="flex-end" aria-label="Save the decline message">
            <Field.Root flex="1" disabled={peak.autoDeclineMode === 'declineNone'}>
              <Field.Label>Decline message</Field.Label>
              <Input size="sm" value={message} maxLength={PEAK_DECLINE_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} bg="bg.card" />
            </Field.Root>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={message.trim() === peak.declineMessage || peak.autoDeclineMode === 'declineNone'}
              loading={save.isPending && save.variables?.declineMessage !== undefined}
            >
              Save
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
