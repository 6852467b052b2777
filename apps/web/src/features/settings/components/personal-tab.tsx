import { Stack } from '@chakra-ui/react';
import type { Profile } from '@flow/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
import { formFromProfile, personalUpdate, saveErrorMessage, type PersonalForm } from '../utils/personal-form';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Settings → Personal: read-only e-mail, editable profile fields, and the Energy Profile card. */
export function PersonalTab() {
  const { user } = useAuth();
  const profile = useProfile();
  const update = useUpdateProfile();
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
        else toast.success('Profile updated', answer.reanalyzed ? 'Your energy blueprint was recalculated.' : 'Your changes are saved.');
      },
      onError: (error) => toast.error(saveErrorMessage(error)),
    });
  };

  if (profile.isError && !form) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!form) return <FullPageSpinner label="Loading your profile..." />;

  return (
    <Stack gap="6">
      <form onSubmit={save} noValidate aria-label="Personal information">
        <Stack gap="4">
          <TextField label="Email" type="email" value={user?.email ?? ''} readOnly helperText="Your sign-in address can't be changed here." />
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            value={form.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            maxLength={100}
          />
          <TextField
            label="Birth Date"
            type="date"
            name="birth-date"
            max={localToday()}
            min="1900-01-01"
            value={form.birthDate}
            onChange={(e) => set('birthDate')(e.target.value)}
          />
          <TextField label="Birth Time" optional type="time" name="birth-time" value={form.birthTime} onChange={(e) => set('birthTime')(e.target.value)} />
          <BirthPlaceInput
            key={formKey}
            label="Birth Location"
            placeholder="e.g., New York, NY"
            defaultValue={form.birthLocation}
            onChange={set('birthLocation')}
          />
          <CurrentLocationInput key={`current-${formKey}`} defaultValue={form.currentLocation} onChange={set('currentLocation')} />
          <Button type="submit" alignSelf="flex-start" loading={update.isPending} loadingText="Saving...">
            Save Changes
          </Button>
        </Stack>
      </form>
      <FindByEmailSetting />
      <EnergySnapshotCard
        profile={profile.data}
        action={
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.energyProfile}>View Energy Profile</RouterLink>
          </Button>
        }
      />
    </Stack>
  );
}
