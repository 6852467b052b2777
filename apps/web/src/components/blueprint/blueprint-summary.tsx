import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { VedicAnalysis } from '@flow/contracts';
import { Clock, Moon, Orbit, Sparkles, Waves } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BLUEPRINT } from './blueprint-texts';
import { ChartFactors } from './chart-factors';
import { dashaLines, factsFor } from './blueprint-format';
import { energyTypeLabel } from './energy-type-label';

function Section({ icon, title, children, facts }: { icon: ReactNode; title: string; children: ReactNode; facts: string[] }) {
  return (
    <Box p="4" borderRadius="xl" bg="bg.card" borderWidth="1px" borderColor="border.muted">
      <HStack gap="2" mb="2" color="brand.fg">
        {icon}
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </HStack>
      {children}
      <ChartFactors facts={facts} subject={title} />
    </Box>
  );
}

/**
 * The energy blueprint as onboarding step 2 shows it: energy type, peak window, constitution,
 * rhythm and current dasha, each with the chart factors that produced it.
 */
export function BlueprintSummary({ analysis, placeNote }: { analysis: VedicAnalysis; placeNote?: ReactNode }) {
  const { t } = useTranslation(BLUEPRINT);
  // '4.2 years', '5 months' in the language on screen.
  const left = (years: number) => (years >= 1 ? t('years', { years: years.toFixed(1) }) : t('months', { months: Math.max(1, Math.round(years * 12)) }));
  return (
    <Stack gap="4" data-testid="blueprint-summary">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Section icon={<Sparkles size={18} />} title={t('energyType')} facts={factsFor(analysis, 'constitution')}>
          <Badge size="lg" colorPalette="brand" variant="solid" fontSize="md" px="3" py="1" data-testid="energy-type">
            {energyTypeLabel(analysis.constitution)}
          </Badge>
        </Section>
        <Section icon={<Clock size={18} />} title={t('peakWindow')} facts={factsFor(analysis, 'peakEnergy')}>
          <Text fontSize="2xl" fontWeight="semibold">
            {analysis.peakEnergyStart}–{analysis.peakEnergyEnd}
          </Text>
        </Section>
      </SimpleGrid>
      <Section icon={<Waves size={18} />} title={t('constitution')} facts={factsFor(analysis, 'essence')}>
        <Text>{analysis.essence}</Text>
      </Section>
      <Section icon={<Moon size={18} />} title={t('rhythm')} facts={factsFor(analysis, 'rhythm')}>
        <Text>{analysis.rhythm}</Text>
      </Section>
      {analysis.currentDasha && (
        <Section icon={<Orbit size={18} />} title={t('dasha')} facts={factsFor(analysis, 'currentDasha')}>
          <Stack gap="1">
            {dashaLines(analysis.currentDasha).map((line) => (
              <Text key={line.level}>
                <Text as="span" fontWeight="semibold">
                  {t('planet', { planet: line.planet })}
                </Text>{' '}
                {t('dashaRest', { level: t('dashaLevel', { level: line.level }), remaining: left(line.years) })}
              </Text>
            ))}
          </Stack>
        </Section>
      )}
      {placeNote && (
        <Text fontSize="sm" color="fg.muted">
          {placeNote}
        </Text>
      )}
    </Stack>
  );
}
