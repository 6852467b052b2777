import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
// Without Ark's tabs machine (components/ui/tabs.tsx): Co-Flow's first load.
import { Tabs } from '../../../components/ui/tabs';
import type { UserSearchResult } from '@flow/contracts';
import { CO_FLOW_LIMITS } from '@flow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, Search, Send, UserPlus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledInput } from '../../../components/ui/labelled-input';
import { toast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth/auth-provider';
import { whenIdle } from '../../../lib/when-idle';
import { coFlowKeys, searchCoFlowUsers, sendInvite } from '../api/co-flow-api';
import { useTranslation } from 'react-i18next';
import { COFLOW, coFlowText } from '../utils/co-flow-texts';
import { showFailure } from '../utils/show-failure';

// The checks use the contract's schemas (zod): fetched once the page is idle, awaited at a submit before then.
const loadChecks = () => import('../utils/co-flow-checks');

function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSuccess: (invite) => {
      toast.success(coFlowText('inviteSent'), coFlowText('inviteSentText', { email: invite.recipient_email }));
      void queryClient.invalidateQueries({ queryKey: coFlowKeys.invites() });
    },
    onError: (error) => showFailure(error, coFlowText('inviteFailed')),
  });
}

function SearchUsersTab() {
  const { t } = useTranslation(COFLOW);
  const [input, setInput] = useState('');
  const [searched, setSearched] = useState<{
    query: string;
    results: UserSearchResult[];
  } | null>(null);
  const [invited, setInvited] = useState<Set<string>>(new Set());
  const search = useMutation({
    mutationFn: searchCoFlowUsers,
    onSuccess: (answer, query) => setSearched({ query, results: answer.results }),
    onError: (error) => showFailure(error, coFlowText('searchFailed')),
  });
  const invite = useSendInvite();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!input.trim() || search.isPending) return;
    const check = (await loadChecks()).checkSearch(input);
    if (!check.ok) return toast.error(check.description, check.title);
    search.mutate(check.value);
  };

  return (
    <Stack gap="4">
      <form onSubmit={(e) => void submit(e)} role="search" aria-label={t('searchLabel')} noValidate>
        <HStack gap="2" align="flex-end">
          <LabelledInput
            flex="1"
            label={t('searchField')}
            type="email"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            maxLength={CO_FLOW_LIMITS.searchMax}
            placeholder={t('emailPlaceholder')}
            bg="bg.card"
            autoComplete="off"
          />
          <Button type="submit" disabled={!input.trim() || search.isPending} loading={search.isPending}>
            <Search /> {t('search')}
          </Button>
        </HStack>
      </form>
      {searched &&
        (searched.results.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" role="status">
            {t('noUsersFound', { query: searched.query })}
          </Text>
        ) : (
          <Box as="ul" maxH="15rem" overflowY="auto" borderWidth="1px" borderRadius="md" aria-label={t('results')} data-testid="search-results">
            {searched.results.map((user) => (
              <HStack as="li" key={user.id} justify="space-between" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} gap="3">
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {user.full_name || user.email}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('inviteName', { name: user.full_name || user.email })}
                  disabled={
                    invited.has(user.id) ||
                    (invite.isPending && invite.variables && 'recipientId' in invite.variables && invite.variables.recipientId === user.id)
                  }
                  onClick={() =>
                    invite.mutate(
                      { recipientId: user.id },
                      {
                        onSuccess: () => setInvited((s) => new Set(s).add(user.id)),
                      },
                    )
                  }
                >
                  <UserPlus /> {invited.has(user.id) ? t('invited') : t('invite')}
                </Button>
              </HStack>
            ))}
          </Box>
        ))}
    </Stack>
  );
}

function InviteByEmailTab() {
  const { user } = useAuth();
  const { t } = useTranslation(COFLOW);
  const [email, setEmail] = useState('');
  const invite = useSendInvite();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || invite.isPending) return;
    const check = (await loadChecks()).checkInviteEmail(email, user?.email);
    if (!check.ok) return toast.error(check.description, check.title);
    invite.mutate({ email: check.value }, { onSuccess: () => setEmail('') });
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="3">
        <HStack gap="2" align="flex-end">
          <LabelledInput
            flex="1"
            label={t('emailField')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            maxLength={CO_FLOW_LIMITS.email}
            placeholder={t('friendPlaceholder')}
            bg="bg.card"
            autoComplete="off"
          />
          <Button type="submit" disabled={!email.trim() || invite.isPending} loading={invite.isPending}>
            <Send /> {t('send')}
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('emailHelp')}
        </Text>
      </Stack>
    </form>
  );
}

/** 'Invite to Co-Flow': find people by e-mail and invite them, or invite any address. */
export function InviteCard() {
  const { t } = useTranslation(COFLOW);
  useEffect(() => whenIdle(() => void loadChecks()), []);
  return (
    <Card.Root variant="outline" bg="bg.card">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <UserPlus size={18} aria-hidden />
          <Card.Title as="h2">{t('inviteTitle')}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Tabs.Root defaultValue="search" variant="line">
          <Tabs.List>
            <Tabs.Trigger value="search">
              <Search /> {t('searchTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="email">
              <Mail /> {t('emailTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="search" pt="4">
            <SearchUsersTab />
          </Tabs.Content>
          <Tabs.Content value="email" pt="4">
            <InviteByEmailTab />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
