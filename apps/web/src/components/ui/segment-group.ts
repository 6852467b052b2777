import { SegmentGroup as ChakraSegmentGroup } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's SegmentGroup with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const SegmentGroup = { ...ChakraSegmentGroup, Root: withRecipe(ChakraSegmentGroup.Root, segmentGroupSlotRecipe) };
