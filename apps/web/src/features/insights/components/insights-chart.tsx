import { Box, HStack, Text } from '@chakra-ui/react';
import type { Insights } from '@flow/contracts';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import { chartData, clockTick } from '../utils/insights-chart-data';
import { useTranslation } from 'react-i18next';
import { INSIGHTS } from '../utils/insights-texts';

const TICKS = [0, 180, 360, 540, 720, 900, 1080, 1260, 1440];

/** The legend: each series by its name and colour (recharts' own labels its icons in English, "… legend icon"). */
function ChartLegend({ entries }: { entries: readonly { value?: unknown; color?: string }[] }) {
  return (
    <HStack as="ul" justify="center" gap="4" wrap="wrap" fontSize="xs" listStyleType="none" mt="1">
      {entries.map((entry) => (
        <HStack as="li" key={String(entry.value)} gap="1.5">
          <Box aria-hidden w="2.5" h="2.5" borderRadius="full" flexShrink="0" style={{ background: entry.color }} />
          <Text>{String(entry.value)}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

/**
 * The day's energy curve: the chart's prior (dashed), the learned curve with its 95% band, and the
 * counted check-ins as dots. Recharts is loaded with this page only.
 */
export function InsightsChart({ insights }: { insights: Pick<Insights, 'curve' | 'checkins'> }) {
  const { curve, dots } = chartData(insights);
  const { t } = useTranslation(INSIGHTS);
  return (
    <Box h={{ base: '64', md: '80' }} w="full" data-testid="insights-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={curve} margin={{ top: 8, right: 12, bottom: 4, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--chakra-colors-border)" />
          <XAxis dataKey="x" type="number" domain={[0, 1440]} ticks={TICKS} tickFormatter={clockTick} stroke="var(--chakra-colors-fg-muted)" fontSize={12} />
          <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} stroke="var(--chakra-colors-fg-muted)" fontSize={12} />
          <Tooltip labelFormatter={(x) => clockTick(Number(x))} formatter={(value) => (Array.isArray(value) ? value.join(' – ') : value)} />
          <Legend content={({ payload }) => <ChartLegend entries={payload ?? []} />} />
          <Area dataKey="band" name={t('chart.band')} stroke="none" fill="var(--chakra-colors-brand-solid)" fillOpacity={0.15} isAnimationActive={false} />
          <Line dataKey="prior" name={t('chart.prior')} stroke="var(--chakra-colors-fg-muted)" strokeDasharray="6 4" dot={false} isAnimationActive={false} />
          <Line dataKey="learned" name={t('chart.learned')} stroke="var(--chakra-colors-brand-solid)" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Scatter data={dots} dataKey="y" name={t('chart.checkins')} fill="var(--chakra-colors-orange-solid)" isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
