import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH_KINDS, type PushPreferences, type PushPreferencesInput } from '@dwa/shared/push';
import { Switch } from '../../../components/ui/switch';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useViewerKey } from '../../../hooks/use-session';
import { failureText } from '../../../lib/failure-text';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import type { PushState } from '../../../lib/push/push-client';
import { useT } from '../../../lib/i18n/i18n-context';
import { notificationsMessages } from '../../../lib/i18n/catalogs/notifications';

// The notifications page's push section (ADR 064): a switch for this device (the browser's
// permission and subscription; the push code loads only here and on use) and the account's
// per-kind choices, each saved as it changes.

const pushClient = () => import('../../../lib/push/push-client');
const preferencesKey = (viewer: string) => ['push-preferences', viewer] as const;

export function PushSettings() {
  const t = useT(notificationsMessages);
  const viewer = useViewerKey();
  const queryClient = useQueryClient();
  const [device, setDevice] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  // The choice being saved, shown at once: the box answers the tap in the same frame, not a render later.
  const [draft, setDraft] = useState<Partial<PushPreferences>>({});

  useEffect(() => {
    let live = true;
    void pushClient()
      .then(({ pushState }) => pushState())
      .catch((): PushState => 'unsupported')
      .then((state) => live && setDevice(state));
    return () => {
      live = false;
    };
  }, []);

  const preferences = useQuery({
    queryKey: preferencesKey(viewer),
    queryFn: ({ signal }) => http.get<PushPreferences>('/api/v1/push/preferences', { signal }),
  });
  const save = useMutation({
    mutationFn: (change: PushPreferencesInput) => http.put<PushPreferences>('/api/v1/push/preferences', change),
    // The box changes at once (the draft); a refusal puts back what was saved.
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey(viewer), saved);
      notify.success(t('push.saved'));
    },
    onError: (error) => notify.error(failureText(error, t('push.saveFailed'))),
    onSettled: () => setDraft({}),
  });

  function choose(change: PushPreferencesInput & Partial<PushPreferences>) {
    setDraft(change);
    save.mutate(change);
  }

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      const client = await pushClient();
      setDevice(on ? await client.enablePush() : await client.disablePush());
    } catch (error) {
      notify.error(failureText(error, t('push.failed')));
    } finally {
      setBusy(false);
    }
  }

  const status =
    device === 'unsupported' ? t('push.unsupported') : device === 'denied' ? t('push.denied') : device === 'on' ? t('push.on') : null;
  return (
    <section aria-labelledby="push-title" className="mb-6 rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="push-title" className="text-lg font-bold">
        {t('push.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('push.hint')}</p>
      <div className="mt-4 flex min-h-11 items-center justify-between gap-4">
        <span id="push-device" className="font-medium">
          {t('push.device')}
        </span>
        {device === 'checking' ? (
          <Skeleton className="h-6 w-11" />
        ) : (
          <Switch
            checked={device === 'on'}
            label={t('push.device')}
            disabled={busy || device === 'unsupported' || device === 'denied'}
            onChange={(on) => void toggle(on)}
          />
        )}
      </div>
      {status ? (
        <p role="status" className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {status}
        </p>
      ) : null}
      <fieldset className="mt-4">
        <legend className="font-medium">{t('push.kinds')}</legend>
        {preferences.isPending ? (
          <Skeleton className="mt-2 h-40 w-full" />
        ) : preferences.isError ? (
          <FormAlert>{failureText(preferences.error, t('push.loadFailed'))}</FormAlert>
        ) : (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {PUSH_KINDS.map((kind) => (
              <li key={kind}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 py-2">
                  <input
                    type="checkbox"
                    name={kind}
                    checked={draft[kind] ?? preferences.data[kind]}
                    disabled={save.isPending}
                    onChange={(event) => choose({ [kind]: event.target.checked })}
                    className="size-4 shrink-0 accent-emerald-700"
                  />
                  <span>{t(`push.kind.${kind}`)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </section>
  );
}
