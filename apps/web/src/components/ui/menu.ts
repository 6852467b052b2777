import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's Menu with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const Menu = { ...ChakraMenu, Root: withRecipe(ChakraMenu.Root, menuSlotRecipe) };
