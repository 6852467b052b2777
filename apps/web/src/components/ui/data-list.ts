import { DataList as ChakraDataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';

/** Chakra's DataList with its recipe (not in the system every page loads: theme/with-recipe.tsx). */
export const DataList = { ...ChakraDataList, Root: withRecipe(ChakraDataList.Root, dataListSlotRecipe) };
