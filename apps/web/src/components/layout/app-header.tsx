import { Box, Flex, HStack } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Tooltip } from '../ui/tooltip';
import { Logo } from './logo';
import { SideNav } from './side-nav';

/** The top bar of signed-in pages: menu (side navigation), logo to /, and page actions. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  return (
    <Box as="header" position="sticky" top="0" zIndex="docked" bg="bg.canvas/80" backdropFilter="blur(10px)" borderBottomWidth="1px" borderColor="border.muted">
      <Flex maxW="5xl" mx="auto" px={{ base: '3', md: '6' }} h="14" align="center" justify="space-between" gap="2">
        <HStack gap="2">
          <Tooltip content="Menu">
            <Button variant="ghost" size="icon" aria-label="Open navigation" aria-expanded={navOpen} onClick={() => setNavOpen(true)}>
              <Menu />
            </Button>
          </Tooltip>
          <Logo />
        </HStack>
        {actions && <HStack gap="1">{actions}</HStack>}
      </Flex>
      <SideNav open={navOpen} onOpenChange={setNavOpen} />
    </Box>
  );
}
