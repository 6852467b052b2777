import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Orbit } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dashaLines } from '../../../components/blueprint/blueprint-format';
import { BLUEPRINT } from '../../../components/blueprint/blueprint-texts';
import { toast } from '../../../components/ui/toaster';
import { useDasha } from '../api/get-dasha';
import { useTransits } from '../api/get-transits';
import { ENERGY_PROFILE, energyText } from '../utils/energy-profile-texts';

const IMPACT_PALETTE = { positive: 'green', neutral: 'gray', challenging: 'orange' } as const;

/** Current dasha and transits for the person's chart (spec 8: a load failure says 'Could not load cosmic influences'). */
export function CosmicInfluences() {
  const { t } = useTranslation([ENERGY_PROFILE, BLUEPRINT]);
  // '4.2 years', '5 months' in the language on screen (as the blueprint says them).
  const left = (years: number) =>
    years >= 1 ? t('blueprint:years', { years: years.toFixed(1) }) : t('blueprint:months', { months: Math.max(1, Math.round(years * 12)) });
  const dasha = useDasha(true);
  const transits = useTransits(true);
  const failed = dasha.isError || transits.isError;
  useEffect(() => {
    if (failed) toast.error(energyText('cosmic.failed'));
  }, [failed]);

  return (
    <Card.Root variant="outline" bg="bg.card">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Orbit size={18} aria-hidden />
          <Card.Title as="h2">{t('cosmic.title')}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body>
        {failed ? (
          <Text color="fg.muted">{t('cosmic.failed')}</Text>
        ) : dasha.isPending || transits.isPending ? (
          <Stack gap="2" aria-label={t('cosmic.loading')}>
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
                    {t('blueprint:planet', { planet: line.planet })}
                  </Text>{' '}
                  {t('blueprint:dashaRest', { level: t('blueprint:dashaLevel', { level: line.level }), remaining: left(line.years) })}
                </Text>
              ))}
            </Stack>
            <Stack gap="2">
              {transits.data.currentTransits.map((transit) => (
                <HStack key={`${transit.planet}-${transit.sign}`} align="flex-start" gap="3">
                  <Badge colorPalette={IMPACT_PALETTE[transit.impact]} variant="subtle" minW="24" justifyContent="center">
                    {t('cosmic.impact', { impact: transit.impact })}
                  </Badge>
                  <Text fontSize="sm">{transit.description}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
