import { Field, Input, Text, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: string;
  helperText?: ReactNode;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
}

/** A labelled input: the label is tied to the input, so every control has an accessible name. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, helperText, optional, readOnly, ...input }, ref) {
  const { t } = useTranslation();
  return (
    <Field.Root readOnly={readOnly}>
      <Field.Label>
        {label}
        {optional && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            {t('optional')}
          </Text>
        )}
      </Field.Label>
      <Input ref={ref} readOnly={readOnly} bg={readOnly ? 'bg.muted' : 'bg.card'} {...input} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
});
