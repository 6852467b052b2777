import { Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Download, PlusSquare, Share, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/layout/logo';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { installPrompt, isIos, isStandalone, useInstallPrompt } from '../../../lib/pwa/install-prompt';
import { useHydrated } from '../../../lib/use-hydrated';
import { INSTALL_SUCCESS, installMode, WHY_INSTALL } from '../utils/install-mode';

function IosSteps() {
  return (
    <List.Root as="ol" gap="3" ps="5" data-testid="ios-steps">
      <List.Item>
        Tap the <Share size={16} aria-hidden style={{ display: 'inline', verticalAlign: 'text-bottom' }} /> <strong>Share</strong> button in Safari.
      </List.Item>
      <List.Item>
        Scroll and choose <strong>&apos;Add to Home Screen&apos;</strong>{' '}
        <PlusSquare size={16} aria-hidden style={{ display: 'inline', verticalAlign: 'text-bottom' }} />.
      </List.Item>
      <List.Item>
        Tap <strong>Add</strong> in the top corner.
      </List.Item>
    </List.Root>
  );
}

/** /install: already installed, iOS manual steps, the browser's install prompt, or a menu hint. */
export function InstallPage() {
  const navigate = useNavigate();
  const { prompt, installed } = useInstallPrompt();
  const [busy, setBusy] = useState(false);
  // The prerendered page knows no browser: the menu hint until hydrated.
  const hydrated = useHydrated();
  const mode = installMode({ standalone: hydrated && isStandalone(), installed, ios: hydrated && isIos(), hasPrompt: prompt !== null });

  const install = async () => {
    setBusy(true);
    try {
      if (await installPrompt.install()) toast.success(INSTALL_SUCCESS);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <HStack as="header" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} h="14">
        <Logo />
      </HStack>
      <PageContainer maxW="xl">
        <Stack gap="6">
          <Stack gap="2" textAlign="center" align="center">
            <Smartphone size={40} aria-hidden />
            <Heading as="h1" size="2xl">
              {mode === 'installed' ? 'Already Installed' : 'Install FLOW'}
            </Heading>
            <Text color="fg.muted">
              {mode === 'installed' ? 'FLOW is on your device. Open it from your home screen any time.' : 'Keep your flow one tap away on your home screen.'}
            </Text>
          </Stack>

          <Card.Root variant="outline" bg="bg.card">
            <Card.Body>
              {mode === 'installed' && (
                <Button
                  size="lg"
                  width="full"
                  onClick={() => {
                    navigate(paths.flow);
                  }}
                >
                  <CheckCircle2 /> Open Current Flow
                </Button>
              )}
              {mode === 'ios' && <IosSteps />}
              {mode === 'prompt' && (
                <Button size="lg" width="full" variant="premium" loading={busy} loadingText="Installing..." onClick={() => void install()}>
                  <Download /> Install App
                </Button>
              )}
              {mode === 'browser-menu' && (
                <Text data-testid="browser-menu-hint">
                  Your browser has not offered an install button here. Open the browser menu (⋮ or the share menu) and choose <strong>Install app</strong> or{' '}
                  <strong>Add to Home Screen</strong>.
                </Text>
              )}
            </Card.Body>
          </Card.Root>

          {mode !== 'installed' && (
            <Button
              variant="ghost"
              onClick={() => {
                navigate(paths.flow);
              }}
            >
              Skip and Continue
            </Button>
          )}

          <Card.Root variant="subtle" bg="brand.subtle">
            <Card.Header>
              <Card.Title as="h2">Why install?</Card.Title>
            </Card.Header>
            <Card.Body>
              <List.Root gap="2" ps="5">
                {WHY_INSTALL.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        </Stack>
      </PageContainer>
    </>
  );
}
