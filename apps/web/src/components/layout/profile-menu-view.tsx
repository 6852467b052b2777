import { Portal } from '@chakra-ui/react';
import { LogOut, RefreshCw, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-provider';
import { ProfileMenuButton } from './profile-menu-button';
import { Menu } from '../ui/menu';
import { useTranslation } from 'react-i18next';

/** The corner menu (Chakra's menu machine and floating positioner), loaded by `ProfileMenu` (profile-menu.tsx). */
export function ProfileMenuView({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { t } = useTranslation();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'blueprint') navigate(paths.energyProfile);
        if (value === 'update') navigate(paths.onboarding);
        // signOut never rejects: without the server it still signs out here.
        if (value === 'signout') void signOut().then(() => navigate(paths.auth, { replace: true }));
      }}
    >
      <Menu.Trigger asChild>
        <ProfileMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="blueprint">
              <Sparkles size={16} /> {t('menu.blueprint')}
            </Menu.Item>
            <Menu.Item value="update">
              <RefreshCw size={16} /> {t('menu.update')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="signout">
              <LogOut size={16} /> {t('nav.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
