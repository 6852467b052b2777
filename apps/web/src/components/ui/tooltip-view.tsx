import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../config/constants';

/** Chakra's tooltip (its machine and the floating positioner), loaded by `Tooltip` (tooltip.tsx). */
export function TooltipView({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
