import { Badge, Box, Card, Field, HStack, Input, InputGroup, Separator, Stack, Text } from '@chakra-ui/react';
import type { CalendarConnection } from '@flow/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Copy, Link2, RefreshCw, Server, Unplug } from 'lucide-react';
import { DateTime } from 'luxon';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_REFRESH_MS } from '../../config/constants';
import { ApiError } from '../../lib/api-client';
import { inUiLanguage } from '../../lib/app-language';
import { fixedEnglishLocale } from '../../lib/ui-locale';
import {
  calendarFeedKey,
  calendarFeedQueryOptions,
  connectCaldav,
  disconnectCalendar,
  googleAuthUrl,
  outlookAuthUrl,
  rotateCalendarFeed,
} from '../../features/calendar/api/calendar-actions';
import { calendarKeys } from '../../features/calendar/api/calendar-keys';
import { INTEGRATIONS, integrationsText } from '../../features/calendar/utils/integrations-texts';
import { calendarConnectionQueryOptions } from '../../features/calendar/api/get-calendar-connection';
import { dailyFlowKeys } from '../../features/daily-flow/api/daily-flow-keys';
import { eventKeys } from '../../features/events/api/event-keys';
import { Button } from '../ui/button';
import { toast } from '../ui/toaster';
import { PeakProtectionSetting } from './peak-protection-setting';
import { PlanMirrorSetting } from './plan-mirror-setting';

/** A relative time ('5 minutes ago') in the screen's locale. */
const relative = (iso: string) => inUiLanguage(DateTime.fromISO(iso).setLocale(fixedEnglishLocale()).toRelative() ?? '');

/** Spec 9: the connection is read again every 60 s, on focus and when the page becomes visible. */
function useConnection() {
  return useQuery({
    ...calendarConnectionQueryOptions(),
    refetchInterval: CALENDAR_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** Spec 8: 'Calendar Disconnected' / 'Please reconnect …' once each time a connection turns needs-auth. */
function useNeedsAuthToast(connections: CalendarConnection[]) {
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const c of connections) {
      if (c.status !== 'needs_auth') {
        told.current.delete(c.id);
        continue;
      }
      if (told.current.has(c.id)) continue;
      told.current.add(c.id);
      toast.error(integrationsText(`reconnect.${c.provider}`), integrationsText('disconnectedTitle'));
    }
  }, [connections]);
}

