import { Alert, Card, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { NotificationPreferences } from '@flow/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { Button } from '../../../components/ui/button';
import { useNotificationSettings } from '../../notifications/api/get-notification-settings';
import { useDevicePush, useSetDevicePush } from '../../notifications/api/push-device';
import { useSendTestNotification } from '../../notifications/api/send-test-notification';
import { useUpdateNotificationSettings } from '../../notifications/api/update-notification-settings';
import { Switch } from '../../../components/ui/switch';

/** The switches, by setting (each labelled `notifications:<key>` with its help under `<key>.help`). */
const SWITCHES = ['blockTransitions', 'eventReminders', 'externalEventReminders', 'morningBriefing', 'eveningWindDown'] as const;
const LEAD_MINUTES = [0, 5, 10, 15, 30, 60];
const CHANNELS = ['push', 'email', 'both'] as const;

/** Settings → Preferences: notifications on this device, what FLOW tells you, and when it keeps quiet. */
export function NotificationsCard() {
  const { t } = useTranslation(['notifications', 'common']);
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
        <Card.Title id="notifications-title">{t('title')}</Card.Title>
        <Card.Description>{t('intro')}</Card.Description>
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
            <Alert.Title>{t('loadFailed')}</Alert.Title>
            <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </Alert.Root>
        ) : (
          <Stack gap="5">
            <DeviceSwitch
              state={device.data ?? 'off'}
              pending={setDevice.isPending}
              onChange={(on) => setDevice.mutate({ on, vapidPublicKey: data.vapidPublicKey })}
            />
            <Stack gap="3" role="group" aria-label={t('group')}>
              {SWITCHES.map((key) => (
                <Switch.Root key={key} checked={data[key]} disabled={update.isPending} onCheckedChange={(e) => save({ [key]: e.checked })}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>
                    {t(key)}
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {t(`${key}.help`)}
                    </Text>
                  </Switch.Label>
                </Switch.Root>
              ))}
            </Stack>
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <SelectField
                label={t('lead')}
                value={String(data.leadMinutes)}
                items={LEAD_MINUTES.map((m) => ({ value: String(m), label: m === 0 ? t('lead.atStart') : t('lead.before', { minutes: m }) }))}
                onChange={(m) => save({ leadMinutes: Number(m) })}
              />
              <ClockField label={t('quietFrom')} value={data.quietHours.start} onSave={(start) => save({ quietHours: { ...data.quietHours, start } })} />
              <ClockField label={t('quietUntil')} value={data.quietHours.end} onSave={(end) => save({ quietHours: { ...data.quietHours, end } })} />
            </Stack>
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <ClockField
                label={t('briefingTime')}
                value={data.briefingTime ?? ''}
                placeholder={t('briefingTime.default')}
                optional
                onSave={(time) => save({ briefingTime: time || null })}
              />
              <SelectField
                label={t('briefingBy')}
                value={data.briefingChannel}
                items={CHANNELS.map((channel) => ({ value: channel, label: t(`channel.${channel}`) }))}
                onChange={(channel) => save({ briefingChannel: channel as NotificationPreferences['briefingChannel'] })}
              />
            </Stack>
            <Text fontSize="xs" color="fg.muted">
              {t('followsPlace')}
            </Text>
            <Button variant="outline" alignSelf="flex-start" loading={test.isPending} onClick={() => test.mutate()}>
              {t('sendTest')}
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function DeviceSwitch({ state, pending, onChange }: { state: string; pending: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('notifications');
  if (state === 'unsupported') return <Text color="fg.muted">{t('unsupported')}</Text>;
  return (
    <Stack gap="2">
      <Switch.Root checked={state === 'on'} disabled={pending || state === 'denied'} onCheckedChange={(e) => onChange(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('device')}</Switch.Label>
      </Switch.Root>
      {state === 'denied' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('blocked')}</Alert.Title>
            <Alert.Description>{t('blocked.help')}</Alert.Description>
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
