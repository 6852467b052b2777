import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/ui/router-link';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useTranslation } from 'react-i18next';

/** The catch-all page: '404 Oops! Page not found', a link to /, and the path logged. */
export function NotFoundPage() {
  const location = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Center as="main" id="main" minH="100dvh" px="4">
      <Stack align="center" textAlign="center" gap="4">
        <Heading as="h1" size="4xl">
          404
        </Heading>
        <Text fontSize="xl" color="fg.muted">
          {t('notFound.message')}
        </Text>
        <Button asChild variant="link">
          <RouterLink to={paths.today}>{t('notFound.home')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
