import { ASSIGNED_STATUSES, DELIVERY_MESSAGES as M, type DeliveryMessage, type DeliveryMessageInput } from '@dwa/shared/delivery';
import type { Db } from '@dwa/db/client';
import type { deliveryMessages } from '@dwa/db/schema';
import type { RateRule } from '../../config';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { InvalidImageError, storeImageVariants, type StoredImage } from '../../lib/images';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { visibleDelivery } from './delivery-access';
import type { LivePublisher } from './delivery-live';
import { DELIVERY_PHOTO_WIDTHS, toMessage } from './delivery-view';
import { insertMessage, messagesOf, type DeliveryRow } from './delivery.repo';

// The delivery chat between the customer and the assigned courier: text, shared locations and
// photos, open while a courier is on the job, sent live to both (each with their own `is_mine`).
// Admins see the delivery, not the chat.

export type DeliveryChatDeps = {
  db: Db;
  now: () => Date;
  live: LivePublisher;
  limiter: RateLimiter;
  sendLimit: RateRule;
  storage: Storage;
};

const MESSAGES_LIMIT = 500;

type MessageValues = Omit<typeof deliveryMessages.$inferInsert, 'deliveryId' | 'senderId' | 'createdAt'>;

export function createDeliveryChatService(deps: DeliveryChatDeps) {
  const { db, now, live, limiter, storage } = deps;

  async function store(user: AuthUser, row: DeliveryRow, values: MessageValues): Promise<DeliveryMessage> {
    const message = await insertMessage(db, { ...values, deliveryId: row.id, senderId: user.id, createdAt: now() });
    for (const partyId of [row.customerId, row.courierId]) {
      if (partyId !== null)
        live.publish([partyId], { type: 'delivery_message', delivery_id: row.id, message: toMessage(message, row, partyId, storage) });
    }
    return toMessage(message, row, user.id, storage);
  }

  return {
    async messages(user: AuthUser, id: number): Promise<{ items: DeliveryMessage[] }> {
      const { row, role } = await visibleDelivery(db, id, user);
      if (role === 'admin') throw new ForbiddenError('Only the customer and the courier can read this chat.');
      const rows = await messagesOf(db, row.id, MESSAGES_LIMIT);
      return { items: rows.map((message) => toMessage(message, row, user.id, storage)) };
    },

    /** Who may write in the chat now, and how fast: checked before a body (maybe a 10 MB photo) is read. */
    async beforeMessage(user: AuthUser, id: number): Promise<DeliveryRow> {
      const { row, role } = await visibleDelivery(db, id, user);
      if (role === 'admin') throw new ForbiddenError('Only the customer and the courier can write in this chat.');
      if (row.courierId === null) throw new ConflictError(M.chatNoCourier);
      if (!ASSIGNED_STATUSES.includes(row.status)) throw new ConflictError(M.chatClosed);
      await limiter.consume(`delivery:chat:u:${user.id}`, deps.sendLimit, M.chatRate);
      return row;
    },

    async send(user: AuthUser, row: DeliveryRow, input: DeliveryMessageInput): Promise<DeliveryMessage> {
      return store(user, row, {
        type: input.type,
        body: input.body ?? null,
        lat: input.type === 'location' ? input.lat : null,
        lng: input.type === 'location' ? input.lng : null,
      });
    },

    /** A photo (the parcel, the gate) with an optional caption: stored as WebP without metadata. */
    async sendPhoto(user: AuthUser, row: DeliveryRow, photo: Buffer, caption: string | null): Promise<DeliveryMessage> {
      let stored: StoredImage;
      try {
        stored = await storeImageVariants(storage, photo, 'delivery', DELIVERY_PHOTO_WIDTHS);
      } catch (error) {
        if (error instanceof InvalidImageError) throw ValidationError.single(['body', 'file'], M.photoType, 'image_type');
        throw error;
      }
      try {
        return await store(user, row, {
          type: 'image',
          body: caption,
          imageKey: stored.storageKey,
          imageWidth: stored.width,
          imageHeight: stored.height,
        });
      } catch (error) {
        await storage.remove(stored.keys).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type DeliveryChatService = ReturnType<typeof createDeliveryChatService>;
