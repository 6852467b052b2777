import { Box, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { EventScope } from '@flow/contracts';
import { Plus, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatLongDate, formatMinutes } from '../../../lib/local-day';
import { SCOPES } from '../../events/api/event-scope';
import { useNotificationSettings } from '../../notifications/api/get-notification-settings';
import type { QuickAddDraft } from '../utils/quick-add-draft';
import { DataList } from '../../../components/ui/data-list';
import { SegmentGroup } from '../../../components/ui/segment-group';
import { defaultReminderLabel, reminderLabel, reminderOptions } from '../utils/reminder-choices';
import { repeatOptions, repeatsText } from '../utils/repeat-text';
import { EventTypeField } from './event-type-field';
import { FitWarning } from './fit-warning';
import { PlainSelect } from './plain-select';

export interface DetailsStepProps {
  draft: QuickAddDraft;
  onChange: (
    changes: Partial<Pick<QuickAddDraft, 'location' | 'attendees' | 'recurrence' | 'scope' | 'reminderMinutes' | 'meetingType' | 'typeCorrected'>>,
  ) => void;
  /** Save; with a date and start, at that time instead (the better time the fit warning offers). */
  onSave: (at?: { date: string; startMinutes: number }) => void;
  saving: boolean;
  /** The zone of the draft's date. */
  zone: string;
}

/** Step 3: the summary, an optional location, attendee e-mails, and 'Add Event' / 'Update Event'. */
export function DetailsStep({ draft, onChange, onSave, saving, zone }: DetailsStepProps) {
  const { t } = useTranslation(['quickAdd', 'common']);
  const start = draft.startMinutes ?? 0;
  const notifications = useNotificationSettings().data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSave();
  };
  const setAttendee = (index: number, email: string) => onChange({ attendees: draft.attendees.map((a, i) => (i === index ? email : a)) });
  return (
    <Stack as="form" gap="5" onSubmit={submit} data-testid="quick-add-details-step">
      <Card.Root variant="subtle" bg="brand.subtle" data-testid="quick-add-summary">
        <Card.Body gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            {draft.title}
          </Text>
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            <DataList.Item>
              <DataList.ItemLabel>{t('when')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatLongDate(draft.date)}, {formatMinutes(start)} – {formatMinutes(start + draft.durationMinutes)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('length')}</DataList.ItemLabel>
              <DataList.ItemValue>{t('minutes', { minutes: draft.durationMinutes })}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('type')}</DataList.ItemLabel>
              <DataList.ItemValue>{t('meetingType', { type: draft.meetingType })}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {draft.recurrence && <Text data-testid="quick-add-repeats">{repeatsText(t, draft.recurrence)}</Text>}
        </Card.Body>
      </Card.Root>

      <EventTypeField draft={draft} onChange={(meetingType) => onChange({ meetingType, typeCorrected: true })} />

      {!(draft.occurrence && draft.scope === 'this') && (
        <Field.Root>
          <Field.Label htmlFor="quick-add-repeat">{t('repeat')}</Field.Label>
          <PlainSelect
            id="quick-add-repeat"
            value={draft.recurrence ?? ''}
            onChange={(e) => onChange({ recurrence: e.target.value || null })}
            data-testid="quick-add-repeat"
          >
            {repeatOptions(t, draft.date, draft.recurrence).map((choice) => (
              <option key={choice.rrule ?? 'none'} value={choice.rrule ?? ''}>
                {choice.label}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
      )}

      {draft.occurrence && (
        <Field.Root>
          <Field.Label id="scope-label">{t('scopeAsk')}</Field.Label>
          <SegmentGroup.Root
            aria-labelledby="scope-label"
            value={draft.scope}
            onValueChange={(e) => e.value && onChange({ scope: e.value as EventScope })}
            size="sm"
            data-testid="quick-add-scope"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={SCOPES.map((scope) => ({ value: scope, label: t('scope', { scope }) }))} />
          </SegmentGroup.Root>
        </Field.Root>
      )}

      <Field.Root>
        <Field.Label htmlFor="quick-add-reminder">{t('reminder')}</Field.Label>
        <PlainSelect
          id="quick-add-reminder"
          value={draft.reminderMinutes ?? ''}
          onChange={(e) => onChange({ reminderMinutes: e.target.value === '' ? null : Number(e.target.value) })}
          data-testid="quick-add-reminder"
        >
          <option value="">{defaultReminderLabel(t, notifications?.leadMinutes)}</option>
          {reminderOptions(draft.reminderMinutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {reminderLabel(t, minutes)}
            </option>
          ))}
        </PlainSelect>
        {notifications?.eventReminders === false && <Field.HelperText>{t('remindersOff')}</Field.HelperText>}
      </Field.Root>

      <Field.Root>
        <Field.Label>
          {t('location')}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {t('common:optional')}
          </Text>
        </Field.Label>
        <Input value={draft.location} onChange={(e) => onChange({ location: e.target.value })} placeholder={t('locationPlaceholder')} maxLength={300} />
      </Field.Root>

      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm" id="attendees-label">
          {t('attendees')}
        </Text>
        {draft.attendees.map((email, index) => (
          <HStack key={index} gap="2">
            <Input
              type="email"
              value={email}
              onChange={(e) => setAttendee(index, e.target.value)}
              placeholder="name@example.com"
              aria-label={t('attendee', { n: index + 1 })}
              maxLength={255}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('removeAttendee', { n: index + 1 })}
              onClick={() => onChange({ attendees: draft.attendees.filter((_, i) => i !== index) })}
            >
              <Trash2 />
            </Button>
          </HStack>
        ))}
        <Box>
          <Button variant="outline" size="sm" onClick={() => onChange({ attendees: [...draft.attendees, ''] })}>
            <Plus /> {t('addAttendee')}
          </Button>
        </Box>
      </Stack>

      <FitWarning draft={draft} zone={zone} saving={saving} onBookAt={(date, startMinutes) => onSave({ date, startMinutes })} />

      <Button data-autofocus type="submit" size="lg" w="full" loading={saving} loadingText={t('common:saving')}>
        {draft.mode === 'edit' ? t('update') : t('add')}
      </Button>
    </Stack>
  );
}
