import { Stack, Text } from '@chakra-ui/react';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser, useUpdatePrivacy } from '../../../lib/auth/current-user';
import { Switch } from '../../../components/ui/switch';

/** Privacy: whether Co-Flow search shows this account to people who type the start of its address. */
export function FindByEmailSetting() {
  const user = useCurrentUser();
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
        <Switch.Label>Others can find me by e-mail</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        When on, people who type the start of your address in Co-Flow search can find and invite you.
      </Text>
    </Stack>
  );
}
