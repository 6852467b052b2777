import { Box, Flex, HStack } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { lazy, memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { whenIdle } from '../../lib/when-idle';
import { Button } from '../ui/button';
import { Tooltip } from '../ui/tooltip';
import { Logo } from './logo';
import { useTranslation } from 'react-i18next';

// The side navigation (Chakra's drawer: focus trap, scroll lock) is not needed before the first tap:
// its chunk is fetched when the page is first idle and the drawer mounts the first time it opens.
const loadSideNav = () => import('./side-nav');
const SideNav = lazy(() => loadSideNav().then((m) => ({ default: m.SideNav })));

/** The top bar of signed-in pages: menu (side navigation), logo to /, and page actions. */
export const AppHeader = memo(function AppHeader({ actions }: { actions?: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  const { t } = useTranslation();
  const navMounted = useOpenedOnce(navOpen);
  useEffect(() => whenIdle(() => void loadSideNav()), []);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="docked"
      bg="bg.canvas/80"
      backdropFilter="blur(10px)"
      // Frosted glass, unless the system asks for less transparency (macOS, iOS, Windows): then a solid bar.
      css={{ '@media (prefers-reduced-transparency: reduce)': { bg: 'bg.canvas', backdropFilter: 'none' } }}
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Flex maxW="5xl" mx="auto" px={{ base: '3', md: '6' }} h="14" align="center" justify="space-between" gap="2">
        <HStack gap="2">
          <Tooltip content={t('nav.menu')}>
            <Button variant="ghost" size="icon" aria-label={t('nav.open')} aria-expanded={navOpen} onClick={() => setNavOpen(true)}>
              <Menu />
            </Button>
          </Tooltip>
          <Logo />
        </HStack>
        {actions && <HStack gap="1">{actions}</HStack>}
      </Flex>
      {navMounted && (
        <Suspense fallback={null}>
          <SideNav open={navOpen} onOpenChange={setNavOpen} />
        </Suspense>
      )}
    </Box>
  );
});
