import { Box, HStack, Text } from '@chakra-ui/react';
import { RouterLink } from '../ui/router-link';
import { paths } from '../../config/paths';
import { useTranslation } from 'react-i18next';

/** The FLOW mark: a small gradient orb in the time-of-day colours and the word. */
export function LogoMark({ size = 8 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      borderRadius="full"
      bgGradient="to-br"
      gradientFrom="dynamic.primary"
      gradientVia="dynamic.secondary"
      gradientTo="dynamic.tertiary"
      boxShadow="md"
    />
  );
}

export function Logo({ linked = true }: { linked?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <HStack gap="2">
      <LogoMark />
      <Text fontWeight="bold" letterSpacing="wider" fontSize="lg" translate="no">
        FLOW
      </Text>
    </HStack>
  );
  if (!linked) return content;
  return (
    <RouterLink to={paths.today} aria-label={t('logo.home')} style={{ borderRadius: 8 }}>
      {content}
    </RouterLink>
  );
}
