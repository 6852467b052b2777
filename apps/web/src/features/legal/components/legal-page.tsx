import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/ui/router-link';
import { Logo } from '../../../components/layout/logo';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

function BackButton() {
  return (
    <Button asChild variant="outline" alignSelf="flex-start">
      <RouterLink to={paths.today}>
        <ArrowLeft /> Back
      </RouterLink>
    </Button>
  );
}

/** A static, readable legal text with a Back button to /. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <>
      <HStack as="header" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} h="14">
        <Logo />
      </HStack>
      <PageContainer>
        <Stack as="article" gap="6" lineHeight="tall">
          <BackButton />
          <Stack gap="1">
            <Heading as="h1" size="3xl">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Last updated {updated}
            </Text>
          </Stack>
          <Text fontSize="lg">{intro}</Text>
          {sections.map((section) => (
            <Stack as="section" key={section.heading} gap="3">
              <Heading as="h2" size="lg">
                {section.heading}
              </Heading>
              {section.paragraphs?.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
              {section.items && (
                <List.Root gap="2" ps="5">
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          ))}
          {children}
          <BackButton />
        </Stack>
      </PageContainer>
    </>
  );
}
