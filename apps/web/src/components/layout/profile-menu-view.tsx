import { Portal } from '@chakra-ui/react';
import { LogOut, RefreshCw, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-provider';
import { ProfileMenuButton } from './profile-menu-button';
import { Menu } from '../ui/menu';

/** The corner menu (Chakra's menu machine and floating positioner), loaded by `ProfileMenu` (profile-menu.tsx). */
export function ProfileMenuView({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const { signOut } = useAuth();
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
              <Sparkles size={16} /> Energy Blueprint
            </Menu.Item>
            <Menu.Item value="update">
              <RefreshCw size={16} /> Update Profile
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="signout">
              <LogOut size={16} /> Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
