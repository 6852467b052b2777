import { createListCollection, Portal, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { usePlaceSuggestions } from '../../features/profile/api/search-places';
import { keepCaret } from '../../lib/keep-caret';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Combobox } from '../ui/combobox';
import { useTranslation } from 'react-i18next';

/**
 * Birth place as free text with suggestions from GET /api/places (the server's gazetteer), so a
 * person can pick the exact town the chart will use. The text box keeps its own text (a
 * controlled combobox drops keystrokes while it re-renders) and reports every change; give it a
 * new `key` to start over from another `defaultValue`.
 */
export function BirthPlaceInput({
  defaultValue,
  onChange,
  label,
  placeholder,
  name = 'birth-place',
  helperText,
}: {
  defaultValue: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  name?: string;
  helperText?: string;
}) {
  const [text, setText] = useState(defaultValue);
  const { t } = useTranslation();
  const query = useDebouncedValue(text, 250);
  const places = usePlaceSuggestions(query);
  const collection = useMemo(
    () => createListCollection({ items: places.data?.places ?? [], itemToString: (p) => p.label, itemToValue: (p) => p.label }),
    [places.data],
  );
  return (
    <Combobox.Root
      collection={collection}
      defaultInputValue={defaultValue}
      onInputValueChange={(e) => {
        setText(e.inputValue);
        onChange(e.inputValue);
      }}
      allowCustomValue
      openOnClick={false}
      inputBehavior="autohighlight"
      selectionBehavior="replace"
      positioning={{ sameWidth: true }}
    >
      <Combobox.Label>{label ?? t('place.birth')}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          placeholder={placeholder ?? t('place.placeholder')}
          name={name}
          autoComplete="off"
          maxLength={200}
          bg="bg.card"
          onInput={(e) => keepCaret(e.currentTarget)}
        />
        <Combobox.IndicatorGroup>{places.isFetching && <Spinner size="xs" role="status" aria-label={t('place.lookingUp')} />}</Combobox.IndicatorGroup>
      </Combobox.Control>
      {helperText && (
        <Text fontSize="xs" color="fg.muted">
          {helperText}
        </Text>
      )}
      <Portal>
        <Combobox.Positioner>
          {/* Busy while a lookup runs: the list is about to change and may have no options yet. */}
          <Combobox.Content aria-busy={places.isFetching || undefined}>
            <Combobox.Empty>
              {/* An option that cannot be chosen: a list box must hold options, even one that only says why it is empty. */}
              <Text as="span" display="block" role="option" aria-disabled="true" aria-selected="false" fontSize="sm" color="fg.muted">
                {query.trim().length < 2 ? t('place.tooShort') : t('place.none')}
              </Text>
            </Combobox.Empty>
            {collection.items.map((place) => (
              <Combobox.Item key={`${place.label}-${place.latitude}-${place.longitude}`} item={place}>
                <Combobox.ItemText>{place.label}</Combobox.ItemText>
                <Text fontSize="xs" color="fg.muted">
                  {place.timeZone}
                </Text>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
