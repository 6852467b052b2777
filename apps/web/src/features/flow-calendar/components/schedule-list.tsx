import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ScheduledEvent } from '@flow/contracts';
import { Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../../components/ui/button';
import { EventMessages } from '../../events/api/event-messages';
import { formatMinutes } from '../../../lib/local-day';
import type { ScheduleItem } from '../utils/day-schedule';
import { useTranslation } from 'react-i18next';
import { CALENDAR } from '../utils/calendar-texts';
import { i18n } from '../../../i18n';

const timeOf = (item: ScheduleItem) => (item.allDay ? i18n.t('calendar:allDay') : `${formatMinutes(item.start)} – ${formatMinutes(item.end)}`);

export interface ScheduleListProps {
  items: ScheduleItem[];
  /** The day the list shows: 'Today's Schedule' only when it is today, else that day's name ('Sunday, Nov 29'). */
  heading?: string;
  /** Shown when a calendar is connected. */
  onRefresh?: () => void;
  refreshing?: boolean;
  onEdit: (item: Extract<ScheduleItem, { kind: 'own' }>) => void;
  onDelete: (item: Extract<ScheduleItem, { kind: 'own' }>) => void;
  deletingId?: string | null;
  /** Copy a failed event to the external calendar again. */
  onRetryCopy?: (item: Extract<ScheduleItem, { kind: 'own' }>) => void;
  retryingId?: string | null;
}

/** Where the event's calendar copy stands (nothing when there is no calendar to copy to). */
function CopyState({ event, onRetry, retrying }: { event: ScheduledEvent; onRetry?: () => void; retrying: boolean }) {
  const { t } = useTranslation(CALENDAR);
  if (event.mirror_state === 'pending')
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="copy-state">
        {EventMessages.copyPending}
      </Text>
    );
  if (event.mirror_state === 'synced')
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="copy-state">
        {EventMessages.copySynced}
      </Text>
    );
  if (event.mirror_state !== 'failed') return null;
  return (
    <HStack gap="2" data-testid="copy-state">
      <Text fontSize="xs" color="red.fg" role="status">
        {EventMessages.copyFailed(event.mirror_error ?? '')}
      </Text>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} aria-label={t('retryCopying', { title: event.title })}>
          {EventMessages.retryCopy}
        </Button>
      )}
    </HStack>
  );
}

/**
 * "Today's Schedule (N)" (or the day it shows): own events with edit and delete, external events read only.
 * Memoised: the day view renders again with each query and mutation state, the list only when its items change.
 */
export const ScheduleList = memo(function ScheduleList({
  items,
  heading,
  onRefresh,
  refreshing,
  onEdit,
  onDelete,
  deletingId,
  onRetryCopy,
  retryingId,
}: ScheduleListProps) {
  const { t } = useTranslation(CALENDAR);
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="schedule-list">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Card.Title as="h3" fontSize="md">
            {heading ?? t('todaysSchedule')} ({items.length})
          </Card.Title>
          {onRefresh && (
            <Button variant="ghost" size="sm" onClick={onRefresh} loading={refreshing} aria-label={t('refreshEvents')}>
              <RefreshCw /> {t('refresh')}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {items.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('nothing')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {items.map((item) => (
              <Box
                as="li"
                key={`${item.kind}-${item.id}`}
                data-testid="schedule-item"
                borderWidth="1px"
                borderColor="border.muted"
                borderRadius="lg"
                px="3"
                py="2"
              >
                <HStack justify="space-between" gap="3">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {item.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {timeOf(item)}
                      {item.location ? ` · ${item.location}` : ''}
                    </Text>
                    {item.kind === 'own' && (
                      <CopyState event={item.event} onRetry={onRetryCopy && (() => onRetryCopy(item))} retrying={retryingId === item.id} />
                    )}
                  </Stack>
                  {item.kind === 'own' ? (
                    <HStack gap="1" flexShrink={0}>
                      <Button variant="ghost" size="icon" aria-label={t('edit', { title: item.title })} onClick={() => onEdit(item)}>
                        <Pencil />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('delete', { title: item.title })}
                        onClick={() => onDelete(item)}
                        loading={deletingId === item.id}
                        color="red.fg"
                      >
                        <Trash2 />
                      </Button>
                    </HStack>
                  ) : (
                    <Badge variant="outline" flexShrink={0} title={t('readOnly')}>
                      {t('source', { source: item.source })}
                    </Badge>
                  )}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
});
