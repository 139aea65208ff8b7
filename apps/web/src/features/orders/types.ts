import type { Order as SharedOrder, OrderDetail as SharedOrderDetail } from '@dwa/shared/commerce';

// The contract's order types, named once for this feature's files.

export type Order = SharedOrder;
export type OrderDetail = SharedOrderDetail;
export type OrderParty = SharedOrder['seller'];
export type OrderEvent = SharedOrderDetail['events'][number];
