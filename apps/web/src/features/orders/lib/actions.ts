import { COMMERCE_MESSAGES } from '@dwa/shared/commerce';
import type { Order } from '@dwa/shared/commerce';
import type { OrderAction } from '@dwa/shared/order-rules';

// The buttons of an order (its `actions`, as the server allows them for the viewer): their labels,
// and which of them first ask something. Cancel asks to confirm and may take a reason; a return
// request needs one; declining a return may take one; a refund asks to confirm.

export const REASON_MAX = 500;

type Facts = Pick<Order, 'status' | 'delivery_method' | 'total'>;

export function actionLabel(action: OrderAction, order: Pick<Order, 'status' | 'delivery_method'>): string {
  switch (action) {
    case 'cancel':
      return 'Cancel order';
    case 'accept':
      return 'Accept order';
    case 'ship':
      return order.delivery_method === 'pickup' ? 'Ready for pickup' : 'Ship with courier';
    case 'confirm':
      return order.status === 'shipped' ? 'Confirm pickup' : 'Confirm received';
    case 'request_return':
      return 'Request return';
    case 'decline_return':
      return 'Decline return';
    case 'receive_return':
      return 'Receive return';
    case 'refund':
      return 'Refund';
  }
}

/** What each action says once done (a toast). */
export function actionDone(action: OrderAction, order: Pick<Order, 'delivery_method'>): string {
  return {
    cancel: 'Order cancelled.',
    accept: 'Order accepted.',
    ship: order.delivery_method === 'pickup' ? 'The buyer can now pick it up.' : 'Handed to a courier: the job is on the courier board.',
    confirm: 'Thanks for confirming.',
    request_return: 'Return requested.',
    decline_return: 'Return declined.',
    receive_return: 'Return received.',
    refund: 'Refund recorded.',
  }[action];
}

export type ActionDialog =
  | { kind: 'none' }
  | { kind: 'confirm'; title: string; body: string; confirmLabel: string; danger: boolean }
  | { kind: 'reason'; title: string; body: string; reasonLabel: string; required: boolean; confirmLabel: string; danger: boolean };

/** What to ask before `action` runs: nothing, a confirmation, or a reason (required or not). */
export function dialogFor(action: OrderAction, order: Facts, viewer: 'buyer' | 'seller' | 'admin'): ActionDialog {
  if (action === 'cancel') {
    const body =
      viewer === 'buyer'
        ? 'The seller will not send it, and any Mobile Money payment is given back.'
        : 'The buyer is told, the stock goes back on sale and any Mobile Money payment is given back.';
    return { kind: 'reason', title: 'Cancel this order?', body, reasonLabel: 'Reason', required: false, confirmLabel: 'Cancel order', danger: true };
  }
  if (action === 'request_return') {
    return {
      kind: 'reason',
      title: 'Request a return',
      body: 'Tell the seller what is wrong. Returns can be requested within 7 days of delivery.',
      reasonLabel: 'Why are you returning it?',
      required: true,
      confirmLabel: 'Request return',
      danger: false,
    };
  }
  if (action === 'decline_return') {
    return { kind: 'reason', title: 'Decline the return?', body: 'The sale stands and the buyer is told why.', reasonLabel: 'Reason', required: false, confirmLabel: 'Decline return', danger: true };
  }
  if (action === 'refund') {
    const money = `GH¢ ${order.total.toFixed(2)}`;
    return { kind: 'confirm', title: 'Refund this order?', body: `${money} goes back to the buyer.`, confirmLabel: 'Refund', danger: false };
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
