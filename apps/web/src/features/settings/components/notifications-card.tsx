import { Alert, Card, Field, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { NotificationPreferences } from '@flow/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useNotificationSettings } from '../../notifications/api/get-notification-settings';
import { useDevicePush, useSetDevicePush } from '../../notifications/api/push-device';
import { useSendTestNotification } from '../../notifications/api/send-test-notification';
import { useUpdateNotificationSettings } from '../../notifications/api/update-notification-settings';
import { Switch } from '../../../components/ui/switch';

const SWITCHES: {
  key: 'blockTransitions' | 'eventReminders' | 'externalEventReminders' | 'morningBriefing' | 'eveningWindDown';
  label: string;
  help: string;
}[] = [
  { key: 'blockTransitions', label: 'Block transitions', help: '5 minutes before each high-energy block and your recovery time' },
  { key: 'eventReminders', label: 'Event reminders', help: 'Before each FLOW event' },
  { key: 'externalEventReminders', label: 'Calendar event reminders', help: 'Before events of your connected calendar' },
  { key: 'morningBriefing', label: 'Morning briefing', help: 'Theme, peak hours, first event and Rahu kalam' },
  { key: 'eveningWindDown', label: 'Evening wind-down', help: 'When your recovery time begins' },
];

/** Settings → Preferences: notifications on this device, what FLOW tells you, and when it keeps quiet. */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  const device = useDevicePush();
  const setDevice = useSetDevicePush();
  const update = useUpdateNotificationSettings();
  const test = useSendTestNotification();
  const save = (changes: Partial<NotificationPreferences>) => update.mutate(changes);
  const data = settings.data;

  return (
    <Card.Root variant="outline" bg="bg.card" as="section" aria-labelledby="notifications-title">
      <Card.Header>
        <Card.Title id="notifications-title">Notifications</Card.Title>
        <Card.Description>FLOW tells you when your day turns, even with the app closed.</Card.Description>
      </Card.Header>
      <Card.Body>
        {settings.isPending || device.isPending ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton h="6" w="60%" />
            <Skeleton h="6" w="40%" />
          </Stack>
        ) : settings.isError || !data ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Your notification settings could not be loaded.</Alert.Title>
            <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </Alert.Root>
        ) : (
          <Stack gap="5">
            <DeviceSwitch
              state={device.data ?? 'off'}
              pending={setDevice.isPending}
              onChange={(on) => setDevice.mutate({ on, vapidPublicKey: data.vapidPublicKey })}
            />
            <Stack gap="3" role="group" aria-label="What FLOW tells you">
              {SWITCHES.map((item) => (
                <Switch.Root key={item.key} checked={data[item.key]} disabled={update.isPending} onCheckedChange={(e) => save({ [item.key]: e.checked })}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>
                    {item.label}
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {item.help}
                    </Text>
                  </Switch.Label>
                </Switch.Root>
              ))}
            </Stack>
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <Field.Root>
                <Field.Label>Reminder lead time</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={String(data.leadMinutes)} onChange={(e) => save({ leadMinutes: Number(e.currentTarget.value) })}>
                    {[0, 5, 10, 15, 30, 60].map((m) => (
                      <option key={m} value={m}>
                        {m === 0 ? 'At the start' : `${m} min before`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <ClockField label="Quiet hours from" value={data.quietHours.start} onSave={(start) => save({ quietHours: { ...data.quietHours, start } })} />
              <ClockField label="until" value={data.quietHours.end} onSave={(end) => save({ quietHours: { ...data.quietHours, end } })} />
            </Stack>
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <ClockField
                label="Briefing time"
                value={data.briefingTime ?? ''}
                placeholder="30 min after sunrise"
                optional
                onSave={(time) => save({ briefingTime: time || null })}
              />
              <Field.Root>
                <Field.Label>Briefing by</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={data.briefingChannel}
                    onChange={(e) => save({ briefingChannel: e.currentTarget.value as NotificationPreferences['briefingChannel'] })}
                  >
                    <option value="push">Notification</option>
                    <option value="email">E-mail</option>
                    <option value="both">Notification and e-mail</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Stack>
            <Text fontSize="xs" color="fg.muted">
              Quiet hours and the briefing follow the place of your day.
            </Text>
            <Button variant="outline" alignSelf="flex-start" loading={test.isPending} onClick={() => test.mutate()}>
              Send a test notification
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function DeviceSwitch({ state, pending, onChange }: { state: string; pending: boolean; onChange: (on: boolean) => void }) {
  if (state === 'unsupported')
    return <Text color="fg.muted">This browser cannot show notifications. On iPhone and iPad, add FLOW to the Home Screen first.</Text>;
  return (
    <Stack gap="2">
      <Switch.Root checked={state === 'on'} disabled={pending || state === 'denied'} onCheckedChange={(e) => onChange(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Enable on this device</Switch.Label>
      </Switch.Root>
      {state === 'denied' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Notifications are blocked for FLOW in this browser.</Alert.Title>
            <Alert.Description>
              To allow them again, open the site settings (the icon left of the address), set Notifications to Allow, then reload this page.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** A time field saved when it loses focus (or Enter), only when it changed and is complete. */
function ClockField({
  label,
  value,
  placeholder,
  optional,
  onSave,
}: {
  label: string;
  value: string;
  placeholder?: string;
  optional?: boolean;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value && (draft !== '' || optional)) onSave(draft);
  };
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack>
        <Input
          size="sm"
          type="time"
          value={draft}
          placeholder={placeholder}
          aria-label={label}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
        />
      </HStack>
      {optional && !value && <Field.HelperText>{placeholder}</Field.HelperText>}
    </Field.Root>
  );
}
