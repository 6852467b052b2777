import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { UserPlus, Users } from 'lucide-react';
import { RouterLink } from '../../../components/ui/router-link';
import { AppHeader } from '../../../components/layout/app-header';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useTranslation } from 'react-i18next';

/** /coflow (spec section 2): the list on this page is always empty; connections live on /co-flow. */
export function CoFlowPage() {
  const connections: never[] = [];
  const { t } = useTranslation();
  return (
    <>
      <AppHeader />
      <PageContainer>
        <Stack gap="6">
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {t('coflowOverview.title')}
              </Heading>
              <Text color="fg.muted">{t('coflowOverview.subtitle')}</Text>
            </Stack>
            <Button asChild>
              <RouterLink to={paths.coFlow}>
                <UserPlus /> {t('coflowOverview.add')}
              </RouterLink>
            </Button>
          </HStack>
          <Card.Root variant="outline" bg="bg.card">
            <Card.Body>
              {connections.length === 0 ? (
                <Stack align="center" textAlign="center" gap="3" py="8">
                  <Users size={32} aria-hidden />
                  <Heading as="h2" size="md">
                    {t('coflowOverview.empty')}
                  </Heading>
                  <Button asChild variant="outline">
                    <RouterLink to={paths.coFlow}>{t('coflowOverview.addFirst')}</RouterLink>
                  </Button>
                </Stack>
              ) : (
                <Text>{t('coflowOverview.soon')}</Text>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </PageContainer>
    </>
  );
}
