import { createRecipeContext, createSlotRecipeContext, type HTMLChakraProps, type InputProps } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';

const field = createSlotRecipeContext({ key: 'field' });
const part = (name: string) => ({ 'data-scope': 'field', 'data-part': name });
const Root = field.withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const Label = field.withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');
const Input = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>('input');

export interface LabelledInputProps extends InputProps {
  label: string;
}

/**
 * Chakra's `<Field.Root><Field.Label/><Input/></Field.Root>` for a plain text field (same elements,
 * recipes and parts; the label names the input): without Ark's field, its state and Zag's runtime, 5 KiB
 * of Co-Flow's first load (issue 39). Fields with helper or error texts use Chakra's Field (text-field.tsx).
 */
export const LabelledInput = forwardRef<HTMLInputElement, LabelledInputProps>(function LabelledInput({ label, flex, ...input }, ref) {
  const id = useId();
  return (
    <Root {...part('root')} role="group" flex={flex}>
      <Label {...part('label')} htmlFor={id}>
        {label}
      </Label>
      <Input {...part('input')} ref={ref} id={id} {...input} />
    </Root>
  );
});
