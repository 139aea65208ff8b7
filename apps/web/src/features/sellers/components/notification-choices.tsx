import type { FormEvent } from 'react';
import { useState } from 'react';
import { NOTIFICATION_TOPICS, type NotificationPreferences } from '@dwa/shared/notifications-preferences';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useNotificationChoices } from '../api/get-notification-choices';
import { useSaveNotificationChoices } from '../api/save-notification-choices';
import { changedChoices } from '../lib/selling-preferences';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

/** What the seller hears about: one checkbox per topic, saved together. */
export function NotificationChoices() {
  const t = useT(sellersMessages);
  const query = useNotificationChoices();
  return (
    <section aria-labelledby="notify-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="notify-title" className="text-lg font-bold">
        {t('notify.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('notify.hint')}</p>
      {query.isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-label={t('prefs.loading')}>
          {NOTIFICATION_TOPICS.map((topic) => (
            <Skeleton key={topic} className="h-10 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="mt-4 space-y-3">
          <FormAlert>{t('prefs.loadFailed', { message: failureText(query.error, '') })}</FormAlert>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('prefs.tryAgain')}
          </Button>
        </div>
      ) : (
        <ChoicesForm saved={query.data} />
      )}
    </section>
  );
}

function ChoicesForm({ saved }: { saved: NotificationPreferences }) {
  const t = useT(sellersMessages);
  const save = useSaveNotificationChoices();
  const [chosen, setChosen] = useState(saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = changedChoices(saved, chosen);
    if (!change) return notify.success(t('notify.saved'));
    save.mutate(change, {
      onSuccess: (next) => {
        setChosen(next);
        notify.success(t('notify.saved'));
      },
      onError: (error) => notify.error(failureText(error, t('prefs.saveFailed'))),
    });
  };

  return (
    <form noValidate aria-labelledby="notify-title" onSubmit={submit} className="mt-4 space-y-4">
      <fieldset>
        <legend className="sr-only">{t('notify.title')}</legend>
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {NOTIFICATION_TOPICS.map((topic) => (
            <li key={topic}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 py-3">
                <input
                  type="checkbox"
                  name={topic}
                  checked={chosen[topic]}
                  onChange={(event) => setChosen((old) => ({ ...old, [topic]: event.target.checked }))}
                  aria-describedby={`notify-${topic}-hint`}
                  className="mt-1 size-4 shrink-0 accent-emerald-700"
                />
                <span>
                  <span className="block font-medium">{t(`notify.${topic}`)}</span>
                  <span id={`notify-${topic}-hint`} className="block text-sm text-gray-600 dark:text-gray-400">
                    {t(`notify.${topic}.hint`)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? t('prefs.saving') : t('notify.save')}
      </Button>
    </form>
  );
}
