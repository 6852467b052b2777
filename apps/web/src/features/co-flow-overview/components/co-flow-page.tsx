import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { UserPlus, Users } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppHeader } from '../../../components/layout/app-header';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** /coflow (spec section 2): the list on this page is always empty; connections live on /co-flow. */
export function CoFlowPage() {
  const connections: never[] = [];
  return (
    <>
      <AppHeader />
      <PageContainer>
        <Stack gap="6">
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                CoFlow
              </Heading>
              <Text color="fg.muted">Sync schedules and find optimal meeting times</Text>
            </Stack>
            <Button asChild>
              <RouterLink to={paths.coFlow}>
                <UserPlus /> Add Connection
              </RouterLink>
            </Button>
          </HStack>
          <Card.Root variant="outline" bg="bg.card">
            <Card.Body>
              {connections.length === 0 ? (
                <Stack align="center" textAlign="center" gap="3" py="8">
                  <Users size={32} aria-hidden />
                  <Heading as="h2" size="md">
                    No CoFlow connections yet
                  </Heading>
                  <Button asChild variant="outline">
                    <RouterLink to={paths.coFlow}>Add Your First Connection</RouterLink>
                  </Button>
                </Stack>
              ) : (
                <Text>CoFlow collaboration features coming soon</Text>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </PageContainer>
    </>
  );
}
