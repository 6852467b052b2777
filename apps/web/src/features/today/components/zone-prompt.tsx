import { HStack, Text } from '@chakra-ui/react';
import { type DailyFlow, sameTimeZone } from '@flow/contracts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { browserTimeZone, todayIn } from '../../../lib/local-day';
import { useReplaceDays } from '../../profile/api/travel-stays';
import { useZoneCity, zoneCityName } from '../../profile/api/zone-city';

const dismissedKey = (date: string) => `flow.zone-prompt.${date}`;

function dismissedOn(date: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(date)) !== null;
  } catch {
    return false;
  }
}

/**
 * When the browser's zone is not the one today is planned in (a trip not entered yet), Today asks once
 * a day: "Use it" plans today for the browser's city, "Keep" leaves the day as it is (and the prompt away until tomorrow).
 */
export const ZonePrompt = memo(function ZonePrompt({ flow }: { flow: DailyFlow }) {
  const { t } = useTranslation('today');
  const browser = browserTimeZone();
  const [dismissed, setDismissed] = useState(() => dismissedOn(flow.date));
  // Zones by canonical name: a browser saying Asia/Calcutta is in Asia/Kolkata, not in another place.
  const sameZone = sameTimeZone(browser, flow.timeZone);
  const city = useZoneCity(sameZone ? null : browser);
  const replaceDays = useReplaceDays();
  if (dismissed || sameZone || flow.timeZoneSource === 'browser' || flow.timeZoneSource === 'default') return null;

  const here = city.data ?? zoneCityName(browser);
  const hereShort = here.split(',')[0];
  const planned = flow.place?.name.split(',')[0] ?? zoneCityName(flow.timeZone);
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(flow.date), '1');
    } catch {}
    setDismissed(true);
  };
  const useHere = () => {
    // Today where the browser is, and the planned today if that is another date (a date line between them),
    // so both agree on today; a stay already covering those days gives them up and keeps its other days.
    const [from, to] = [flow.date, todayIn(browser)].sort();
    replaceDays.mutate(
      { place: here, from, to },
      {
        onSuccess: () => {
          toast.success(t('zone.planned', { city: hereShort }));
          dismiss();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <HStack
      role="region"
      aria-label={t('zone.label')}
      p="3"
      borderRadius="lg"
      bg="blue.subtle"
      color="blue.fg"
      justify="space-between"
      wrap="wrap"
      gap="2"
      data-testid="zone-prompt"
    >
      <Text>{t('zone.ask', { zone: browser, city: hereShort })}</Text>
      <HStack gap="2">
        <Button size="sm" onClick={useHere} loading={replaceDays.isPending} disabled={city.isLoading}>
          {t('zone.use')}
        </Button>
        <Button size="sm" variant="outline" onClick={dismiss}>
          {t('zone.keep', { city: planned })}
        </Button>
      </HStack>
    </HStack>
  );
});
