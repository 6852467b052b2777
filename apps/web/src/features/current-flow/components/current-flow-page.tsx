import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ArrowLeft, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/ui/router-link';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { CurrentFlowCard } from './current-flow-card';

/** /flow: back to Today, 'Your Current Flow', settings; the current-flow card; the home-screen hint. */
export function CurrentFlowPage() {
  const { t } = useTranslation(['today', 'common']);
  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" maxW="3xl" w="full" mx="auto" px={{ base: '3', md: '6' }} h="14" align="center" justify="space-between">
        <Button asChild variant="ghost" size="icon" aria-label={t('flow.back')}>
          <RouterLink to={paths.today}>
            <ArrowLeft />
          </RouterLink>
        </Button>
        <Heading as="h1" size="lg">
          {t('flow.title')}
        </Heading>
        <Button asChild variant="ghost" size="icon" aria-label={t('common:nav.settings')}>
          <RouterLink to={paths.settings}>
            <Settings />
          </RouterLink>
        </Button>
      </Flex>
      <PageContainer flex="1">
        <CurrentFlowCard />
      </PageContainer>
      <Box as="footer" textAlign="center" p="4">
        <Text fontSize="sm" color="fg.muted">
          {t('flow.homeHint')}
        </Text>
      </Box>
    </Flex>
  );
}
