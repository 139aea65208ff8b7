import { useState } from 'react';
import { USER_TYPES } from '@dwa/shared/catalogue';
import type { AdminUser } from '@dwa/shared/admin';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../lib/toast';
import { ReasonDialog } from '../components/reason-dialog';
import { titleCase } from '../lib/format';
import { useUserAction } from './user-actions';
import type { UserAction } from './user-actions';
import type { UserActionsAvailable } from './user-permissions';

type Open = null | 'type' | 'deactivate' | 'reactivate' | 'verify';
type UserType = AdminUser['user_type'];

const DONE: Record<UserAction['kind'], string> = {
  type: 'The account type was changed.',
  deactivate: 'The account was deactivated. Its sessions end now.',
  reactivate: 'The account was reactivated.',
  verify: 'The account is marked verified.',
};

/** The decisions on one account, each confirmed first; the server's refusal shows in the dialog. */
export function UserActionsPanel({ user, available }: { user: AdminUser; available: UserActionsAvailable }) {
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
        notify.success(DONE[next.kind]);
      },
    });
  }

  return (
    <section aria-labelledby="user-actions-title" className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
      <h2 id="user-actions-title" className="mb-3 text-lg font-semibold">
        Actions
      </h2>
      {available.isSelf ? <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">This is your own account: another admin must change its type or deactivate it.</p> : null}
      <div className="space-y-4">
        {available.changeType ? (
          <div className="flex flex-wrap items-end gap-2">
            <FormField label="Account type" className="min-w-40 flex-1">
              {(control) => (
                <select {...control} value={userType} onChange={(event) => setUserType(event.target.value as UserType)} className={inputClasses}>
                  {USER_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {titleCase(type)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <Button variant="outline" disabled={userType === user.user_type} onClick={() => setOpen('type')}>
              Change type
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {available.verify ? (
            <Button variant="outline" onClick={() => setOpen('verify')}>
              Mark verified
            </Button>
          ) : null}
          {available.reactivate ? <Button onClick={() => setOpen('reactivate')}>Reactivate</Button> : null}
          {available.deactivate ? (
            <Button variant="outline" className="border-red-600 text-red-800 dark:border-red-400 dark:text-red-300" onClick={() => setOpen('deactivate')}>
              Deactivate
            </Button>
          ) : null}
        </div>
      </div>

      <ConfirmDialog
        open={open === 'type'}
        title="Change the account type?"
        confirmLabel={`Make ${titleCase(userType)}`}
        busy={action.isPending}
        onConfirm={() => send({ kind: 'type', userType })}
        onCancel={close}
      >
        <p>
          {user.name} is a {titleCase(user.user_type)}. They become a {titleCase(userType)} at once; the change is written to the audit log.
        </p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </ConfirmDialog>
      <ConfirmDialog open={open === 'verify'} title="Mark this account verified?" confirmLabel="Mark verified" busy={action.isPending} onConfirm={() => send({ kind: 'verify' })} onCancel={close}>
        <p>Only do this when you have confirmed {user.email} belongs to {user.name}.</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </ConfirmDialog>
      <ReasonDialog
        open={open === 'deactivate'}
        title="Deactivate this account?"
        confirmLabel="Deactivate"
        hint="Kept in the audit log."
        busy={action.isPending}
        error={error}
        onConfirm={(reason) => send({ kind: 'deactivate', reason })}
        onCancel={close}
      >
        <p>{user.name} is signed out everywhere at once and cannot sign in; their listings are hidden from everyone until the account is reactivated.</p>
      </ReasonDialog>
      <ReasonDialog
        open={open === 'reactivate'}
        title="Reactivate this account?"
        confirmLabel="Reactivate"
        tone="primary"
        optional
        busy={action.isPending}
        error={error}
        onConfirm={(reason) => send({ kind: 'reactivate', reason: reason || undefined })}
        onCancel={close}
      >
        <p>{user.name} can sign in again and their listings show again.</p>
      </ReasonDialog>
    </section>
  );
}
