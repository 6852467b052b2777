import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plane, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BirthPlaceInput } from '../../../components/forms/birth-place-input';
import { LoadError } from '../../../components/layout/load-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { formatMediumDate } from '../../../lib/local-day';
import { useAddStay, useRemoveStay, useTravelStays } from '../../profile/api/travel-stays';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../utils/settings-texts';

/** Settings → Personal: trips. Days inside a stay are planned for its place (sunrise, rhythm, times). */
export function TravelCard() {
  const stays = useTravelStays();
  const { t } = useTranslation(SETTINGS);
  const add = useAddStay();
  const remove = useRemoveStay();
  const [place, setPlace] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [formKey, setFormKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place.trim() || !from || !to) return toast.error(t('travel.missing'));
    add.mutate(
      { place: place.trim(), from, to },
      {
        onSuccess: (stay) => {
          toast.success(t('travel.added'), t('travel.addedDetail', { place: stay.name }));
          setPlace('');
          setFrom('');
          setTo('');
          setFormKey((k) => k + 1);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Card.Root>
      <Card.Header>
        <HStack gap="2">
          <Plane aria-hidden size={18} />
          <Heading as="h2" size="md">
            {t('travel.title')}
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t('travel.intro')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {stays.isError ? (
            <LoadError error={stays.error} onRetry={() => void stays.refetch()} />
          ) : stays.isPending ? (
            <Text color="fg.muted">{t('travel.loading')}</Text>
          ) : stays.data.stays.length === 0 ? (
            <Text color="fg.muted">{t('travel.none')}</Text>
          ) : (
            <Stack as="ul" gap="2" aria-label={t('travel.list')} listStyleType="none">
              {stays.data.stays.map((stay) => (
                <HStack as="li" key={stay.id} justify="space-between" p="2" borderWidth="1px" borderRadius="md" wrap="wrap">
                  <Stack gap="0">
                    <Text fontWeight="medium">{stay.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatMediumDate(stay.from)} – {formatMediumDate(stay.to)} · {stay.timeZone}
                    </Text>
                  </Stack>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('travel.remove', { place: stay.name })}
                    loading={remove.isPending && remove.variables === stay.id}
                    onClick={() => remove.mutate(stay.id, { onError: (error) => toast.error(errorMessage(error)) })}
                  >
                    <Trash2 />
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
          <form onSubmit={submit} noValidate aria-label={t('travel.form')}>
            <Stack gap="3">
              <BirthPlaceInput key={formKey} label={t('travel.place')} name="stay-place" defaultValue="" onChange={setPlace} />
              <HStack gap="3" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                <TextField label={t('travel.from')} type="date" name="stay-from" value={from} onChange={(e) => setFrom(e.target.value)} />
                <TextField label={t('travel.to')} type="date" name="stay-to" min={from || undefined} value={to} onChange={(e) => setTo(e.target.value)} />
              </HStack>
              <Button type="submit" variant="outline" alignSelf="flex-start" loading={add.isPending} loadingText={t('travel.adding')}>
                {t('travel.add')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
