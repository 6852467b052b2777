import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Users } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EnergySnapshotCard } from '../../../components/blueprint/energy-snapshot-card';
import { AppHeader } from '../../../components/layout/app-header';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useProfile } from '../../../lib/profile/get-profile';
import { periodOf } from '../../../lib/time-of-day';

const GREETING = { morning: 'Good morning', midday: 'Good day', afternoon: 'Good afternoon', evening: 'Good evening' } as const;

/**
 * Today (/). This first version shows the date and the person's blueprint; the daily flow, score
 * and calendar cards come with the Today issue (#9), which replaces this page's body.
 */
export function TodayPage() {
  const { status } = useAuth();
  const profile = useProfile();
  const now = new Date();
  const firstName = profile.data?.full_name?.split(' ')[0];
  return (
    <>
      <AppHeader />
      <PageContainer>
        {profile.isPending ? (
          <FullPageSpinner label="Loading your flow..." />
        ) : (
          <Stack gap="6">
            {status === 'offline' && (
              <Text role="status" p="3" borderRadius="lg" bg="brand.subtle" fontSize="sm">
                You are offline. Showing your last saved flow.
              </Text>
            )}
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {GREETING[periodOf(now)]}
                {firstName ? `, ${firstName}` : ''}
              </Heading>
              <Text color="fg.muted">{now.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}</Text>
            </Stack>
            <EnergySnapshotCard
              profile={profile.data}
              title="Your Energy Blueprint"
              action={
                <Button asChild variant="outline" size="sm">
                  <RouterLink to={paths.energyProfile}>View Energy Profile</RouterLink>
                </Button>
              }
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Button asChild variant="secondary" size="lg" whiteSpace="normal" h="auto" py="3">
                <RouterLink to={paths.schedule}>
                  <HStack gap="2">
                    <CalendarClock aria-hidden /> Schedule meetings &amp; events in alignment
                  </HStack>
                </RouterLink>
              </Button>
              <Button asChild variant="secondary" size="lg" whiteSpace="normal" h="auto" py="3">
                <RouterLink to={paths.coFlow}>
                  <HStack gap="2">
                    <Users aria-hidden /> Co-Flow Alignment Map
                  </HStack>
                </RouterLink>
              </Button>
            </SimpleGrid>
          </Stack>
        )}
      </PageContainer>
    </>
  );
}
