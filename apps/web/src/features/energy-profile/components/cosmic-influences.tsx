import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Orbit } from 'lucide-react';
import { useEffect } from 'react';
import { dashaLines } from '../../../components/blueprint/blueprint-format';
import { toast } from '../../../components/ui/toaster';
import { useDasha } from '../api/get-dasha';
import { useTransits } from '../api/get-transits';
import { COSMIC_LOAD_FAILED } from '../utils/energy-profile-fields';

const IMPACT_PALETTE = { positive: 'green', neutral: 'gray', challenging: 'orange' } as const;

/** Current dasha and transits for the person's chart (spec 8: a load failure says 'Could not load cosmic influences'). */
export function CosmicInfluences() {
  const dasha = useDasha(true);
  const transits = useTransits(true);
  const failed = dasha.isError || transits.isError;
  useEffect(() => {
    if (failed) toast.error(COSMIC_LOAD_FAILED);
  }, [failed]);

  return (
    <Card.Root variant="outline" bg="bg.card">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Orbit size={18} aria-hidden />
          <Card.Title as="h2">Cosmic Influences</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body>
        {failed ? (
          <Text color="fg.muted">{COSMIC_LOAD_FAILED}</Text>
        ) : dasha.isPending || transits.isPending ? (
          <Stack gap="2" aria-label="Loading cosmic influences">
            <Skeleton h="4" />
            <Skeleton h="4" />
            <Skeleton h="4" w="60%" />
          </Stack>
        ) : (
          <Stack gap="4">
            <Stack gap="1">
              {dashaLines(dasha.data).map((line) => (
                <Text key={line.level}>
                  <Text as="span" fontWeight="semibold">
                    {line.planet}
                  </Text>{' '}
                  {line.level.toLowerCase()} · {line.remaining} left
                </Text>
              ))}
            </Stack>
            <Stack gap="2">
              {transits.data.currentTransits.map((t) => (
                <HStack key={`${t.planet}-${t.sign}`} align="flex-start" gap="3">
                  <Badge colorPalette={IMPACT_PALETTE[t.impact]} variant="subtle" minW="24" justifyContent="center">
                    {t.impact}
                  </Badge>
                  <Text fontSize="sm">{t.description}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
