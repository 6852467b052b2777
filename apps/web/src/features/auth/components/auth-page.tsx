import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { parseRecoveryHash } from '../utils/auth-validation';
import { AuthCard } from './auth-card';
import { IntroAnimation } from './intro-animation';

const INTRO_SEEN_KEY = 'flow.introSeen';
const introSeen = () => {
  try {
    return sessionStorage.getItem(INTRO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * /auth: the sign-in card at once (prerendered: its forms work before any script), with the intro playing
 * beside it on wide screens (once per browser session; not for reduced motion).
 */
export function AuthPage() {
  const reducedMotion = usePrefersReducedMotion();
  const [introDone, setIntroDone] = useState(introSeen);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  // A recovery link that landed here goes on to /reset-password with its token.
  useEffect(() => {
    if (parseRecoveryHash(location.hash).isRecovery) navigate(`${paths.resetPassword}${location.hash}`, { replace: true });
  }, [location.hash, navigate]);

  // Google and Microsoft sign-in failures come back as ?error=<message>.
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
  const goHome = () => {
    navigate(paths.today, { replace: true });
  };

  // What this browser remembers (intro seen) applies once the prerendered page is hydrated.
  const hydrated = useHydrated();
  const intro = !(hydrated && introDone) && !reducedMotion ? <IntroAnimation onDone={finishIntro} /> : null;
  return <AuthCard onSignedIn={goHome} beside={intro} />;
}
