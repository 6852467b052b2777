import { parseDate } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fixedEnglishLocale } from '../../../lib/ui-locale';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/local-day';
import { DatePicker } from '../../../components/ui/date-picker';

/** The time step's date: a popover with one month; days before today are disabled. */
export function DatePopover({ date, today, onChange }: { date: string; today: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('quickAdd');
  return (
    <DatePicker.Root
      value={[parseDate(date)]}
      min={parseDate(today)}
      onValueChange={(details) => {
        const picked = details.value[0];
        if (picked) onChange(picked.toString());
      }}
      locale={fixedEnglishLocale()}
      startOfWeek={1}
      closeOnSelect
      positioning={{ placement: 'bottom-start' }}
      width="auto"
    >
      <DatePicker.Control>
        <DatePicker.Trigger asChild unstyled>
          <Button variant="outline" size="sm" aria-label={t('date', { date: formatLongDate(date) })} data-testid="quick-add-date">
            <CalendarDays /> {formatLongDate(date)}
          </Button>
        </DatePicker.Trigger>
      </DatePicker.Control>
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}
