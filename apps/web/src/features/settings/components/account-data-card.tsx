import { Card, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { downloadJson, exportAccount, exportFileName } from '../api/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../utils/settings-texts';

/** Settings → 'Your data': one JSON download of everything FLOW holds, and deleting the account. */
export function AccountDataCard() {
  const [deleting, setDeleting] = useState(false);
  const { t } = useTranslation(SETTINGS);
  const download = useMutation({
    mutationFn: exportAccount,
    onSuccess: (document) => {
      downloadJson(exportFileName(document.exportedAt), document);
      toast.success(t('data.exported'), t('data.exportedDetail'));
    },
    onError: (error) => toast.error(errorMessage(error), t('data.exportFailed')),
  });
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="account-data-card">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <ShieldCheck size={18} aria-hidden />
          <Card.Title as="h2">{t('data.title')}</Card.Title>
        </HStack>
        <Card.Description>{t('data.intro')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {t('data.exportHelp')}
            </Text>
            <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending} loadingText={t('data.exporting')}>
              <Download /> {t('data.export')}
            </Button>
          </Stack>
          <Separator />
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {t('data.deleteHelp')}
            </Text>
            <Button variant="destructive" onClick={() => setDeleting(true)} aria-haspopup="dialog">
              <Trash2 /> {t('data.delete')}
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card.Root>
  );
}
