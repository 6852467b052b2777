import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shell's one place for notices (issue 39): offline, confirm your e-mail, the install offer. A
 * compact stack at the top of the page, in its flow: it pushes content down by a line or two instead
 * of covering it or the Quick Add button, and each notice can be dismissed.
 */
export function Notices({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-label={t('notices')} data-testid="notices" _empty={{ display: 'none' }}>
      {children}
    </Box>
  );
}
