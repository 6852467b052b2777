import { ProgressCircle as ChakraProgressCircle } from '@chakra-ui/react';
import { progressCircleSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's ProgressCircle with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const ProgressCircle = { ...ChakraProgressCircle, Root: withRecipe(ChakraProgressCircle.Root, progressCircleSlotRecipe) };
