import { Box, Center, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../../components/ui/chakra-tabs';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { RouterLink } from '../../../components/ui/router-link';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/layout/logo';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { MicrosoftButton } from './microsoft-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { AUTH } from '../utils/auth-texts';

/** A sentence with links in it, in any language's word order: the links' places are marked, then filled. */
function withLinks(sentence: string, links: Record<string, ReactNode>): ReactNode[] {
  return sentence.split(/\uE000(\w+)\uE000/).map((part, i) => (i % 2 ? <Fragment key={i}>{links[part]}</Fragment> : part));
}

/** The sign-in card of /auth: Sign In and Sign Up tabs, Forgot password, Google and Microsoft. */
export function AuthCard({ onSignedIn, beside }: { onSignedIn: () => void; beside?: ReactNode }) {
  const { t } = useTranslation(AUTH);
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const [tab, setTab] = useState('signin');
  // A sign-up the gateway refused (posted before the app's JavaScript ran) shows its tab once hydrated.
  useEffect(() => {
    if (document.querySelector('[data-form-error="signup"]')?.textContent) setTab('signup');
  }, []);
  return (
    // On a phone the card starts at the top: the prerendered page paints while its HTML still arrives,
    // and a card centred in the screen would move up with every part that arrives (a layout shift).
    <Center
      as="main"
      id="main"
      minH="100dvh"
      alignItems={{ base: 'flex-start', md: 'center' }}
      gap="10"
      px="4"
      py="10"
      position="relative"
      overflow="hidden"
      isolation="isolate"
    >
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        zIndex="-1"
        bgGradient="to-br"
        gradientFrom="dynamic.tertiary/40"
        gradientVia="bg.canvas"
        gradientTo="dynamic.secondary/30"
      />
      {beside}
      <Stack w="full" maxW="md" gap="6" p={{ base: '6', md: '8' }} bg="bg.card" borderRadius="2xl" boxShadow="xl" borderWidth="1px" borderColor="border.muted">
        <Stack align="center" gap="2">
          <Logo linked={false} />
          <Text as="h1" fontSize="xl" fontWeight="semibold" textAlign="center">
            {t('tagline')}
          </Text>
        </Stack>

        {view === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setView('tabs')} />
        ) : (
          <>
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" fitted>
              <Tabs.List>
                <Tabs.Trigger value="signin">{t('signInTab')}</Tabs.Trigger>
                <Tabs.Trigger value="signup">{t('signUpTab')}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin" pt="5">
                <SignInForm onSignedIn={onSignedIn} onForgotPassword={() => setView('forgot')} />
              </Tabs.Content>
              <Tabs.Content value="signup" pt="5">
                <SignUpForm onSignedUp={onSignedIn} />
              </Tabs.Content>
            </Tabs.Root>
            <HStack data-needs-script>
              <Separator flex="1" />
              <Text fontSize="sm" color="fg.muted">
                {t('or')}
              </Text>
              <Separator flex="1" />
            </HStack>
            <Stack gap="3" data-needs-script>
              <GoogleButton />
              <MicrosoftButton />
            </Stack>
          </>
        )}

        <Text fontSize="xs" color="fg.muted" textAlign="center">
          {withLinks(t('agree', { terms: '\uE000terms\uE000', privacy: '\uE000privacy\uE000' }), {
            terms: (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={paths.termsOfService}>{t('terms')}</RouterLink>
              </Link>
            ),
            privacy: (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={paths.privacyPolicy}>{t('privacy')}</RouterLink>
              </Link>
            ),
          })}
        </Text>
      </Stack>
    </Center>
  );
}
