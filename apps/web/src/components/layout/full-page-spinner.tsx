import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="60dvh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.fg" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