function useInvalidateCalendar() {
  const queryClient = useQueryClient();
  return () => Promise.all([calendarKeys.all, dailyFlowKeys.all, eventKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A sync that failed and is being retried: "Last synced 5 min ago — retrying". */
export function retryingText(lastSyncedAt: string | null, now: DateTime = DateTime.now()): string {
  if (!lastSyncedAt) return integrationsText('retrying.never');
  const minutes = Math.max(0, Math.floor(now.diff(DateTime.fromISO(lastSyncedAt), 'minutes').minutes));
  const ago =
    minutes < 1
      ? integrationsText('ago.now')
      : minutes < 60
        ? integrationsText('ago.minutes', { count: minutes })
        : minutes < 1440
          ? integrationsText('ago.hours', { count: Math.floor(minutes / 60) })
          : integrationsText('ago.days', { count: Math.floor(minutes / 1440) });
  return integrationsText('retrying', { ago });
}

function ConnectionRow({ connection }: { connection: CalendarConnection }) {
  const { t } = useTranslation(INTEGRATIONS);
  const invalidate = useInvalidateCalendar();
  const disconnect = useMutation({
    mutationFn: () => disconnectCalendar(connection.provider),
    onSuccess: () => toast.success(integrationsText(`disconnected.${connection.provider}`)),
    onError: () => toast.error(integrationsText('disconnectFailed')),
    onSettled: invalidate,
  });
  const name = t(`provider.${connection.provider}`);
  const readCount = connection.calendars.filter((c) => c.selected).length;
  return (
    <HStack
      as="li"
      justify="space-between"
      wrap="wrap"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="calendar-connection"
      data-provider={connection.provider}
    >
      <Box minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{name}</Text>
          {connection.status === 'connected' ? (
            <Badge colorPalette="green" variant="subtle">
              {t('connected')}
            </Badge>
          ) : (
            <Badge colorPalette="orange" variant="subtle">
              {t('needsReconnect')}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {connection.accountEmail ?? connection.serverUrl ?? ''}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('read', { count: readCount })}
          {connection.lastSyncedAt && !connection.retrying ? ` · ${t('synced', { when: relative(connection.lastSyncedAt) })}` : ''}
        </Text>
        {connection.retrying && (
          <Text fontSize="xs" color="orange.fg" title={connection.lastError ?? undefined} data-testid="calendar-retrying">
            {retryingText(connection.lastSyncedAt)}
          </Text>
        )}
      </Box>
      <Button size="sm" variant="outline" onClick={() => disconnect.mutate()} loading={disconnect.isPending} aria-label={t('disconnectName', { name })}>
        <Unplug /> {t('disconnect')}
      </Button>
      {connection.status === 'connected' && <PeakProtectionSetting connection={connection} />}
      {connection.status === 'connected' && <PlanMirrorSetting connection={connection} />}
    </HStack>
  );
}

/** Google or Outlook: the provider's consent page, then back to its /auth/…/callback page. */
function OAuthConnect({ provider, reconnect }: { provider: 'google' | 'outlook'; reconnect: boolean }) {
  const { t } = useTranslation(INTEGRATIONS);
  const start = useMutation({
    mutationFn: provider === 'google' ? googleAuthUrl : outlookAuthUrl,
    onSuccess: (url) => window.location.assign(url),
    onError: () => toast.error(integrationsText('initiateFailed'), integrationsText('connectionError')),
  });
  return (
    <Button onClick={() => start.mutate()} loading={start.isPending || start.isSuccess} variant={provider === 'google' ? 'premium' : 'outline'}>
      <CalendarDays /> {t(reconnect ? 'reconnect' : 'connect', { name: t(`provider.${provider}`) })}
    </Button>
  );
}

function CaldavForm() {
  const { t } = useTranslation(INTEGRATIONS);
  const invalidate = useInvalidateCalendar();
  const [form, setForm] = useState({
    serverUrl: '',
    username: '',
    password: '',
  });
  const connect = useMutation({
    mutationFn: connectCaldav,
    onSuccess: () => {
      toast.success(integrationsText('calendarConnected'), integrationsText('caldav.connected'));
      setForm({ serverUrl: '', username: '', password: '' });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : integrationsText('connectFailed'), integrationsText('connectionError')),
    onSettled: invalidate,
  });
  const ready = form.serverUrl.trim() && form.username.trim() && form.password;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !connect.isPending)
      connect.mutate({
        serverUrl: form.serverUrl.trim(),
        username: form.username.trim(),
        password: form.password,
      });
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={t('caldav.form')} {...{ noValidate: true }}>
      <HStack gap="2" color="fg.muted">
        <Server size={16} aria-hidden />
        <Text fontSize="sm" fontWeight="medium">
          {t('caldav.heading')}
        </Text>
      </HStack>
      <Field.Root>
        <Field.Label>{t('caldav.server')}</Field.Label>
        <Input type="url" value={form.serverUrl} onChange={set('serverUrl')} placeholder={t('caldav.serverPlaceholder')} maxLength={2048} bg="bg.card" />
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Field.Root>
          <Field.Label>{t('caldav.username')}</Field.Label>
          <Input value={form.username} onChange={set('username')} autoComplete="username" maxLength={320} bg="bg.card" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('caldav.password')}</Field.Label>
          <Input type="password" value={form.password} onChange={set('password')} autoComplete="current-password" maxLength={1024} bg="bg.card" />
        </Field.Root>
      </Stack>
      <Box>
        <Button type="submit" variant="outline" disabled={!ready || connect.isPending} loading={connect.isPending}>
          <Link2 /> {t('caldav.connect')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The private iCalendar feed of FLOW events and rhythm blocks: copy it into any calendar app, or change it. */
function FeedLink() {
  const { t } = useTranslation(INTEGRATIONS);
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedQueryOptions());
  const rotate = useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (fresh) => {
      queryClient.setQueryData(calendarFeedKey(), { feed: fresh });
      toast.success(integrationsText(feed.data?.feed ? 'feed.changed' : 'feed.created'), feed.data?.feed ? integrationsText('feed.oldGone') : undefined);
    },
    onError: () => toast.error(integrationsText('feed.failed')),
  });
  const url = feed.data?.feed?.url;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(integrationsText('feed.copied'));
    } catch {
      toast.error(integrationsText('feed.copyFailed'));
    }
  };
  return (
    <Stack gap="3" data-testid="calendar-feed">
      <Text fontSize="sm" fontWeight="medium">
        {t('feed.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('feed.text')}
      </Text>
      {url ? (
        <>
          <InputGroup>
            <Input readOnly value={url} aria-label={t('feed.label')} onFocus={(e) => e.target.select()} bg="bg.muted" />
          </InputGroup>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              <Copy /> {t('feed.copy')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => rotate.mutate()} loading={rotate.isPending}>
              <RefreshCw /> {t('feed.change')}
            </Button>
          </HStack>
        </>
      ) : (
        <Box>
          <Button size="sm" variant="outline" onClick={() => rotate.mutate()} loading={rotate.isPending} disabled={feed.isPending}>
            <Link2 /> {t('feed.create')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** What the card reads before it shows: a page that shows it next (onboarding's step 3) reads it ahead. */
export function prefetchCalendarCard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(calendarConnectionQueryOptions());
  void queryClient.prefetchQuery(calendarFeedQueryOptions());
}

/**
 * The calendar card of Settings → Integrations and onboarding step 3: connect Google or Outlook (consent
 * page, then /auth/google/callback or /auth/microsoft/callback) or a CalDAV account, see and disconnect connected accounts, and the
 * private feed link.
 */
export function CalendarConnectCard({ showFeed = true }: { showFeed?: boolean }) {
  const { t } = useTranslation(INTEGRATIONS);
  const connection = useConnection();
  // Read beside the connection, and the card opens once with both: a feed read after it grew the card a
  // second time, moving whatever sits below it (onboarding's Complete Setup) under a person's click.
  const feed = useQuery({ ...calendarFeedQueryOptions(), enabled: showFeed });
  const loading = connection.isPending || (showFeed && feed.isPending);
  const connections = connection.data?.connections ?? [];
  useNeedsAuthToast(connections);
  const google = connections.find((c) => c.provider === 'google');
  const outlook = connections.find((c) => c.provider === 'outlook');
  const caldav = connections.find((c) => c.provider === 'caldav');
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="calendar-connect-card">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <CalendarDays size={18} aria-hidden />
          <Card.Title as="h2">{t('title')}</Card.Title>
        </HStack>
        <Card.Description>{t('description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('checking')}
          </Text>
        ) : (
          <Stack gap="5">
            {connections.length > 0 && (
              <Stack as="ul" gap="2" aria-label={t('list')}>
                {connections.map((c) => (
                  <ConnectionRow key={c.id} connection={c} />
                ))}
              </Stack>
            )}
            {(!google || google.status === 'needs_auth' || !outlook || outlook.status === 'needs_auth') && (
              <HStack gap="3" wrap="wrap">
                {(!google || google.status === 'needs_auth') && <OAuthConnect provider="google" reconnect={Boolean(google)} />}
                {(!outlook || outlook.status === 'needs_auth') && <OAuthConnect provider="outlook" reconnect={Boolean(outlook)} />}
              </HStack>
            )}
            {!caldav && (
              <>
                <Separator />
                <CaldavForm />
              </>
            )}
            {showFeed && (
              <>
                <Separator />
                <FeedLink />
              </>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
