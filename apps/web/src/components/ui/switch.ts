import { Switch as ChakraSwitch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's Switch with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const Switch = { ...ChakraSwitch, Root: withRecipe(ChakraSwitch.Root, switchSlotRecipe) };
