import { Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Feather } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { memo } from 'react';

/** Daily Reflection: the day's question, or the fallback question (spec 2: when the day has none of its own). */
export const DailyReflectionCard = memo(function DailyReflectionCard({ reflection, loading }: { reflection: string | null | undefined; loading?: boolean }) {
  const { t } = useTranslation('today');
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="daily-reflection">
      <Card.Header pb="2">
        <HStack gap="2" color="brand.fg">
          <Feather size={18} aria-hidden />
          <Card.Title as="h2">{t('reflection.title')}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {loading ? (
          <Skeleton h="12" />
        ) : (
          <Text fontSize="lg" fontStyle="italic" lineHeight="tall">
            {reflection?.trim() || t('reflection.fallback')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
});
