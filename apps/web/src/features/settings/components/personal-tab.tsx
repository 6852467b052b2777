import { Stack } from '@chakra-ui/react';
import type { Profile } from '@flow/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { RouterLink } from '../../../components/ui/router-link';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { LoadError } from '../../../components/layout/load-error';
import { EnergySnapshotCard } from '../../../components/blueprint/energy-snapshot-card';
import { BirthPlaceInput } from '../../../components/forms/birth-place-input';
import { CurrentLocationInput } from '../../../components/forms/current-location-input';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { FindByEmailSetting } from './find-by-email-setting';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useProfile } from '../../profile/api/get-profile';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { formFromProfile, personalUpdate, SAVE_ERROR, saveErrorMessage, UPDATE_FAILED, type PersonalForm } from '../utils/personal-form';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../utils/settings-texts';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Settings → Personal: read-only e-mail, editable profile fields, and the Energy Profile card. */
export function PersonalTab() {
  const { user } = useAuth();
  const profile = useProfile();
  const update = useUpdateProfile();
  const { t } = useTranslation([SETTINGS, 'common']);
  const saveError = (error: unknown) => {
    const message = saveErrorMessage(error);
    return message === UPDATE_FAILED ? t('personal.updateFailed') : message === SAVE_ERROR ? t('personal.saveError') : message;
  };
  // The form starts from the profile once it is loaded; a save starts it over from the answer.
  const [form, setForm] = useState<PersonalForm | null>(null);
  const [formKey, setFormKey] = useState(0);
  const startFrom = (p: Profile) => {
    setForm(formFromProfile(p));
    setFormKey((k) => k + 1);
  };
  useEffect(() => {
    if (profile.data && form === null) startFrom(profile.data);
  }, [profile.data, form]);

  const set = (field: keyof PersonalForm) => (value: string) => setForm((f) => (f ? { ...f, [field]: value } : f));

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const result = personalUpdate(form, localToday());
    if ('problem' in result) return toast.error(result.problem);
    update.mutate(result.body, {
      onSuccess: (answer) => {
        startFrom(answer.profile);
        if (answer.warning) toast.warning(answer.warning);
        else toast.success(t('personal.saved'), answer.reanalyzed ? t('personal.savedReanalyzed') : t('personal.savedPlain'));
      },
      onError: (error) => toast.error(saveError(error)),
    });
  };

  if (profile.isError && !form) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!form) return <FullPageSpinner label={t('personal.loading')} />;

  return (
    <Stack gap="6">
      <form onSubmit={save} noValidate aria-label={t('personal.form')}>
        <Stack gap="4">
          <TextField label={t('personal.email')} type="email" value={user?.email ?? ''} readOnly helperText={t('personal.emailHelp')} />
          <TextField
            label={t('personal.fullName')}
            name="name"
            autoComplete="name"
            value={form.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            maxLength={100}
          />
          <TextField
            label={t('personal.birthDate')}
            type="date"
            name="birth-date"
            max={localToday()}
            min="1900-01-01"
            value={form.birthDate}
            onChange={(e) => set('birthDate')(e.target.value)}
          />
          <TextField
            label={t('personal.birthTime')}
            optional
            type="time"
            name="birth-time"
            value={form.birthTime}
            onChange={(e) => set('birthTime')(e.target.value)}
          />
          <BirthPlaceInput
            key={formKey}
            label={t('personal.birthLocation')}
            placeholder={t('personal.birthLocationPlaceholder')}
            defaultValue={form.birthLocation}
            onChange={set('birthLocation')}
          />
          <CurrentLocationInput key={`current-${formKey}`} defaultValue={form.currentLocation} onChange={set('currentLocation')} />
          <Button type="submit" alignSelf="flex-start" loading={update.isPending} loadingText={t('common:saving')}>
            {t('personal.save')}
          </Button>
        </Stack>
      </form>
      <FindByEmailSetting />
      <EnergySnapshotCard
        profile={profile.data}
        action={
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.energyProfile}>{t('personal.viewEnergy')}</RouterLink>
          </Button>
        }
      />
    </Stack>
  );
}
