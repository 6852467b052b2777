import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepDayGlance } from '../../../lib/day-glance';
import { uiLanguage } from '../../../lib/app-language';
import { glanceFrames } from '../utils/now-next-lines';
import type { Span } from '../utils/timeline-layout';

interface Day<B, E> {
  date: string;
  zone: string;
  blocks: readonly B[];
  items: readonly E[];
  /** Minutes of the day in `zone`. */
  now: number;
}

/** Keeps today's NOW and NEXT lines on the device for the next visit's first paint (lib/day-glance.ts). */
export function useKeepDayGlance<B extends Span & { theme: string }, E extends Span & { title: string }>(day: Day<B, E> | null): void {
  const { t } = useTranslation('today');
  // The frames change only with the day's blocks and events, not with every minute (they start at the hour).
  const hour = day ? Math.floor(day.now / 60) * 60 : 0;
  const glance = useMemo(
    () =>
      day && {
        day: day.date,
        zone: day.zone,
        lang: uiLanguage(),
        labels: { now: t('now'), next: t('next') },
        frames: glanceFrames(day.blocks, day.items, hour, t('threshold')),
      },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `day` is a fresh object each render; these are what it holds
    [day?.date, day?.zone, day?.blocks, day?.items, hour, t],
  );
  useEffect(() => {
    if (glance) keepDayGlance(glance);
  }, [glance]);
}
