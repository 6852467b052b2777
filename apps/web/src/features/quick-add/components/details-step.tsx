import { Box, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { EventScope } from '@flow/contracts';
import { describeRecurrence, repeatChoices } from '@flow/rhythm';
import { Plus, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formatLongDate, formatMinutes } from '../../../lib/local-day';
import { SCOPE_LABELS, SCOPES } from '../../events/api/event-scope';
import { useNotificationSettings } from '../../notifications/api/get-notification-settings';
import type { QuickAddDraft } from '../utils/quick-add-draft';
import { DataList } from '../../../components/ui/data-list';
import { SegmentGroup } from '../../../components/ui/segment-group';
import { defaultReminderLabel, reminderLabel, reminderOptions } from '../utils/reminder-choices';
import { EventTypeField, MEETING_TYPE_LABELS } from './event-type-field';
import { FitWarning } from './fit-warning';
import { PlainSelect } from './plain-select';

/** The repeats offered for the draft's day, with the one it has (read from the text) kept when it is not among them. */
function repeatOptions(draft: QuickAddDraft) {
  const choices = repeatChoices(draft.date);
  if (draft.recurrence && !choices.some((c) => c.rrule === draft.recurrence))
    choices.splice(1, 0, {
      rrule: draft.recurrence,
      label: describeRecurrence(draft.recurrence)
        .replace(/^Repeats /, '')
        .replace(/^./, (c) => c.toUpperCase()),
    });
  return choices;
}

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
              <DataList.ItemLabel>When</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatLongDate(draft.date)}, {formatMinutes(start)} – {formatMinutes(start + draft.durationMinutes)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Length</DataList.ItemLabel>
              <DataList.ItemValue>{draft.durationMinutes} min</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Type</DataList.ItemLabel>
              <DataList.ItemValue>{MEETING_TYPE_LABELS[draft.meetingType]}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {draft.recurrence && <Text data-testid="quick-add-repeats">{describeRecurrence(draft.recurrence)}</Text>}
        </Card.Body>
      </Card.Root>

      <EventTypeField draft={draft} onChange={(meetingType) => onChange({ meetingType, typeCorrected: true })} />

      {!(draft.occurrence && draft.scope === 'this') && (
        <Field.Root>
          <Field.Label htmlFor="quick-add-repeat">Repeat</Field.Label>
          <PlainSelect
            id="quick-add-repeat"
            value={draft.recurrence ?? ''}
            onChange={(e) => onChange({ recurrence: e.target.value || null })}
            data-testid="quick-add-repeat"
          >
            {repeatOptions(draft).map((choice) => (
              <option key={choice.rrule ?? 'none'} value={choice.rrule ?? ''}>
                {choice.label}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
      )}

      {draft.occurrence && (
        <Field.Root>
          <Field.Label id="scope-label">This event repeats. Change</Field.Label>
          <SegmentGroup.Root
            aria-labelledby="scope-label"
            value={draft.scope}
            onValueChange={(e) => e.value && onChange({ scope: e.value as EventScope })}
            size="sm"
            data-testid="quick-add-scope"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))} />
          </SegmentGroup.Root>
        </Field.Root>
      )}

      <Field.Root>
        <Field.Label htmlFor="quick-add-reminder">Reminder</Field.Label>
        <PlainSelect
          id="quick-add-reminder"
          value={draft.reminderMinutes ?? ''}
          onChange={(e) => onChange({ reminderMinutes: e.target.value === '' ? null : Number(e.target.value) })}
          data-testid="quick-add-reminder"
        >
          <option value="">{defaultReminderLabel(notifications?.leadMinutes)}</option>
          {reminderOptions(draft.reminderMinutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {reminderLabel(minutes)}
            </option>
          ))}
        </PlainSelect>
        {notifications?.eventReminders === false && <Field.HelperText>Event reminders are off in Settings → Preferences.</Field.HelperText>}
      </Field.Root>

      <Field.Root>
        <Field.Label>
          Location{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            (optional)
          </Text>
        </Field.Label>
        <Input value={draft.location} onChange={(e) => onChange({ location: e.target.value })} placeholder="Add a place or a meeting link" maxLength={300} />
      </Field.Root>

      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm" id="attendees-label">
          Attendees
        </Text>
        {draft.attendees.map((email, index) => (
          <HStack key={index} gap="2">
            <Input
              type="email"
              value={email}
              onChange={(e) => setAttendee(index, e.target.value)}
              placeholder="name@example.com"
              aria-label={`Attendee ${index + 1} email`}
              maxLength={255}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove attendee ${index + 1}`}
              onClick={() => onChange({ attendees: draft.attendees.filter((_, i) => i !== index) })}
            >
              <Trash2 />
            </Button>
          </HStack>
        ))}
        <Box>
          <Button variant="outline" size="sm" onClick={() => onChange({ attendees: [...draft.attendees, ''] })}>
            <Plus /> Add attendee
          </Button>
        </Box>
      </Stack>

      <FitWarning draft={draft} zone={zone} saving={saving} onBookAt={(date, startMinutes) => onSave({ date, startMinutes })} />

      <Button data-autofocus type="submit" size="lg" w="full" loading={saving} loadingText="Saving...">
        {draft.mode === 'edit' ? 'Update Event' : 'Add Event'}
      </Button>
    </Stack>
  );
}
