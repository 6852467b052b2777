import { Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { useTranslation } from 'react-i18next';

/** A failed load: the server's message and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" textAlign="center" gap="3" py="8" role="alert">
      <Text>{errorMessage(error)}</Text>
      <Button variant="outline" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Stack>
  );
}
