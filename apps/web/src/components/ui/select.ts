import { Select as ChakraSelect } from '@chakra-ui/react';
import { selectSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's Select with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const Select = { ...ChakraSelect, Root: withRecipe(ChakraSelect.Root, selectSlotRecipe) };
