import { Combobox as ChakraCombobox } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's Combobox with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
// Its root is generic over the items: it keeps its own type.
export const Combobox = { ...ChakraCombobox, Root: withRecipe(ChakraCombobox.Root, comboboxSlotRecipe) as typeof ChakraCombobox.Root };
