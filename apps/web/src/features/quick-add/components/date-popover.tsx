import { parseDate } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inUiLanguage } from '../../../lib/app-language';
import { fixedEnglishLocale } from '../../../lib/ui-locale';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/local-day';
import { DatePicker } from '../../../components/ui/date-picker';

/** The time step's date: a popover with one month; days before today are disabled. */
export function DatePopover({ date, today, onChange }: { date: string; today: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('quickAdd');
  // The month's own words (its cells, arrows and headings) in the UI language.
  const translations = {
    dayCell: (state: { unavailable: boolean; selected: boolean; valueText: string }) =>
      t(state.unavailable ? 'picker.unavailable' : state.selected ? 'picker.selected' : 'picker.choose', { date: inUiLanguage(state.valueText) }),
    trigger: (open: boolean) => t(open ? 'picker.close' : 'picker.open'),
    viewTrigger: (view: string, nextView?: string) => t('picker.view', { view: nextView ?? view }),
    prevTrigger: (view: string) => t('picker.previous', { view }),
    nextTrigger: (view: string) => t('picker.next', { view }),
    content: t('picker.content'),
    monthSelect: t('picker.month'),
    yearSelect: t('picker.year'),
  };
  return (
    <DatePicker.Root
      value={[parseDate(date)]}
      min={parseDate(today)}
      onValueChange={(details) => {
        const picked = details.value[0];
        if (picked) onChange(picked.toString());
      }}
      locale={fixedEnglishLocale()}
      translations={translations}
      startOfWeek={1}
      closeOnSelect
      positioning={{ placement: 'bottom-start' }}
      width="auto"
      // The month's 42 day cells are made when the popover opens, not with every time step.
      lazyMount
      unmountOnExit
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
