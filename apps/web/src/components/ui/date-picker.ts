import { DatePicker as ChakraDatePicker } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's DatePicker with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const DatePicker = { ...ChakraDatePicker, Root: withRecipe(ChakraDatePicker.Root, datePickerSlotRecipe) };
