import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center minH="60dvh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.fg" />
        <Text color="fg.muted">{label ?? t('loading')}</Text>
      </VStack>
    </Center>
  );
}
