import { Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Download, PlusSquare, Share, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/layout/logo';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { INSTALL_PROMPT_UNAVAILABLE, installPrompt, isIos, isStandalone, useInstallPrompt } from '../../../lib/pwa/install-prompt';
import { useHydrated } from '../../../lib/use-hydrated';
import { installMode } from '../utils/install-mode';
import { INSTALL } from '../utils/install-texts';

const WHY_INSTALL = ['why.1', 'why.2', 'why.3', 'why.4'] as const;
const INLINE_ICON = { display: 'inline', verticalAlign: 'text-bottom' } as const;

function IosSteps() {
  const { t } = useTranslation(INSTALL);
  return (
    <List.Root as="ol" gap="3" ps="5" data-testid="ios-steps">
      <List.Item>
        {t('ios.1.before')} <Share size={16} aria-hidden style={INLINE_ICON} /> <strong>{t('ios.1.strong')}</strong> {t('ios.1.after')}
      </List.Item>
      <List.Item>
        {t('ios.2.before')} <strong>{t('ios.2.strong')}</strong> <PlusSquare size={16} aria-hidden style={INLINE_ICON} />
        {t('ios.2.after')}
      </List.Item>
      <List.Item>
        {t('ios.3.before')} <strong>{t('ios.3.strong')}</strong> {t('ios.3.after')}
      </List.Item>
    </List.Root>
  );
}

/** /install: already installed, iOS manual steps, the browser's install prompt, or a menu hint. */
export function InstallPage() {
  const { t } = useTranslation(INSTALL);
  const navigate = useNavigate();
  const { prompt, installed } = useInstallPrompt();
  const [busy, setBusy] = useState(false);
  // The prerendered page knows no browser: the menu hint until hydrated.
  const hydrated = useHydrated();
  const mode = installMode({ standalone: hydrated && isStandalone(), installed, ios: hydrated && isIos(), hasPrompt: prompt !== null });

  const install = async () => {
    setBusy(true);
    try {
      if (await installPrompt.install()) toast.success(t('success'));
    } catch (error) {
      const message = (error as Error).message;
      toast.error(message === INSTALL_PROMPT_UNAVAILABLE ? t('unavailable') : message);
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
              {t(mode === 'installed' ? 'installedTitle' : 'title')}
            </Heading>
            <Text color="fg.muted">{t(mode === 'installed' ? 'installedText' : 'text')}</Text>
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
                  <CheckCircle2 /> {t('open')}
                </Button>
              )}
              {mode === 'ios' && <IosSteps />}
              {mode === 'prompt' && (
                <Button size="lg" width="full" variant="premium" loading={busy} loadingText={t('installing')} onClick={() => void install()}>
                  <Download /> {t('installApp')}
                </Button>
              )}
              {mode === 'browser-menu' && (
                <Text data-testid="browser-menu-hint">
                  {t('menu.before')} <strong>{t('menu.install')}</strong> {t('menu.or')} <strong>{t('menu.home')}</strong>
                  {t('menu.after')}
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
              {t('skip')}
            </Button>
          )}

          <Card.Root variant="subtle" bg="brand.subtle">
            <Card.Header>
              <Card.Title as="h2">{t('why')}</Card.Title>
            </Card.Header>
            <Card.Body>
              <List.Root gap="2" ps="5">
                {WHY_INSTALL.map((reason) => (
                  <List.Item key={reason}>{t(reason)}</List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        </Stack>
      </PageContainer>
    </>
  );
}
