import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ArrowLeft, Settings } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/**
 * /flow: the header and footer of the spec. The current-flow widget itself comes with the Today
 * issue (#9), which fills the body.
 */
export function CurrentFlowPage() {
  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" maxW="3xl" w="full" mx="auto" px={{ base: '3', md: '6' }} h="14" align="center" justify="space-between">
        <Button asChild variant="ghost" size="icon" aria-label="Back to Today">
          <RouterLink to={paths.today}>
            <ArrowLeft />
          </RouterLink>
        </Button>
        <Heading as="h1" size="lg">
          Your Current Flow
        </Heading>
        <Button asChild variant="ghost" size="icon" aria-label="Settings">
          <RouterLink to={paths.settings}>
            <Settings />
          </RouterLink>
        </Button>
      </Flex>
      <PageContainer flex="1">
        <Box p="6" borderRadius="2xl" bg="bg.card" borderWidth="1px" borderColor="border.muted" data-testid="current-flow-slot">
          <Text color="fg.muted">Your current activity will appear here.</Text>
        </Box>
      </PageContainer>
      <Box as="footer" textAlign="center" p="4">
        <Text fontSize="sm" color="fg.muted">
          Add to home screen to keep your flow always visible
        </Text>
      </Box>
    </Flex>
  );
}
