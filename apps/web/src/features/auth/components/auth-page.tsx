import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useHydrated } from '../../../lib/use-hydrated';
import { parseRecoveryHash } from '../utils/auth-validation';
import { IntroAnimation } from './intro-animation';

// The prerendered page is the intro: the card (tabs, forms) is fetched as soon as the page has
// hydrated, while the intro plays, so it is not part of what loads before the first tap. (Held in
// state rather than React.lazy: no Suspense reveal, which waits on a timer, when the intro ends.)
type AuthCardComponent = ComponentType<{ onSignedIn: () => void }>;
function useAuthCard(): AuthCardComponent | null {
  const [card, setCard] = useState<AuthCardComponent | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('./auth-card').then((m) => {
      if (!cancelled) setCard(() => m.AuthCard);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return card;
}

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

  // The prerendered page is the intro; what this browser remembers applies once it is hydrated.
  const hydrated = useHydrated();
  const AuthCard = useAuthCard();
  if (!hydrated || (!introDone && !reducedMotion)) return <IntroAnimation onDone={finishIntro} />;
  return AuthCard ? <AuthCard onSignedIn={goHome} /> : <FullPageSpinner />;
}
