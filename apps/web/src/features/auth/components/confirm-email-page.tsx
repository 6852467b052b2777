import { IdentityMessages } from '@flow/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { useConfirmEmail } from '../../../lib/auth/current-user';

/** /confirm-email#token=…: the link mailed at sign-up. Confirms, then goes to Today (or sign-in). */
export function ConfirmEmailPage() {
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
    // Single-use: out of the address bar and history straight away.
    window.history.replaceState(null, '', paths.confirmEmail);
    const done = () => void navigate(paths.today, { replace: true });
    if (!token) {
      toast.error(IdentityMessages.invalidConfirmationLink);
      done();
      return;
    }
    confirm.mutate(token, {
      onSuccess: () => {
        toast.success('E-mail confirmed', 'You can now receive Co-Flow invitations.');
        done();
      },
      onError: () => {
        toast.error(IdentityMessages.invalidConfirmationLink);
        done();
      },
    });
  }, [confirm, navigate]);

  return <FullPageSpinner label="Confirming your e-mail..." />;
}
