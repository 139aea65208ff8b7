import { COMMERCE_MESSAGES } from '@dwa/shared/commerce';
import type { Order } from '@dwa/shared/commerce';
import type { OrderAction } from '@dwa/shared/orders-rules';
import type { AreaT } from '../../../lib/i18n/area';
import type { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import type { Format } from '../../../lib/i18n/format';
import { formatCedis } from './format';

// The buttons of an order (its `actions`, as the server allows them for the viewer): their labels,
// and which of them first ask something. Cancel asks to confirm and may take a reason; a return
// request needs one; declining a return may take one; a refund asks to confirm.

export const REASON_MAX = 500;

type Facts = Pick<Order, 'status' | 'delivery_method' | 'total'>;
type T = AreaT<(typeof ordersMessages)['en']>;

export function actionLabel(t: T, action: OrderAction, order: Pick<Order, 'status' | 'delivery_method'>): string {
  switch (action) {
    case 'cancel':
      return t('action.cancel');
    case 'accept':
      return t('action.accept');
    case 'ship':
      return t(order.delivery_method === 'pickup' ? 'action.readyForPickup' : 'action.ship');
    case 'confirm':
      return t(order.status === 'shipped' ? 'action.confirmPickup' : 'action.confirmReceived');
    default:
      return t(`action.${action}`);
  }
}

/** What each action says once done (a toast). */
export function actionDone(t: T, action: OrderAction, order: Pick<Order, 'delivery_method'>): string {
  return t(action === 'ship' && order.delivery_method === 'pickup' ? 'done.pickup' : `done.${action}`);
}

export type ActionDialog =
  | { kind: 'none' }
  | { kind: 'confirm'; title: string; body: string; confirmLabel: string; danger: boolean }
  | { kind: 'reason'; title: string; body: string; reasonLabel: string; required: boolean; confirmLabel: string; danger: boolean };

/** What to ask before `action` runs: nothing, a confirmation, or a reason (required or not). */
export function dialogFor(t: T, f: Format, action: OrderAction, order: Facts, viewer: 'buyer' | 'seller' | 'admin'): ActionDialog {
  if (action === 'cancel') {
    const body = t(viewer === 'buyer' ? 'ask.cancelBuyer' : 'ask.cancelSeller');
    return {
      kind: 'reason',
      title: t('ask.cancelTitle'),
      body,
      reasonLabel: t('ask.reason'),
      required: false,
      confirmLabel: t('action.cancel'),
      danger: true,
    };
  }
  if (action === 'request_return') {
    return {
      kind: 'reason',
      title: t('ask.returnTitle'),
      body: t('ask.returnBody'),
      reasonLabel: t('ask.returnReason'),
      required: true,
      confirmLabel: t('action.request_return'),
      danger: false,
    };
  }
  if (action === 'decline_return') {
    return {
      kind: 'reason',
      title: t('ask.declineTitle'),
      body: t('ask.declineBody'),
      reasonLabel: t('ask.reason'),
      required: false,
      confirmLabel: t('action.decline_return'),
      danger: true,
    };
  }
  if (action === 'refund') {
    return {
      kind: 'confirm',
      title: t('ask.refundTitle'),
      body: t('ask.refundBody', { amount: formatCedis(f, order.total) }),
      confirmLabel: t('action.refund'),
      danger: false,
    };
  }
  return { kind: 'none' };
}

/** The reason's problem, or null: required when the dialog says so, at most 500 characters. */
export function reasonError(dialog: ActionDialog, reason: string): string | null {
  if (dialog.kind !== 'reason') return null;
  const text = reason.trim();
  if (dialog.required && !text) return COMMERCE_MESSAGES.reasonRequired;
  if (text.length > REASON_MAX) return COMMERCE_MESSAGES.reason;
  return null;
}

/** What the API is sent: the trimmed reason, or nothing when there is none. */
export function reasonBody(reason: string): { reason?: string } {
  const text = reason.trim();
  return text ? { reason: text } : {};
}

/** Buttons that change the order in a way that cannot be undone look like it. */
export const isDestructive = (action: OrderAction): boolean => action === 'cancel' || action === 'decline_return';
