import { createListCollection, Portal, type ListCollection } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Select } from './select';

export interface SelectChoice {
  value: string;
  label: string;
}

/** A labelled choice from a short list: the design system's select (listbox, keyboard, themed), not the browser's. */
export function SelectField({
  label,
  items,
  value,
  onChange,
  disabled,
}: {
  label: string;
  items: SelectChoice[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const collection = useMemo(() => createListCollection({ items }), [items]);
  return (
    <Select.Root
      collection={collection as ListCollection<unknown>}
      size="sm"
      value={[value]}
      disabled={disabled}
      onValueChange={(e) => e.value[0] !== undefined && e.value[0] !== value && onChange(e.value[0])}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger bg="bg.card">
          <Select.ValueText />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {items.map((item) => (
              <Select.Item key={item.value} item={item}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
