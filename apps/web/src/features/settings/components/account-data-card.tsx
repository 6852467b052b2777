import { Card, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { downloadJson, exportAccount, exportFileName } from '../api/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Settings → 'Your data': one JSON download of everything FLOW holds, and deleting the account. */
export function AccountDataCard() {
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: exportAccount,
    onSuccess: (document) => {
      downloadJson(exportFileName(document.exportedAt), document);
      toast.success('Export ready', 'Your data was downloaded as a JSON file.');
    },
    onError: (error) => toast.error(errorMessage(error), 'Could not export your data'),
  });
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="account-data-card">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <ShieldCheck size={18} aria-hidden />
          <Card.Title as="h2">Your data</Card.Title>
        </HStack>
        <Card.Description>Everything FLOW holds about you is yours: take a copy, or delete it for good.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              One JSON file with your account, profile, energy blueprint, flows, events, calendar connections and Co-Flow data.
            </Text>
            <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending} loadingText="Preparing export...">
              <Download /> Export my data
            </Button>
          </Stack>
          <Separator />
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              Permanently deletes your account and all your data from every part of FLOW.
            </Text>
            <Button variant="destructive" onClick={() => setDeleting(true)} aria-haspopup="dialog">
              <Trash2 /> Delete my account
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card.Root>
  );
}
