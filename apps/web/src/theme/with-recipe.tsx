import type { SlotRecipeConfig } from '@chakra-ui/react';
import type { ComponentType } from 'react';

/**
 * A Chakra component's root with its slot recipe given at use (Chakra's `recipe` prop). The system
 * every page loads holds the recipes of what the first screens show; a component that only some
 * pages, dialogs or menus use brings its recipe with it (components/ui/dialog.ts and its siblings),
 * so the recipe is in those chunks only.
 */
export function withRecipe<P extends object>(Root: ComponentType<P>, recipe: SlotRecipeConfig): ComponentType<P> {
  const Styled = Root as ComponentType<P & { recipe: SlotRecipeConfig }>;
  const WithRecipe = (props: P) => <Styled recipe={recipe} {...props} />;
  WithRecipe.displayName = `WithRecipe(${Root.displayName ?? Root.name})`;
  return WithRecipe;
}
