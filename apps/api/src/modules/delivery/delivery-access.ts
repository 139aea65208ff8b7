import { DELIVERY_MESSAGES as M } from '@dwa/shared/delivery';
import { NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Executor } from '@dwa/db/client';
import { roleOf, type DeliveryRole } from './delivery-view';
import { findDelivery, type DeliveryRow } from './delivery.repo';

/**
 * The delivery and the caller's relation to it (customer, assigned courier, admin). Anyone else gets
 * 404, the same answer as an unknown id: they learn nothing.
 */
export async function visibleDelivery(
  executor: Executor,
  id: number,
  user: AuthUser,
  forUpdate = false,
): Promise<{ row: DeliveryRow; role: DeliveryRole }> {
  const row = await findDelivery(executor, id, { forUpdate });
  const role = row ? roleOf(row, user) : null;
  if (!row || !role) throw new NotFoundError(M.notFound);
  return { row, role };
}
