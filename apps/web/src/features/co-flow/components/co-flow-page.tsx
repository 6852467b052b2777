import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useDeferredValue } from 'react';
import { RouterLink } from '../../../components/ui/router-link';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { LoadError } from '../../../components/layout/load-error';
import { Logo } from '../../../components/layout/logo';
import { PageContainer } from '../../../components/layout/page-container';
import { ProfileMenu } from '../../../components/layout/profile-menu';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useErrorToast } from '../../../lib/use-error-toast';
import { connectionsQueryOptions, invitesQueryOptions, manualProfilesQueryOptions } from '../api/co-flow-api';
import { useTranslation } from 'react-i18next';
import { COFLOW } from '../utils/co-flow-texts';
import { ConnectionsCard } from './connections-card';
import { InvitationCards } from './invitation-cards';
import { InviteCard } from './invite-card';

/**
 * /co-flow (spec section 2): invite people (search or e-mail), answer invitations, and see every
 * connection and manual profile with View Alignment. Both people's screens follow changes live
 * (the gateway's `invalidate` messages refresh the 'coflow' queries).
 */
export function CoFlowMapPage() {
  const { t } = useTranslation(COFLOW);
  const invites = useQuery(invitesQueryOptions());
  const connections = useQuery(connectionsQueryOptions());
  const manual = useQuery(manualProfilesQueryOptions());
  const failed = [invites, connections, manual].find((q) => q.isError);
  useErrorToast({ isError: Boolean(failed), errorUpdatedAt: failed?.errorUpdatedAt ?? 0 }, t('loadFailed'));
  const loading = invites.isPending || connections.isPending || manual.isPending;
  // The cards render as a deferred update once the lists are in (in slices between frames, not one long
  // task that holds up a tap); the spinner stays meanwhile.
  const shown = useDeferredValue(!loading, false);

  return (
    <>
      <HStack as="header" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} h="14" justify="space-between">
        <Logo />
        <ProfileMenu />
      </HStack>
      <PageContainer>
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {t('heading')}
            </Heading>
            <Text color="fg.muted">{t('subtitle')}</Text>
          </Stack>
          {failed && !loading ? (
            <LoadError error={failed.error} onRetry={() => void Promise.all([invites.refetch(), connections.refetch(), manual.refetch()])} />
          ) : loading || !shown ? (
            <FullPageSpinner label={t('loading')} />
          ) : (
            <>
              <InviteCard />
              <InvitationCards invites={invites.data!} />
              <ConnectionsCard connections={connections.data!.connections} manualProfiles={manual.data!.manualProfiles} />
            </>
          )}
          <HStack justify="center">
            <Button asChild variant="outline">
              <RouterLink to={paths.today}>
                <ArrowLeft /> {t('back')}
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </PageContainer>
    </>
  );
}
