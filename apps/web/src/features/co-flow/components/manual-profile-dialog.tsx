import { CloseButton, Field, Fieldset, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { CO_FLOW_LIMITS } from '@flow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { browserTimeZone, todayIn } from '../../../lib/local-day';
import { coFlowKeys, createManualProfile } from '../api/co-flow-api';
import { useTranslation } from 'react-i18next';
import { COFLOW_DIALOGS } from '../utils/co-flow-dialog-texts';
import { showFailure } from '../utils/show-failure';
import { Dialog } from '../../../components/ui/dialog';

const EMPTY = {
  full_name: '',
  email: '',
  birth_date: '',
  birth_time: '',
  birth_location: '',
  notes: '',
};

/**
 * 'Create Manual Co-Flow Profile': someone's energy profile without them joining FLOW. The server
 * trims every text, stores empty optional inputs as null and analyses the chart when birth date,
 * time and location are all given.
 */
export function ManualProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation([COFLOW_DIALOGS, 'common']);
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const create = useMutation({
    mutationFn: createManualProfile,
    onSuccess: () => {
      toast.success(t('profileCreated'), t('profileCreatedText'));
      setForm(EMPTY);
      onOpenChange(false);
      void queryClient.invalidateQueries({
        queryKey: coFlowKeys.manualProfiles(),
      });
    },
    onError: (error) => showFailure(error, t('createFailed')),
  });
  const nameMissing = !form.full_name.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    if (nameMissing) return toast.error(t('nameMissing'), t('nameRequired'));
    create.mutate(form);
  };

  const today = todayIn(browserTimeZone());
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="manual-profile-dialog">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Stack gap="1">
                  <Dialog.Title>{t('manualTitle')}</Dialog.Title>
                  <Dialog.Description>{t('manualText')}</Dialog.Description>
                </Stack>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required>
                    <Field.Label>
                      {t('name')} <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={form.full_name} onChange={set('full_name')} maxLength={CO_FLOW_LIMITS.name} placeholder={t('namePlaceholder')} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('emailOptional')}</Field.Label>
                    <Input type="email" value={form.email} onChange={set('email')} maxLength={CO_FLOW_LIMITS.email} placeholder={t('emailPlaceholder')} />
                  </Field.Root>
                  <Fieldset.Root>
                    <Fieldset.Legend>{t('birthDetails')}</Fieldset.Legend>
                    <Stack gap="3" mt="2">
                      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                        <Field.Root>
                          <Field.Label>{t('birthDate')}</Field.Label>
                          <Input type="date" value={form.birth_date} onChange={set('birth_date')} max={today} />
                        </Field.Root>
                        <Field.Root>
                          <Field.Label>{t('birthTime')}</Field.Label>
                          <Input type="time" value={form.birth_time} onChange={set('birth_time')} />
                        </Field.Root>
                      </Stack>
                      <Field.Root>
                        <Field.Label>{t('birthLocation')}</Field.Label>
                        <Input
                          value={form.birth_location}
                          onChange={set('birth_location')}
                          maxLength={CO_FLOW_LIMITS.birthLocation}
                          placeholder={t('cityCountry')}
                        />
                      </Field.Root>
                      <Text fontSize="sm" color="fg.muted">
                        {t('analysisHelp')}
                      </Text>
                    </Stack>
                  </Fieldset.Root>
                  <Field.Root>
                    <Field.Label>{t('notesOptional')}</Field.Label>
                    <Textarea value={form.notes} onChange={set('notes')} maxLength={CO_FLOW_LIMITS.notes} rows={3} placeholder={t('notesPlaceholder')} />
                    <Field.HelperText>
                      {form.notes.length}/{CO_FLOW_LIMITS.notes}
                    </Field.HelperText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" disabled={nameMissing || create.isPending} loading={create.isPending}>
                  {t('createProfile')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
