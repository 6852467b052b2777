import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { Alignment, AlignmentQuery, Connection, ManualProfile } from '@flow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, Plus, Trash2, UserMinus, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useIsMobile } from '../../../lib/use-media-query';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { whenIdle } from '../../../lib/when-idle';
import { alignmentQueryOptions, coFlowKeys, deleteManualProfile, removeConnection } from '../api/co-flow-api';
import { useTranslation } from 'react-i18next';
import { COFLOW, coFlowText } from '../utils/co-flow-texts';
import { formatDate } from '../utils/format';
import { showFailure } from '../utils/show-failure';

// The dialogs (Chakra's dialog machine, focus trap, scroll lock) are fetched once the page is idle
// and mount when first opened: they are not part of /co-flow's first screen.
const loadAlignmentDialog = () => import('./alignment-dialog');
const loadManualProfileDialog = () => import('./manual-profile-dialog');
const AlignmentDialog = lazy(() => loadAlignmentDialog().then((m) => ({ default: m.AlignmentDialog })));
const ManualProfileDialog = lazy(() => loadManualProfileDialog().then((m) => ({ default: m.ManualProfileDialog })));

/** View Alignment: refusals carry the spec's title ('Profile Not Found', 'No Energy Analysis') in their details. */
function useViewAlignment() {
  const queryClient = useQueryClient();
  const [alignment, setAlignment] = useState<Alignment | null>(null);
  const view = useMutation({
    mutationFn: (query: AlignmentQuery) => queryClient.fetchQuery({ ...alignmentQueryOptions(query), staleTime: 0 }),
    onSuccess: setAlignment,
    onError: (error) => {
      const title = error instanceof ApiError ? (error.details as { title?: unknown } | undefined)?.title : undefined;
      if (error instanceof ApiError && typeof title === 'string') toast.error(error.message, title);
      else if (error instanceof ApiError && error.status === 422) toast.error(error.message);
      else toast.error(coFlowText('profileLoadFailed'));
    },
  });
  return { alignment, close: () => setAlignment(null), view };
}

/** 'Co-Flow Connections (N)': real connections and manual profiles, each with View Alignment and remove. */
export function ConnectionsCard({ connections, manualProfiles }: { connections: Connection[]; manualProfiles: ManualProfile[] }) {
  const { t } = useTranslation(COFLOW);
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [manualOpen, setManualOpen] = useState(false);
  const { alignment, close, view } = useViewAlignment();
  const manualMounted = useOpenedOnce(manualOpen);
  const alignmentMounted = useOpenedOnce(alignment !== null);
  useEffect(
    () =>
      whenIdle(() => {
        void loadAlignmentDialog();
        void loadManualProfileDialog();
      }),
    [],
  );
  const remove = useMutation({
    mutationFn: removeConnection,
    onError: (error) => showFailure(error, t('removeFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coFlowKeys.all }),
  });
  const removeManual = useMutation({
    mutationFn: deleteManualProfile,
    onSuccess: () => toast.success(t('profileDeleted'), t('profileDeletedText')),
    onError: (error) => showFailure(error, t('deleteFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coFlowKeys.manualProfiles() }),
  });
  const viewing = (query: AlignmentQuery) => view.isPending && JSON.stringify(view.variables) === JSON.stringify(query);
  const total = connections.length + manualProfiles.length;

  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="connections-card">
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <HStack gap="2" color="brand.fg">
            <Users size={18} aria-hidden />
            <Card.Title as="h2">{t('connectionsTitle', { total })}</Card.Title>
          </HStack>
          <Button size="sm" variant="outline" onClick={() => setManualOpen(true)}>
            <Plus /> {mobile ? t('add') : t('addManual')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {total === 0 ? (
          <Stack align="center" textAlign="center" gap="2" py="6">
            <Users size={32} aria-hidden />
            <Text fontWeight="semibold">{t('noConnections')}</Text>
            <Text color="fg.muted" fontSize="sm">
              {t('noConnectionsText')}
            </Text>
          </Stack>
        ) : (
          <Stack as="ul" gap="3">
            {connections.map((c) => {
              const name = c.connected_user.full_name?.trim() || t('user');
              const query = { connectionId: c.id };
              return (
                <HStack as="li" key={c.id} justify="space-between" wrap="wrap" gap="3" data-testid="connection-row">
                  <Box minW="0">
                    <Text fontWeight="medium" truncate>
                      {name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('connectedOn', { date: formatDate(c.created_at) })}
                    </Text>
                  </Box>
                  <HStack gap="1">
                    <Button
                      size="sm"
                      variant="outline"
                      loading={viewing(query)}
                      onClick={() => view.mutate(query)}
                      aria-label={t('viewAlignmentWith', { name })}
                    >
                      <Eye /> {t('viewAlignment')}
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t('removeName', { name })}
                      disabled={remove.isPending && remove.variables === c.id}
                      onClick={() => remove.mutate(c.id)}
                    >
                      <UserMinus />
                    </Button>
                  </HStack>
                </HStack>
              );
            })}
            {manualProfiles.map((p) => {
              const query = { manualProfileId: p.id };
              return (
                <HStack as="li" key={p.id} justify="space-between" wrap="wrap" gap="3" data-testid="manual-row">
                  <Box minW="0">
                    <HStack gap="2">
                      <Text fontWeight="medium" truncate>
                        {p.full_name}
                      </Text>
                      <Badge variant="outline">{t('manual')}</Badge>
                    </HStack>
                    {p.email && (
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {p.email}
                      </Text>
                    )}
                  </Box>
                  <HStack gap="1">
                    <Button
                      size="sm"
                      variant="outline"
                      loading={viewing(query)}
                      onClick={() => view.mutate(query)}
                      aria-label={t('viewAlignmentWith', { name: p.full_name })}
                    >
                      <Eye /> {t('viewAlignment')}
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t('deleteName', { name: p.full_name })}
                      disabled={removeManual.isPending && removeManual.variables === p.id}
                      onClick={() => removeManual.mutate(p.id)}
                    >
                      <Trash2 />
                    </Button>
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
      <Suspense fallback={null}>
        {manualMounted && <ManualProfileDialog open={manualOpen} onOpenChange={setManualOpen} />}
        {alignmentMounted && <AlignmentDialog alignment={alignment} onClose={close} />}
      </Suspense>
    </Card.Root>
  );
}
