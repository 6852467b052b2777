import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../components/layout/full-page-spinner';
import { paths } from '../../config/paths';
import { routeTitle } from '../../i18n/route-titles';

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
  return <FullPageSpinner label={routeTitle('Redirecting to Quick Add...')} />;
}
