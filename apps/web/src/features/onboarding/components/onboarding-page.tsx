import { Box, Flex, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { AnalyzeResponse } from '@flow/contracts';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { BlueprintSummary } from '../../../components/blueprint/blueprint-summary';
import { CalendarConnectCard, prefetchCalendarCard } from '../../../components/calendar/calendar-connect-card';
import { BirthPlaceInput } from '../../../components/forms/birth-place-input';
import { CurrentLocationInput } from '../../../components/forms/current-location-input';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { Logo } from '../../../components/layout/logo';
import { PageContainer } from '../../../components/layout/page-container';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { ONBOARDING_STEPS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../profile/api/get-profile';
import { useZoneCity } from '../../profile/api/zone-city';
import { browserTimeZone } from '../../../lib/local-day';
import { hhmm } from '../../../components/blueprint/blueprint-format';
import { useAnalyzeChart } from '../api/analyze-chart';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { analysisErrorMessage, localIsoDate, validateBirthDetails, type BirthDetails } from '../utils/onboarding-validation';
import { useTranslation } from 'react-i18next';
import { ONBOARDING, onboardingText } from '../utils/onboarding-texts';

const STEP_TITLES = ['step1', 'step2', 'step3'] as const;
const EMPTY: BirthDetails = { fullName: '', birthDate: '', birthTime: '', birthPlace: '', currentLocation: '' };

/** Which place (and zone) the chart used, and the engine's caveats (no birth time, DST edges). */
function placeNote(result: AnalyzeResponse) {
  const place = [result.place.name, result.place.region, result.place.country].filter(Boolean).join(', ');
  return [onboardingText('calculatedFor', { place, zone: result.place.timeZone }), ...result.notes].join(' ');
}

/** /onboarding: three steps with a progress bar; the blueprint is required before step 3. */
export function OnboardingPage() {
  const { t } = useTranslation([ONBOARDING, 'common']);
  const navigate = useNavigate();
  const profile = useProfile();
  const analyze = useAnalyzeChart();
  const complete = useCompleteOnboarding();
  const [step, setStep] = useState(1);
  const [details, setDetails] = useState<BirthDetails>(EMPTY);
  const [analysis, setAnalysis] = useState<AnalyzeResponse | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [prefilled, setPrefilled] = useState(false);
  // "Where do you spend your days?" starts from the city the browser's zone is named after.
  const zoneCity = useZoneCity(browserTimeZone());
  const [currentKey, setCurrentKey] = useState(0);
  const typedCurrent = useRef(false);
  useEffect(() => {
    if (!prefilled || typedCurrent.current || !zoneCity.data || details.currentLocation) return;
    setDetails((d) => ({ ...d, currentLocation: zoneCity.data! }));
    setCurrentKey((k) => k + 1);
  }, [prefilled, zoneCity.data, details.currentLocation]);

  // 'Update Profile' brings people back here: start from what they gave before (the form shows
  // once the profile is known, so nothing typed is overwritten).
  useEffect(() => {
    if (prefilled || profile.isPending) return;
    const p = profile.data;
    if (p)
      setDetails({
        fullName: p.full_name ?? '',
        birthDate: p.birth_date ?? '',
        birthTime: hhmm(p.birth_time) ?? '',
        birthPlace: p.birth_location ?? '',
        currentLocation: p.current_location ?? '',
      });
    setPrefilled(true);
  }, [prefilled, profile.isPending, profile.data]);

  // Move focus to the new step's heading, so keyboard and screen-reader users follow along.
  useEffect(() => headingRef.current?.focus(), [step]);

  // Step 3's calendar card is read while the blueprint is on screen: it then opens whole, and the
  // buttons below it stay where the person is about to click.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (step === 2) prefetchCalendarCard(queryClient);
  }, [step, queryClient]);

  const edit = (field: keyof BirthDetails) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    // Changed birth data needs a fresh analysis before continuing (a new name does not).
    if (field !== 'fullName') setAnalysis(null);
  };

  const runAnalysis = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateBirthDetails(details, localIsoDate(new Date()));
    if (problem) return toast.error(problem);
    analyze.mutate(
      { birthDate: details.birthDate, birthPlace: details.birthPlace.trim(), birthTime: details.birthTime || null },
      {
        onSuccess: (result) => {
          setAnalysis(result);
          setStep(2);
        },
        onError: (error) => toast.error(analysisErrorMessage(error)),
      },
    );
  };

  const finish = () => {
    if (!analysis) return setStep(1);
    complete.mutate(details, {
      onSuccess: (result) => {
        if (result.warning) toast.warning(result.warning);
        else toast.success(t('welcome'), t('welcomeText'));
        navigate(paths.today, { replace: true });
      },
      onError: (error) => toast.error(error instanceof ApiError && error.status === 422 ? error.message : t('saveFailed')),
    });
  };

  const today = localIsoDate(new Date());
  return (
    <Box minH="100dvh">
      <Flex as="header" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} h="14" align="center">
        <Logo linked={false} />
      </Flex>
      <PageContainer>
        <Stack gap="6">
          <Stack gap="2">
            <HStack justify="space-between">
              <Text fontSize="sm" color="fg.muted">
                {t('stepOf', { step, total: ONBOARDING_STEPS })}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {Math.round((step / ONBOARDING_STEPS) * 100)}%
              </Text>
            </HStack>
            <Progress.Root value={(step / ONBOARDING_STEPS) * 100} aria-label={t('progress', { step, total: ONBOARDING_STEPS })} size="sm" borderRadius="full">
              <Progress.Track borderRadius="full">
                <Progress.Range bgGradient="to-r" gradientFrom="brand.solid" gradientTo="brand.deep" />
              </Progress.Track>
            </Progress.Root>
          </Stack>

          <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
            {t(STEP_TITLES[step - 1]!)}
          </Heading>

          {step === 1 && !prefilled && <FullPageSpinner label={t('loadingDetails')} />}

          {step === 1 && prefilled && (
            <form onSubmit={runAnalysis} noValidate aria-label={t('form')}>
              <Stack gap="4">
                <Text color="fg.muted">{t('intro')}</Text>
                <TextField
                  label={t('fullName')}
                  name="name"
                  autoComplete="name"
                  value={details.fullName}
                  onChange={(e) => edit('fullName')(e.target.value)}
                  maxLength={100}
                />
                <TextField
                  label={t('birthDate')}
                  type="date"
                  name="birth-date"
                  max={today}
                  min="1900-01-01"
                  value={details.birthDate}
                  onChange={(e) => edit('birthDate')(e.target.value)}
                />
                <BirthPlaceInput defaultValue={details.birthPlace} onChange={edit('birthPlace')} />
                <TextField
                  label={t('birthTime')}
                  optional
                  type="time"
                  name="birth-time"
                  helperText={t('birthTimeHelp')}
                  value={details.birthTime}
                  onChange={(e) => edit('birthTime')(e.target.value)}
                />
                <CurrentLocationInput
                  key={`current-${currentKey}`}
                  defaultValue={details.currentLocation}
                  onChange={(value) => {
                    typedCurrent.current = true;
                    setDetails((d) => ({ ...d, currentLocation: value }));
                  }}
                />
                <Button type="submit" variant="premium" size="lg" loading={analyze.isPending} loadingText={t('analyzing')}>
                  {t('analyze')}
                </Button>
              </Stack>
            </form>
          )}

          {step === 2 && analysis && <BlueprintSummary analysis={analysis.analysis} placeNote={placeNote(analysis)} />}

          {step === 3 && (
            <Stack gap="4">
              <Text color="fg.muted">{t('calendarIntro')}</Text>
              <CalendarConnectCard />
            </Stack>
          )}

          <HStack justify="space-between" pt="2">
            <Button variant="outline" onClick={() => setStep((s) => Math.max(1, s - 1))} disabled={step === 1}>
              <ArrowLeft /> {t('common:back')}
            </Button>
            {step === 2 && (
              <Button onClick={() => setStep(3)} disabled={!analysis}>
                {t('continue')} <ArrowRight />
              </Button>
            )}
            {step === 3 && (
              <HStack gap="2">
                <Button variant="ghost" onClick={finish} disabled={complete.isPending}>
                  {t('skip')}
                </Button>
                <Button variant="premium" onClick={finish} loading={complete.isPending} loadingText={t('common:saving')}>
                  {t('complete')}
                </Button>
              </HStack>
            )}
          </HStack>
        </Stack>
      </PageContainer>
    </Box>
  );
}
