import { CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Activity, CalendarRange, Home, ChartLine, ListTodo, LogOut, Settings, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { RouterNavLink } from '../ui/router-link';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-provider';
import { Button } from '../ui/button';
import { LogoMark } from './logo';
import { Drawer } from '../ui/drawer';
import { useTranslation } from 'react-i18next';

const ITEMS: { label: 'today' | 'flow' | 'planning' | 'tasks' | 'coflow' | 'insights' | 'settings'; to: string; icon: ReactNode }[] = [
  { label: 'today', to: paths.today, icon: <Home /> },
  { label: 'flow', to: paths.flow, icon: <Activity /> },
  { label: 'planning', to: paths.planning, icon: <CalendarRange /> },
  { label: 'tasks', to: paths.tasks, icon: <ListTodo /> },
  { label: 'coflow', to: paths.coflow, icon: <Users /> },
  { label: 'insights', to: paths.insights, icon: <ChartLine /> },
  { label: 'settings', to: paths.settings, icon: <Settings /> },
];

/** The slide-out left sheet (spec section 2); it closes when an item is chosen. */
export function SideNav({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { signOut } = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content animationDuration="drawer" aria-label={t('nav.label')}>
            <Drawer.Header>
              <Drawer.Title display="flex" alignItems="center" gap="2">
                <LogoMark size={6} /> <span translate="no">FLOW</span>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t('nav.main')}>
                <Stack gap="1">
                  {ITEMS.map((item) => (
                    <Button
                      key={item.to}
                      asChild
                      variant="ghost"
                      justifyContent="flex-start"
                      size="lg"
                      px="3"
                      css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' } }}
                    >
                      <RouterNavLink to={item.to} end onClick={close}>
                        {item.icon}
                        <Text as="span">{t(`nav.${item.label}`)}</Text>
                      </RouterNavLink>
                    </Button>
                  ))}
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.Footer justifyContent="flex-start">
              <Button
                variant="ghost"
                size="lg"
                px="3"
                onClick={() => {
                  close();
                  // signOut never rejects: without the server it still signs out here.
                  void signOut().then(() => navigate(paths.auth, { replace: true }));
                }}
              >
                <LogOut /> {t('nav.signOut')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
