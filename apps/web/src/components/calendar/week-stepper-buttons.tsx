import { addDays } from '@flow/rhythm';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** The 'Previous week' / 'Next week' arrows shared by the week view and the Planning grid. */
export function WeekStepperButtons({ monday, onWeekChange }: { monday: string; onWeekChange: (monday: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" size="icon" aria-label={t('week.previous')} onClick={() => onWeekChange(addDays(monday, -7))}>
        <ChevronLeft />
      </Button>
      <Button variant="outline" size="icon" aria-label={t('week.next')} onClick={() => onWeekChange(addDays(monday, 7))}>
        <ChevronRight />
      </Button>
    </>
  );
}
