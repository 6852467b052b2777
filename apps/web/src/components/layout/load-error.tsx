import { Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';

/** A failed load: the server's message and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="8" role="alert">
      <Text>{errorMessage(error)}</Text>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
