import { Box, Center, HStack, Link, Separator, Stack, Tabs, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Logo } from '../../../components/layout/logo';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { parseRecoveryHash } from '../utils/auth-validation';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { useHydrated } from '../../../lib/use-hydrated';
import { IntroAnimation } from './intro-animation';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const INTRO_SEEN_KEY = 'flow.introSeen';
const introSeen = () => {
  try {
    return sessionStorage.getItem(INTRO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
};

/** /auth: the intro (once per browser session; skipped for reduced motion), then the sign-in card. */
export function AuthPage() {
  const reducedMotion = usePrefersReducedMotion();
  const [introDone, setIntroDone] = useState(introSeen);
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const [tab, setTab] = useState('signin');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  // A recovery link that landed here goes on to /reset-password with its token.
  useEffect(() => {
    if (parseRecoveryHash(location.hash).isRecovery) navigate(`${paths.resetPassword}${location.hash}`, { replace: true });
  }, [location.hash, navigate]);

  // Google sign-in failures come back as ?error=<message>.
  const error = searchParams.get('error');
  useEffect(() => {
    if (!error) return;
    toast.error(error);
    setSearchParams({}, { replace: true });
  }, [error, setSearchParams]);

  const finishIntro = useCallback(() => {
    setIntroDone(true);
    try {
      sessionStorage.setItem(INTRO_SEEN_KEY, '1');
    } catch {}
  }, []);
  const goHome = () => { navigate(paths.today, { replace: true }); };

  // The prerendered page is the intro; what this browser remembers applies once it is hydrated.
  const hydrated = useHydrated();
  if (!hydrated || (!introDone && !reducedMotion)) return <IntroAnimation onDone={finishIntro} />;

  return (
    <Center as="main" id="main" minH="100dvh" px="4" py="10" position="relative" overflow="hidden" isolation="isolate">
      <Box aria-hidden position="absolute" inset="0" zIndex="-1" bgGradient="to-br" gradientFrom="dynamic.tertiary/40" gradientVia="bg.canvas" gradientTo="dynamic.secondary/30" />
      <Stack w="full" maxW="md" gap="6" p={{ base: '6', md: '8' }} bg="bg.card" borderRadius="2xl" boxShadow="xl" borderWidth="1px" borderColor="border.muted" animation="fade-in 0.6s ease">
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
                <SignInForm onSignedIn={goHome} onForgotPassword={() => setView('forgot')} />
              </Tabs.Content>
              <Tabs.Content value="signup" pt="5">
                <SignUpForm onSignedUp={goHome} />
              </Tabs.Content>
            </Tabs.Root>
            <HStack>
              <Separator flex="1" />
              <Text fontSize="sm" color="fg.muted">
                or
              </Text>
              <Separator flex="1" />
            </HStack>
            <GoogleButton />
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
