import { BirthPlaceInput } from './birth-place-input';

/** "Where do you spend your days?": a place from the gazetteer, like the birth place; the day follows it. */
export function CurrentLocationInput({ defaultValue, onChange }: { defaultValue: string; onChange: (value: string) => void }) {
  return (
    <BirthPlaceInput
      label="Where do you spend your days?"
      name="current-location"
      helperText="Your days (sunrise, rhythm, times) follow this place. Trips go under Settings → Travel."
      defaultValue={defaultValue}
      onChange={onChange}
    />
  );
}
