import { progressCircleSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../../theme/with-recipe';
import { ProgressCircle as StaticProgressCircle } from './progress';

/**
 * The score ring: a ProgressCircle that shows a value (./progress.tsx, without Ark's state machine)
 * with its recipe (not in the system every page loads: theme/with-recipe.tsx).
 */
export const ProgressCircle = { ...StaticProgressCircle, Root: withRecipe(StaticProgressCircle.Root, progressCircleSlotRecipe) };
