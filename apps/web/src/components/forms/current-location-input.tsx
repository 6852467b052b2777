import { BirthPlaceInput } from './birth-place-input';
import { useTranslation } from 'react-i18next';

/** "Where do you spend your days?": a place from the gazetteer, like the birth place; the day follows it. */
export function CurrentLocationInput({ defaultValue, onChange }: { defaultValue: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <BirthPlaceInput label={t('place.current')} name="current-location" helperText={t('place.currentHelp')} defaultValue={defaultValue} onChange={onChange} />
  );
}
