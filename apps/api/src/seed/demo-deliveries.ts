import { courierApplications, courierProfiles, deliveries, deliveryEvents, deliveryRatings } from '@dwa/db/schema';
import { DELIVERY_DISTANCE_KM, type DeliverySize, type DeliveryUrgency } from '@dwa/shared/delivery';
import { farePesewas } from '@dwa/shared/delivery-rules';
import type { Tx } from '@dwa/db/client';
import { newHandoverNonce } from '../modules/delivery/handover';

// Demo deliveries: courier@demo.gh is an approved courier with a profile, and buyer@demo.gh has two
// past deliveries with that courier (one rated), so the History tab and the statistics are not empty.

const HOUR_MS = 60 * 60 * 1000;

type PastDelivery = {
  daysAgo: number;
  item: string;
  size: DeliverySize;
  urgency: DeliveryUrgency;
  from: string;
  to: string;
  recipient: string;
  phone: string;
  rating?: { stars: number; review: string };
};

const PAST: PastDelivery[] = [
  {
    daysAgo: 12,
    item: 'Blender and two mugs',
    size: 'medium',
    urgency: 'standard',
    from: 'Mensah Electronics, Adabraka, Accra',
    to: 'Haatso, Accra',
    recipient: 'Ama Owusu',
    phone: '+233201234567',
    rating: { stars: 5, review: 'Fast and careful. Called before arriving.' },
  },
  {
    daysAgo: 3,
    item: 'Kente stole (gift)',
    size: 'small',
    urgency: 'express',
    from: 'Haatso, Accra',
    to: 'East Legon, Accra',
    recipient: 'Yaa Owusu',
    phone: '+233244556677',
  },
];

export async function seedDemoDeliveries(
  tx: Tx,
  ids: { courierId: number; customerId: number; adminId?: number },
  now: number,
): Promise<void> {
  const joined = new Date(now - 60 * 24 * HOUR_MS);
  await tx.insert(courierApplications).values({
    userId: ids.courierId,
    name: 'Kofi Asante',
    phone: '+233551234567',
    vehicleType: 'motorbike',
    region: 'Greater Accra',
    status: 'approved',
    reviewedBy: ids.adminId ?? null,
    reviewedAt: joined,
    createdAt: new Date(joined.getTime() - 24 * HOUR_MS),
  });
  await tx.insert(courierProfiles).values({
    userId: ids.courierId,
    phone: '+233551234567',
    vehicleType: 'motorbike',
    region: 'Greater Accra',
    online: false,
    createdAt: joined,
    updatedAt: joined,
  });

  for (const past of PAST) {
    const created = new Date(now - past.daysAgo * 24 * HOUR_MS);
    const at = (hours: number) => new Date(created.getTime() + hours * HOUR_MS);
    const [row] = await tx
      .insert(deliveries)
      .values({
        customerId: ids.customerId,
        courierId: ids.courierId,
        status: 'delivered',
        itemDescription: past.item,
        itemSize: past.size,
        pickupAddress: past.from,
        deliveryAddress: past.to,
        recipientName: past.recipient,
        recipientPhone: past.phone,
        urgency: past.urgency,
        paymentMethod: 'cash',
        farePesewas: farePesewas(past.size, past.urgency),
        collectPesewas: farePesewas(past.size, past.urgency),
        distanceM: Math.round(DELIVERY_DISTANCE_KM * 1000),
        handoverNonce: newHandoverNonce(),
        acceptedAt: at(0.1),
        pickedUpAt: at(0.4),
        deliveredAt: at(1.2),
        createdAt: created,
        updatedAt: at(1.2),
      })
      .returning({ id: deliveries.id });
    const deliveryId = row!.id;
    await tx.insert(deliveryEvents).values([
      {
        deliveryId,
        status: 'requested',
        location: past.from,
        description: 'Delivery requested',
        actorId: ids.customerId,
        createdAt: created,
      },
      {
        deliveryId,
        status: 'accepted',
        location: null,
        description: 'Kofi Asante accepted the job',
        actorId: ids.courierId,
        createdAt: at(0.1),
      },
      {
        deliveryId,
        status: 'picked_up',
        location: past.from,
        description: 'Package picked up',
        actorId: ids.courierId,
        createdAt: at(0.4),
      },
      {
        deliveryId,
        status: 'in_transit',
        location: null,
        description: `On the way to ${past.to}`,
        actorId: ids.courierId,
        createdAt: at(0.5),
      },
      { deliveryId, status: 'nearby', location: past.to, description: 'Courier is nearby', actorId: ids.courierId, createdAt: at(1.1) },
      {
        deliveryId,
        status: 'delivered',
        location: past.to,
        description: `Delivered to ${past.recipient}`,
        actorId: ids.courierId,
        createdAt: at(1.2),
      },
    ]);
    if (past.rating) {
      await tx.insert(deliveryRatings).values({
        deliveryId,
        customerId: ids.customerId,
        courierId: ids.courierId,
        stars: past.rating.stars,
        review: past.rating.review,
        createdAt: at(2),
        updatedAt: at(2),
      });
    }
  }
}
