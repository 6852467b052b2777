import { Box, Card, DataList, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { MeetingType } from '@flow/contracts';
import { Plus, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formatLongDate, formatMinutes } from '../../../lib/local-day';
import type { QuickAddDraft } from '../utils/quick-add-draft';

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  deep_work: 'Deep work',
  creative: 'Creative',
  collaboration: 'Collaboration',
  one_on_one: 'One-on-one',
  light_meeting: 'Light meeting',
  social: 'Social',
};

export interface DetailsStepProps {
  draft: QuickAddDraft;
  onChange: (changes: Partial<Pick<QuickAddDraft, 'location' | 'attendees'>>) => void;
  onSave: () => void;
  saving: boolean;
}

/** Step 3: the summary, an optional location, attendee e-mails, and 'Add Event' / 'Update Event'. */
export function DetailsStep({ draft, onChange, onSave, saving }: DetailsStepProps) {
  const start = draft.startMinutes ?? 0;
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
        </Card.Body>
      </Card.Root>

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
            <Input type="email" value={email} onChange={(e) => setAttendee(index, e.target.value)} placeholder="name@example.com" aria-label={`Attendee ${index + 1} email`} maxLength={255} />
            <Button variant="ghost" size="icon" aria-label={`Remove attendee ${index + 1}`} onClick={() => onChange({ attendees: draft.attendees.filter((_, i) => i !== index) })}>
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

      <Button type="submit" size="lg" w="full" loading={saving} loadingText="Saving...">
        {draft.mode === 'edit' ? 'Update Event' : 'Add Event'}
      </Button>
    </Stack>
  );
}
