import { Card, Heading, Stack } from '@chakra-ui/react';
import { Tabs } from '../../../components/ui/chakra-tabs';
import { Link2, SlidersHorizontal, User } from 'lucide-react';
import { CalendarConnectCard } from '../../../components/calendar/calendar-connect-card';
import { AppHeader } from '../../../components/layout/app-header';
import { PageContainer } from '../../../components/layout/page-container';
import { ThemeChoice } from '../../../components/ui/theme-choice';
import { useIsMobile } from '../../../lib/use-media-query';
import { AccountDataCard } from './account-data-card';
import { ClockChoice } from './clock-choice';
import { LearningPreferences } from './learning-preferences';
import { NotificationsCard } from './notifications-card';
import { PersonalTab } from './personal-tab';
import { TravelCard } from './travel-card';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from './language-choice';
import { SETTINGS } from '../utils/settings-texts';

/** Spec: three tabs, with short labels (Profile / Connect / Options) under 768 px. */
export const SETTINGS_TABS = [
  { value: 'personal', icon: <User /> },
  { value: 'integrations', icon: <Link2 /> },
  { value: 'preferences', icon: <SlidersHorizontal /> },
] as const;

export function SettingsPage() {
  const mobile = useIsMobile();
  const { t } = useTranslation(SETTINGS);
  return (
    <>
      <AppHeader />
      <PageContainer>
        <Stack gap="6">
          <Heading as="h1" size="2xl">
            {t('title')}
          </Heading>
          <Tabs.Root defaultValue="personal" variant="line" lazyMount>
            <Tabs.List>
              {SETTINGS_TABS.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value}>
                  {tab.icon}
                  {mobile ? t(`tab.${tab.value}.short`) : t(`tab.${tab.value}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="personal" pt="6">
              <Stack gap="6">
                <PersonalTab />
                <TravelCard />
                <AccountDataCard />
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="integrations" pt="6">
              {/* The calendar web issue fills this card in (connect / disconnect). */}
              <CalendarConnectCard />
            </Tabs.Content>
            <Tabs.Content value="preferences" pt="6">
              <Stack gap="6">
                <Card.Root variant="outline" bg="bg.card" as="section" aria-label={t('tab.preferences')}>
                  <Card.Body>
                    <Stack gap="6">
                      <LanguageChoice />
                      <ThemeChoice />
                      <ClockChoice />
                    </Stack>
                  </Card.Body>
                </Card.Root>
                <LearningPreferences />
                <NotificationsCard />
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      </PageContainer>
    </>
  );
}
