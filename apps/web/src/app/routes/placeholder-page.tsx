import { Heading, Stack, Text } from '@chakra-ui/react';
import { AppHeader } from '../../components/layout/app-header';
import { PageContainer } from '../../components/layout/page-container';

/** A route whose screen comes with a later issue; the route, guard and navigation already work. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <AppHeader />
      <PageContainer>
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
      </PageContainer>
    </>
  );
}
