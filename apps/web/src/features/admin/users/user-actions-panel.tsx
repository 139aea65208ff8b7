import { useState } from 'react';
import { USER_TYPES } from '@dwa/shared/catalogue';
import type { AdminUser } from '@dwa/shared/admin';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../lib/toast';
import { ReasonDialog } from '../components/reason-dialog';
import { valueLabel } from '../lib/format';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { useUserAction } from './user-actions';
import type { UserAction } from './user-actions';
import type { UserActionsAvailable } from './user-permissions';

type Open = null | 'type' | 'deactivate' | 'reactivate' | 'verify';
type UserType = AdminUser['user_type'];

const DONE = {
  type: 'actions.typeChanged',
  deactivate: 'actions.deactivated',
  reactivate: 'actions.reactivated',
  verify: 'actions.verified',
} as const satisfies Record<UserAction['kind'], string>;

/** The decisions on one account, each confirmed first; the server's refusal shows in the dialog. */
export function UserActionsPanel({ user, available }: { user: AdminUser; available: UserActionsAvailable }) {
  const t = useT(adminMessages);
  const action = useUserAction(String(user.id));
  const [open, setOpen] = useState<Open>(null);
  const [userType, setUserType] = useState<UserType>(user.user_type);
  const error = action.error?.message ?? null;

  function close() {
    setOpen(null);
    action.reset();
  }

  function send(next: UserAction) {
    action.mutate(next, {
      onSuccess: () => {
        setOpen(null);
        notify.success(t(DONE[next.kind]));
      },
    });
  }

  return (
    <section
      aria-labelledby="user-actions-title"
      className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="user-actions-title" className="mb-3 text-lg font-semibold">
        {t('actions.title')}
      </h2>
      {available.isSelf ? <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('actions.self')}</p> : null}
      <div className="space-y-4">
        {available.changeType ? (
          <div className="flex flex-wrap items-end gap-2">
            <FormField label={t('users.type')} className="min-w-40 flex-1">
              {(control) => (
                <select
                  {...control}
                  value={userType}
                  onChange={(event) => setUserType(event.target.value as UserType)}
                  className={inputClasses}
                >
                  {USER_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {valueLabel(t, type)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <Button variant="outline" disabled={userType === user.user_type} onClick={() => setOpen('type')}>
              {t('actions.changeType')}
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {available.verify ? (
            <Button variant="outline" onClick={() => setOpen('verify')}>
              {t('actions.verify')}
            </Button>
          ) : null}
          {available.reactivate ? <Button onClick={() => setOpen('reactivate')}>{t('actions.reactivate')}</Button> : null}
          {available.deactivate ? (
            <Button
              variant="outline"
              className="border-red-600 text-red-800 dark:border-red-400 dark:text-red-300"
              onClick={() => setOpen('deactivate')}
            >
              {t('actions.deactivate')}
            </Button>
          ) : null}
        </div>
      </div>

      <ConfirmDialog
        open={open === 'type'}
        title={t('actions.typeTitle')}
        confirmLabel={t('actions.make', { type: valueLabel(t, userType) })}
        busy={action.isPending}
        onConfirm={() => send({ kind: 'type', userType })}
        onCancel={close}
      >
        <p>{t('actions.typeText', { name: user.name, from: valueLabel(t, user.user_type), to: valueLabel(t, userType) })}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'verify'}
        title={t('actions.verifyTitle')}
        confirmLabel={t('actions.verify')}
        busy={action.isPending}
        onConfirm={() => send({ kind: 'verify' })}
        onCancel={close}
      >
        <p>{t('actions.verifyText', { email: user.email, name: user.name })}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </ConfirmDialog>
      <ReasonDialog
        open={open === 'deactivate'}
        title={t('actions.deactivateTitle')}
        confirmLabel={t('actions.deactivate')}
        hint={t('actions.auditHint')}
        busy={action.isPending}
        error={error}
        onConfirm={(reason) => send({ kind: 'deactivate', reason })}
        onCancel={close}
      >
        <p>{t('actions.deactivateText', { name: user.name })}</p>
      </ReasonDialog>
      <ReasonDialog
        open={open === 'reactivate'}
        title={t('actions.reactivateTitle')}
        confirmLabel={t('actions.reactivate')}
        tone="primary"
        optional
        busy={action.isPending}
        error={error}
        onConfirm={(reason) => send({ kind: 'reactivate', reason: reason || undefined })}
        onCancel={close}
      >
        <p>{t('actions.reactivateText', { name: user.name })}</p>
      </ReasonDialog>
    </section>
  );
}
