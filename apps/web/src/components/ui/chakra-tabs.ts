import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's Tabs with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const Tabs = { ...ChakraTabs, Root: withRecipe(ChakraTabs.Root, tabsSlotRecipe) };
