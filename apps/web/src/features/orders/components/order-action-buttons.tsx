import { useState } from 'react';
import type { OrderAction } from '@dwa/shared/orders-rules';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { useOrderAction } from '../api/act-on-order';
import { actionDone, actionLabel, dialogFor, isDestructive, reasonBody, type ActionDialog } from '../lib/actions';
import type { OrderViewer } from '../lib/status';
import type { Order } from '../types';
import { dangerOutline } from './danger-classes';
import { ActionQuestion } from './reason-dialog';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

const FORWARD: readonly OrderAction[] = ['accept', 'ship', 'confirm', 'receive_return', 'refund'];

const variantOf = (action: OrderAction): ButtonVariant => (FORWARD.includes(action) ? 'primary' : 'outline');
/** The way forward first, what stops the order last. */
const rank = (action: OrderAction) => (FORWARD.includes(action) ? 0 : isDestructive(action) ? 2 : 1);

/** The viewer's `actions` on one order as buttons; some ask first (a confirmation or a reason). */
export function OrderActionButtons({ order, viewer, size = 'md' }: { order: Order; viewer: OrderViewer; size?: 'sm' | 'md' }) {
  const t = useT(ordersMessages);
  const f = useFormat();
  const mutation = useOrderAction();
  const [pending, setPending] = useState<{ action: OrderAction; dialog: ActionDialog } | null>(null);
  if (order.actions.length === 0) return null;

  function run(action: OrderAction, reason: string) {
    mutation.mutate(
      { id: order.id, action, ...reasonBody(reason) },
      {
        onSuccess: (updated) => {
          setPending(null);
          notify.success(actionDone(t, action, updated));
        },
        onError: (error) => {
          setPending(null);
          notify.error(error.message);
        },
      },
    );
  }

  function start(action: OrderAction) {
    const dialog = dialogFor(t, f, action, order, viewer);
    if (dialog.kind === 'none') run(action, '');
    else setPending({ action, dialog });
  }

  const busy = mutation.isPending;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {[...order.actions]
          .sort((a, b) => rank(a) - rank(b))
          .map((action) => {
            const props = {
              disabled: busy,
              'aria-busy': busy && mutation.variables?.action === action ? true : undefined,
              onClick: () => start(action),
              children: actionLabel(t, action, order),
            };
            return isDestructive(action) ? (
              <button key={action} type="button" className={dangerOutline(size)} {...props} />
            ) : (
              <Button key={action} size={size} variant={variantOf(action)} {...props} />
            );
          })}
      </div>
      <ActionQuestion
        dialog={pending?.dialog ?? null}
        busy={busy}
        onConfirm={(reason) => pending && run(pending.action, reason)}
        onClose={() => setPending(null)}
      />
    </>
  );
}
