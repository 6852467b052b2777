import { Stack, Text } from '@chakra-ui/react';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser, useUpdatePrivacy } from '../../../lib/auth/current-user';
import { Switch } from '../../../components/ui/switch';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../utils/settings-texts';

/** Privacy: whether Co-Flow search shows this account to people who type the start of its address. */
export function FindByEmailSetting() {
  const user = useCurrentUser();
  const { t } = useTranslation(SETTINGS);
  const update = useUpdatePrivacy();
  const checked = user.data?.user_metadata.findable_by_email ?? true;
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked}
        disabled={!user.data || update.isPending}
        onCheckedChange={(e) => update.mutate(e.checked, { onError: (error) => toast.error(errorMessage(error)) })}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('findable.label')}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('findable.help')}
      </Text>
    </Stack>
  );
}
