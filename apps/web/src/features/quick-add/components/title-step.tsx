import { Box, Field, Heading, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** The examples' ids in the quickAdd catalog; English: 'Deep work on report tomorrow at 10am', … (all read as events). */
export const TITLE_EXAMPLES = ['example.1', 'example.2', 'example.3', 'example.4'] as const;

export interface TitleStepProps {
  message: string;
  onMessageChange: (message: string) => void;
  onContinue: () => void;
  processing: boolean;
  /** Booking into a block: the day and time already chosen ('Sat, Nov 28 · 09:00 – 11:00'). */
  when?: string;
}

/** Step 1: 'What would you like to do?' — a few words; Continue is disabled while blank or processing. */
export function TitleStep({ message, onMessageChange, onContinue, processing, when }: TitleStepProps) {
  const { t } = useTranslation('quickAdd');
  const canContinue = message.trim().length > 0 && !processing;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canContinue) onContinue();
  };
  return (
    <Stack as="form" gap="5" onSubmit={submit} data-testid="quick-add-title-step">
      <Heading as="h3" size="md">
        {t('ask')}
      </Heading>
      {when && (
        <Text fontWeight="medium" color="brand.fg" data-testid="quick-add-prefilled">
          {when}
        </Text>
      )}
      <Field.Root>
        <Field.Label srOnly>{t('description')}</Field.Label>
        <Input
          value={message}
          onChange={(e) => onMessageChange(e.target.value)}
          placeholder={t('placeholder')}
          size="lg"
          autoFocus
          data-autofocus
          maxLength={500}
          autoComplete="off"
        />
      </Field.Root>
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('examples')}
        </Text>
        <Wrap gap="2">
          {TITLE_EXAMPLES.map((id) => (
            <Button key={id} variant="secondary" size="sm" whiteSpace="normal" h="auto" py="1.5" onClick={() => onMessageChange(t(id))}>
              {t(id)}
            </Button>
          ))}
        </Wrap>
      </Stack>
      <Box>
        <Button type="submit" w="full" size="lg" disabled={!canContinue} loading={processing} loadingText={t('processing')}>
          <Sparkles /> {t('continue')}
        </Button>
      </Box>
    </Stack>
  );
}
