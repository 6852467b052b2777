import { Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Feather } from 'lucide-react';

/** Spec 2: shown when the day has no reflection of its own. */
export const FALLBACK_REFLECTION = 'What would make today feel meaningful, and what can you let go of to make room for it?';

/** Daily Reflection: the day's question, or the fallback question. */
export function DailyReflectionCard({ reflection, loading }: { reflection: string | null | undefined; loading?: boolean }) {
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="daily-reflection">
      <Card.Header pb="2">
        <HStack gap="2" color="brand.fg">
          <Feather size={18} aria-hidden />
          <Card.Title as="h2">Daily Reflection</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {loading ? (
          <Skeleton h="12" />
        ) : (
          <Text fontSize="lg" fontStyle="italic" lineHeight="tall">
            {reflection?.trim() || FALLBACK_REFLECTION}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
