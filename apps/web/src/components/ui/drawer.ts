import { Drawer as ChakraDrawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's Drawer with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const Drawer = { ...ChakraDrawer, Root: withRecipe(ChakraDrawer.Root, drawerSlotRecipe) };
