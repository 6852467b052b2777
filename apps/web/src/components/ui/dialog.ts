import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's Dialog with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const Dialog = { ...ChakraDialog, Root: withRecipe(ChakraDialog.Root, dialogSlotRecipe) };
