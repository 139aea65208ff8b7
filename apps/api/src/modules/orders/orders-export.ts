import type { Db } from '@dwa/db/client';
import { COMMERCE_MESSAGES as M } from '@dwa/shared/commerce';
import { orderNumber } from '@dwa/shared/orders-rules';
import { ValidationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { salesRows } from './orders.repo';

// Export sales records: a proper CSV of a seller's orders, one row per order item (RFC 4180 quoting,
// CRLF line ends, UTF-8 with a byte-order mark so spreadsheet apps read cedi signs and names right).

const BOM = '\uFEFF';
const HEADER = [
  'Order number',
  'Order date (UTC)',
  'Status',
  'Buyer',
  'Recipient',
  'Recipient phone',
  'Region',
  'Delivery method',
  'Payment method',
  'Item',
  'Quantity',
  'Unit price (GHS)',
  'Line total (GHS)',
  'Order subtotal (GHS)',
  'Delivery fee (GHS)',
  'Discounts (GHS)',
  'Order total (GHS)',
  'Promo codes',
];

/** One CSV field: quoted when it holds a comma, a quote, a line break or leading/trailing space; quotes doubled. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: neutralised with a quote mark.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (fields: (string | number | null)[]) => fields.map(csvField).join(',');

const money = (pesewas: number) => (pesewas / 100).toFixed(2);

function dayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  const start = from ? new Date(`${from}T00:00:00Z`) : undefined;
  const end = to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) : undefined;
  if (start && end && start >= end) throw ValidationError.single(['query', 'to'], M.dateRange);
  return { start, end };
}

export async function salesCsv(db: Db, seller: AuthUser, query: { from?: string; to?: string }): Promise<string> {
  const { start, end } = dayRange(query.from, query.to);
  const rows = await salesRows(db, seller.id, start, end);
  const lines = [csvLine(HEADER)];
  for (const { order, item, buyerName } of rows) {
    lines.push(
      csvLine([
        orderNumber(order.id),
        order.createdAt.toISOString().replace('T', ' ').slice(0, 19),
        order.status,
        buyerName,
        order.recipientName,
        order.recipientPhone,
        order.region,
        order.deliveryMethod,
        order.paymentMethod === 'momo' ? 'Mobile Money' : 'Cash',
        item.title,
        item.quantity,
        money(item.unitPricePesewas),
        money(item.unitPricePesewas * item.quantity),
        money(order.subtotalPesewas),
        money(order.deliveryFeePesewas),
        money(order.discountPesewas + order.deliveryDiscountPesewas),
        money(order.totalPesewas),
        order.promoCodes.join(' '),
      ]),
    );
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
