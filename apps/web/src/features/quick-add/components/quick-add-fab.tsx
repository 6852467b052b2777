import { Box } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { useQuickAdd } from '../quick-add-launcher';
import { QUICK_ADD_ARIA_KEYS } from '../utils/shortcut';
import { memo } from 'react';

/** The floating 'Quick Add' button (above the install banner on phones); its tooltip names the shortcut. */
export const QuickAddFab = memo(function QuickAddFab() {
  const { t } = useTranslation('quickAdd');
  const quickAdd = useQuickAdd();
  return (
    <Box position="fixed" right={{ base: '4', md: '8' }} bottom={{ base: 'calc(6.5rem + env(safe-area-inset-bottom))', md: '8' }} zIndex="sticky">
      <Tooltip content={t('fabTooltip')}>
        <Button
          variant="premium"
          size="lg"
          px="5"
          borderRadius="full"
          boxShadow="xl"
          onClick={() => quickAdd.open({ mode: 'create' })}
          haptics="medium"
          aria-keyshortcuts={QUICK_ADD_ARIA_KEYS}
        >
          <Plus /> {t('fab')}
        </Button>
      </Tooltip>
    </Box>
  );
});
