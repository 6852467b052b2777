import { Box, Field, Heading, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

export const TITLE_EXAMPLES = ['Deep work on report tomorrow at 10am', 'Lunch with Sam on Friday', 'Team sync at 3pm for 30 minutes', 'Yoga tomorrow morning'];

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
  const canContinue = message.trim().length > 0 && !processing;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canContinue) onContinue();
  };
  return (
    <Stack as="form" gap="5" onSubmit={submit} data-testid="quick-add-title-step">
      <Heading as="h3" size="md">
        What would you like to do?
      </Heading>
      {when && (
        <Text fontWeight="medium" color="brand.fg" data-testid="quick-add-prefilled">
          {when}
        </Text>
      )}
      <Field.Root>
        <Field.Label srOnly>Event description</Field.Label>
        <Input
          value={message}
          onChange={(e) => onMessageChange(e.target.value)}
          placeholder="Describe your event in a few words"
          size="lg"
          autoFocus
          data-autofocus
          maxLength={500}
          autoComplete="off"
        />
      </Field.Root>
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          Examples
        </Text>
        <Wrap gap="2">
          {TITLE_EXAMPLES.map((example) => (
            <Button key={example} variant="secondary" size="sm" whiteSpace="normal" h="auto" py="1.5" onClick={() => onMessageChange(example)}>
              {example}
            </Button>
          ))}
        </Wrap>
      </Stack>
      <Box>
        <Button type="submit" w="full" size="lg" disabled={!canContinue} loading={processing} loadingText="Processing...">
          <Sparkles /> Continue
        </Button>
      </Box>
    </Stack>
  );
}
