import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../components/layout/full-page-spinner';
import { paths } from '../../config/paths';

export const QUICK_ADD_REDIRECT_TEXT = 'Redirecting to Quick Add...';
/** Location state that asks Today to open the Quick Add dialog. */
export interface QuickAddIntent {
  openQuickAdd: true;
}

/** 'Redirecting to Quick Add...': the install shortcut's target; it sends the person to /. */
export function QuickAddRedirectPage() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(paths.today, { replace: true, state: { openQuickAdd: true } satisfies QuickAddIntent });
  }, [navigate]);
  return <FullPageSpinner label={QUICK_ADD_REDIRECT_TEXT} />;
}
