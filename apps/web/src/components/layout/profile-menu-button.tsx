import { MoreVertical } from 'lucide-react';
import { forwardRef, type ComponentProps } from 'react';
import { Button } from '../ui/button';
import { useTranslation } from 'react-i18next';

/** The profile menu's trigger, the same before and after the menu itself has loaded. */
export const ProfileMenuButton = forwardRef<HTMLButtonElement, ComponentProps<typeof Button>>(function ProfileMenuButton(props, ref) {
  const { t } = useTranslation();
  return (
    <Button ref={ref} variant="ghost" size="icon" aria-label={t('menu.open')} {...props}>
      <MoreVertical />
    </Button>
  );
});
