import { Box, Center, HStack, Link, Separator, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../../components/layout/logo';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { MicrosoftButton } from './microsoft-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** The sign-in card of /auth: Sign In and Sign Up tabs, Forgot password, Google and Microsoft. */
export function AuthCard({ onSignedIn, beside }: { onSignedIn: () => void; beside?: ReactNode }) {
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const [tab, setTab] = useState('signin');
  // A sign-up the gateway refused (posted before the app's JavaScript ran) shows its tab once hydrated.
  useEffect(() => {
    if (document.querySelector('[data-form-error="signup"]')?.textContent) setTab('signup');
  }, []);
  return (
    <Center as="main" id="main" minH="100dvh" gap="10" px="4" py="10" position="relative" overflow="hidden" isolation="isolate">
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
      <Stack
        w="full"
        maxW="md"
        gap="6"
        p={{ base: '6', md: '8' }}
        bg="bg.card"
        borderRadius="2xl"
        boxShadow="xl"
        borderWidth="1px"
        borderColor="border.muted"
        animation="fade-in 0.6s ease"
      >
        <Stack align="center" gap="2">
          <Logo linked={false} />
          <Text as="h1" fontSize="xl" fontWeight="semibold" textAlign="center">
            Find your natural rhythm
          </Text>
        </Stack>

        {view === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setView('tabs')} />
        ) : (
          <>
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" fitted>
              <Tabs.List>
                <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
                <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
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
                or
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
          By continuing, you agree to our{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.termsOfService}>Terms of Service</RouterLink>
          </Link>{' '}
          and{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.privacyPolicy}>Privacy Policy</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </Center>
  );
}
