import { Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A rhythm block's intensity (0–1) as a thin bar, with its value for screen readers. */
export function IntensityBar({ intensity, label }: { intensity: number; label?: string }) {
  const { t } = useTranslation('today');
  const percent = Math.round(Math.min(1, Math.max(0, intensity)) * 100);
  return (
    <Progress.Root value={percent} size="xs" colorPalette="brand" w="32" maxW="40">
      <Progress.Track borderRadius="full" aria-label={`${label ?? t('cal.intensity')} ${percent}%`}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
