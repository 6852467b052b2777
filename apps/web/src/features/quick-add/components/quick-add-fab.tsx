import { Box } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useQuickAdd } from '../quick-add-launcher';

/** The floating 'Quick Add' button (above the install banner on phones). */
export function QuickAddFab() {
  const quickAdd = useQuickAdd();
  return (
    <Box position="fixed" right={{ base: '4', md: '8' }} bottom={{ base: 'calc(6.5rem + env(safe-area-inset-bottom))', md: '8' }} zIndex="sticky">
      <Button variant="premium" size="lg" px="5" borderRadius="full" boxShadow="xl" onClick={() => quickAdd.open({ mode: 'create' })} haptics="medium">
        <Plus /> Quick Add
      </Button>
    </Box>
  );
}
