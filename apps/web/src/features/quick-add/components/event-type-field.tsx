import { Field } from '@chakra-ui/react';
import { MeetingType } from '@flow/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { QuickAddDraft } from '../utils/quick-add-draft';
import { PlainSelect } from './plain-select';

/** What the hint under the type says: where the type came from, and that a change is remembered for the title. */
function typeHint(t: TFunction<'quickAdd'>, draft: QuickAddDraft): string {
  if (draft.typeCorrected) return t('typeHint.corrected', { title: draft.title });
  if (draft.typeSource === 'remembered') return t('typeHint.remembered', { title: draft.title });
  return t('typeHint.read');
}

/** The event's type as FLOW read it, which the person can correct before booking. */
export function EventTypeField({ draft, onChange }: { draft: QuickAddDraft; onChange: (meetingType: MeetingType) => void }) {
  const { t } = useTranslation('quickAdd');
  return (
    <Field.Root>
      <Field.Label htmlFor="quick-add-type">{t('type')}</Field.Label>
      <PlainSelect id="quick-add-type" value={draft.meetingType} onChange={(e) => onChange(e.target.value as MeetingType)} data-testid="quick-add-type">
        {MeetingType.options.map((type) => (
          <option key={type} value={type}>
            {t('meetingType', { type })}
          </option>
        ))}
      </PlainSelect>
      <Field.HelperText data-testid="quick-add-type-hint">{typeHint(t, draft)}</Field.HelperText>
    </Field.Root>
  );
}
