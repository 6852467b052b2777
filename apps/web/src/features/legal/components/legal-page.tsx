import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/ui/router-link';
import { Logo } from '../../../components/layout/logo';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { inUiLanguage, uiLanguage } from '../../../lib/app-language';
import { LEGAL, type LegalId } from '../utils/legal-texts';

/** A section by its message ids (../../../i18n/catalogs/en/legal.ts). */
export interface LegalSection {
  heading: LegalId;
  paragraphs?: LegalId[];
  items?: LegalId[];
}

/** A section whose paragraphs (or list items) are its heading's id with .1, .2, … */
export const legalSection = (heading: LegalId, count: number, as: 'paragraphs' | 'items' = 'paragraphs'): LegalSection => ({
  heading,
  [as]: Array.from({ length: count }, (_, i) => `${heading}.${i + 1}` as LegalId),
});

/** '23 November 2026' (as the English page always said it), '23 नवंबर 2026' in Hindi. */
const longDate = (isoDate: string) =>
  inUiLanguage(
    new Intl.DateTimeFormat(uiLanguage() === 'hi' ? 'hi-IN' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T00:00:00Z`),
    ),
  );

function BackButton() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" alignSelf="flex-start">
      <RouterLink to={paths.today}>
        <ArrowLeft /> {t('back')}
      </RouterLink>
    </Button>
  );
}

/** A static, readable legal text with a Back button to /; `updated` is an ISO date. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: LegalId;
  updated: string;
  intro: LegalId;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  const { t } = useTranslation(LEGAL);
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
              {t(title)}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('lastUpdated', { date: longDate(updated) })}
            </Text>
          </Stack>
          <Text fontSize="lg">{t(intro)}</Text>
          {sections.map((section) => (
            <Stack as="section" key={section.heading} gap="3">
              <Heading as="h2" size="lg">
                {t(section.heading)}
              </Heading>
              {section.paragraphs?.map((p) => (
                <Text key={p}>{t(p)}</Text>
              ))}
              {section.items && (
                <List.Root gap="2" ps="5">
                  {section.items.map((item) => (
                    <List.Item key={item}>{t(item)}</List.Item>
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
