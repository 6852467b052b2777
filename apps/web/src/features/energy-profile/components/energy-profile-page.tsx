import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, RefreshCw, Sparkles } from 'lucide-react';
import { RouterLink } from '../../../components/ui/router-link';
import { ChartFactors } from '../../../components/blueprint/chart-factors';
import { factsFor } from '../../../components/blueprint/blueprint-format';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { LoadError } from '../../../components/layout/load-error';
import { Logo } from '../../../components/layout/logo';
import { PageContainer } from '../../../components/layout/page-container';
import { ProfileMenu } from '../../../components/layout/profile-menu';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useProfile } from '../../profile/api/get-profile';
import { energyProfileFields } from '../utils/energy-profile-fields';
import { useProfileTimes } from '../utils/profile-times';
import { CosmicInfluences } from './cosmic-influences';
import { useTranslation } from 'react-i18next';
import { INSIGHTS } from '../../insights/utils/insights-texts';

/** /energy-profile: the whole blueprint, or the empty state that leads to onboarding. */
export function EnergyProfilePage() {
  const profile = useProfile();
  const analysis = profile.data?.vedic_analysis;
  const times = useProfileTimes();
  const { t } = useTranslation(INSIGHTS);

  return (
    <>
      <HStack as="header" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} h="14" justify="space-between">
        <Logo />
        <ProfileMenu />
      </HStack>
      <PageContainer>
        {profile.isPending ? (
          <FullPageSpinner label={t('energy.loading')} />
        ) : profile.isError ? (
          <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : !analysis ? (
          <Card.Root variant="outline" bg="bg.card" textAlign="center">
            <Card.Body>
              <Stack gap="4" align="center" py="8">
                <Sparkles aria-hidden size={32} />
                <Heading as="h1" size="xl">
                  {t('energy.none')}
                </Heading>
                <Text color="fg.muted">{t('energy.noneHelp')}</Text>
                <Button asChild variant="premium">
                  <RouterLink to={paths.onboarding}>{t('energy.complete')}</RouterLink>
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
        ) : (
          <Stack gap="6">
            <Card.Root variant="outline" bg="bg.card">
              <Card.Header>
                <Heading as="h1" size="2xl">
                  {t('energy.title')}
                </Heading>
                {profile.data?.full_name && <Card.Description>{profile.data.full_name}</Card.Description>}
              </Card.Header>
              <Card.Body>
                <Stack gap="5" as="dl" data-testid="energy-profile-fields">
                  {energyProfileFields(analysis, times).map((field) => (
                    <Stack key={field.key} gap="1" data-field={field.key}>
                      <Text as="dt" fontWeight="semibold" color="brand.fg">
                        {field.label}
                      </Text>
                      <Box as="dd">
                        <Text>{field.value}</Text>
                        {!field.isDefault && <ChartFactors facts={factsFor(analysis, field.factor)} subject={field.label} />}
                      </Box>
                    </Stack>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
            <CosmicInfluences />
          </Stack>
        )}
        <HStack justify="center" gap="3" pt="6" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={paths.today}>
              <ArrowLeft /> {t('energy.back')}
            </RouterLink>
          </Button>
          <Button asChild>
            <RouterLink to={paths.onboarding}>
              <RefreshCw /> {t('energy.update')}
            </RouterLink>
          </Button>
        </HStack>
      </PageContainer>
    </>
  );
}
