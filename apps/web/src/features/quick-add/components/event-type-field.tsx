import { Field } from '@chakra-ui/react';
import { MeetingType } from '@flow/contracts';
import type { QuickAddDraft } from '../utils/quick-add-draft';
import { PlainSelect } from './plain-select';

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  deep_work: 'Deep work',
  creative: 'Creative',
  collaboration: 'Collaboration',
  one_on_one: 'One-on-one',
  light_meeting: 'Light meeting',
  social: 'Social',
};

/** What the hint under the type says: where the type came from, and that a change is remembered for the title. */
function typeHint(draft: QuickAddDraft): string {
  if (draft.typeCorrected) return `FLOW will remember this type for “${draft.title}”.`;
  if (draft.typeSource === 'remembered') return `Your type for “${draft.title}”.`;
  return 'Read from the title. Change it if it is not right.';
}

/** The event's type as FLOW read it, which the person can correct before booking. */
export function EventTypeField({ draft, onChange }: { draft: QuickAddDraft; onChange: (meetingType: MeetingType) => void }) {
  return (
    <Field.Root>
      <Field.Label htmlFor="quick-add-type">Type</Field.Label>
      <PlainSelect id="quick-add-type" value={draft.meetingType} onChange={(e) => onChange(e.target.value as MeetingType)} data-testid="quick-add-type">
        {MeetingType.options.map((type) => (
          <option key={type} value={type}>
            {MEETING_TYPE_LABELS[type]}
          </option>
        ))}
      </PlainSelect>
      <Field.HelperText data-testid="quick-add-type-hint">{typeHint(draft)}</Field.HelperText>
    </Field.Root>
  );
}
