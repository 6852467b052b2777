import { chakra, type HTMLChakraProps, type RecipeVariantProps, Spinner } from '@chakra-ui/react';
import { forwardRef, type MouseEvent } from 'react';
import type { HapticPattern } from '../../config/constants';
import { haptic } from '../../lib/haptics';
import { buttonRecipe } from '../../theme/button.recipe';

const StyledButton = chakra('button', buttonRecipe);

export type ButtonVariant = NonNullable<RecipeVariantProps<typeof buttonRecipe>['variant']>;
export type ButtonSize = NonNullable<RecipeVariantProps<typeof buttonRecipe>['size']>;

export interface ButtonProps extends HTMLChakraProps<'button', RecipeVariantProps<typeof buttonRecipe>> {
  /** Busy: disabled, with a spinner and `loadingText` (e.g. 'Saving...') if given. */
  loading?: boolean;
  loadingText?: string;
  /** Vibration on press; `false` for none. Destructive buttons default to 'warning'. */
  haptics?: HapticPattern | false;
}

/** The shared button (spec section 2): the spec's variants and sizes, with haptic feedback. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading, loadingText, haptics, onClick, disabled, children, type, ...rest },
  ref,
) {
  const pattern = haptics ?? (rest.variant === 'destructive' ? 'warning' : 'light');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pattern) haptic(pattern);
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={rest.asChild ? undefined : (type ?? 'button')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && !rest.asChild ? (
        <>
          <Spinner size="xs" aria-hidden />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
});
