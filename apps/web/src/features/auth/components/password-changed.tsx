import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { AuthCard } from './auth-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { resetMessages } from '../../../lib/i18n/catalogs/reset';

export function PasswordChanged({ message, onBackToSignIn }: { message?: string; onBackToSignIn: () => void }) {
  const t = useT(resetMessages);
  return (
    <AuthCard title={t('changed.title')} icon={<CircleCheck aria-hidden="true" className="size-12" />} focusTitle>
      <p className="text-center text-gray-700 dark:text-gray-300">{message || t('changed.text')}</p>
      <Button size="lg" className="mt-6 w-full" onClick={onBackToSignIn}>
        {t('backToSignIn')}
      </Button>
    </AuthCard>
  );
}
