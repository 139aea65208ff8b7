import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { profileQueryOptions, useProfile } from '../api/get-profile';
import type { Profile } from '../api/get-profile';
import { OtherSection } from './other-sections';
import { PhoneCard } from './phone-card';
import { PhotoCard } from './photo-card';
import { ProfileForm } from './profile-form';
import { ProfileMenu, SECTIONS } from './profile-menu';
import type { SectionId } from './profile-menu';
import { SellerNote } from './seller-note';
import { useT } from '../../../lib/i18n/i18n-context';
import { profileMessages } from '../../../lib/i18n/catalogs/profile';

/** /profile. `onProfileChange` lets the app refresh what else shows the person (the header's menu). */
export function ProfilePage({ onProfileChange }: { onProfileChange?: () => void }) {
  const t = useT(profileMessages);
  const [section, setSection] = useState<SectionId>('edit');
  const { token, query } = useProfile();
  const queryClient = useQueryClient();
  const profile = query.data;

  const setPicture = (url: string) => {
    if (profile) queryClient.setQueryData<Profile>(profileQueryOptions(token).queryKey, { ...profile, profile_picture: url });
    onProfileChange?.();
  };

  let body;
  if (query.isPending) body = <Spinner label={t('loading')} />;
  else if (query.isError || !profile) {
    body = (
      <div className="space-y-3">
        <FormAlert>{t('loadFailed', { message: query.error?.message ?? '' })}</FormAlert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (section === 'edit') {
    body = (
      <div className="space-y-6">
        {profile.user_type === 'CUSTOMER' ? <SellerNote /> : null}
        <PhotoCard profile={profile} onUploaded={setPicture} onUnauthorised={() => void query.refetch()} />
        <ProfileForm profile={profile} onSaved={() => onProfileChange?.()} />
        <PhoneCard profile={profile} />
      </div>
    );
  } else {
    const key = SECTIONS.find((item) => item.id === section)?.label;
    const label = key ? t(key) : '';
    body = <OtherSection id={section} label={label} profile={profile} />;
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <DocumentTitle title={t('title')} />
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <ProfileMenu active={section} onSelect={setSection} />
        <div className="min-w-0 flex-1">{body}</div>
      </div>
    </div>
  );
}
