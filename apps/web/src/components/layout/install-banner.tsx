import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isStandalone, useInstallPrompt } from '../../lib/pwa/install-prompt';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../ui/button';

const DISMISSED_KEY = 'flow.installBannerDismissed';
const HIDDEN_ON: string[] = [paths.flow, paths.install];

/** Spec section 2: shown on every page except /flow and /install when the app is not standalone. */
export function shouldShowInstallBanner(pathname: string, standalone: boolean, dismissed: boolean): boolean {
  return !standalone && !dismissed && !HIDDEN_ON.includes(pathname);
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function InstallBanner() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { installed } = useInstallPrompt();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const hydrated = useHydrated();
  if (!hydrated || !shouldShowInstallBanner(pathname, installed || isStandalone(), dismissed)) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {}
  };
  return (
    <>
      {/* Keeps the end of the page scrollable above the fixed banner. */}
      <Box h="24" aria-hidden />
      <Box as="aside" aria-label="Install FLOW" position="fixed" insetX="0" bottom="0" zIndex="banner" p={{ base: '3', md: '4' }} pointerEvents="none">
        <Flex
          pointerEvents="auto"
          maxW="lg"
          mx="auto"
          align="center"
          gap="3"
          p="3"
          pl="4"
          borderRadius="xl"
          bg="bg.card"
          borderWidth="1px"
          borderColor="brand.border"
          boxShadow="lg"
        >
          <Download aria-hidden size={20} />
          <Text flex="1" fontSize="sm" fontWeight="medium">
            Install FLOW for quick access
          </Text>
          <HStack gap="1">
            <Button
              size="sm"
              onClick={() => {
                navigate(paths.install);
              }}
            >
              Install
            </Button>
            <Button size="icon" variant="ghost" aria-label="Dismiss install banner" onClick={dismiss}>
              <X />
            </Button>
          </HStack>
        </Flex>
      </Box>
    </>
  );
}
