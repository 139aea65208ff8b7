import { Link } from '../../../lib/router';
import { MessageCircle, Phone } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { telHref } from '../../../lib/tel-href';
import { partyName } from '../lib/format';
import type { OrderViewer } from '../lib/status';
import type { Order, OrderParty } from '../types';
import { SectionCard } from '../../../components/ui/section-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

function Person({
  role,
  party,
  name,
  listingId,
  canMessage,
  showRole,
}: {
  role: 'seller' | 'buyer';
  party: OrderParty;
  name: string;
  listingId: number | null;
  canMessage: boolean;
  showRole: boolean;
}) {
  const t = useT(ordersMessages);
  const call = party.phone ? telHref(party.phone) : null;
  return (
    <div>
      {showRole ? <p className="text-sm text-gray-600 dark:text-gray-400">{t(role)}</p> : null}
      <p className="font-semibold break-words">{name}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {canMessage ? (
          <Link to={paths.messages.getHref({ to: party.id, listing: listingId ?? undefined })} className={buttonClasses('outline', 'sm')}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t(role === 'seller' ? 'people.messageSeller' : 'people.messageBuyer')}
          </Link>
        ) : null}
        {call ? (
          <a href={call} className={buttonClasses('outline', 'sm')}>
            <Phone aria-hidden="true" className="size-4" />
            {t(role === 'seller' ? 'people.callSeller' : 'people.callBuyer')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** Who is on the other side, with Message seller / buyer (the chat about the first item) and a call. */
export function OrderPeople({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  const t = useT(ordersMessages);
  const listingId = order.items.find((item) => item.listing_id !== null)?.listing_id ?? null;
  return (
    <SectionCard title={t(viewer === 'buyer' ? 'seller' : viewer === 'seller' ? 'buyer' : 'people.people')} id="order-people-title">
      <div className="space-y-4">
        {viewer !== 'seller' ? (
          <Person
            role="seller"
            party={order.seller}
            name={partyName(order.seller)}
            listingId={listingId}
            canMessage={viewer === 'buyer'}
            showRole={viewer === 'admin'}
          />
        ) : null}
        {viewer !== 'buyer' ? (
          <Person
            role="buyer"
            party={order.buyer}
            name={order.buyer.name}
            listingId={listingId}
            canMessage={viewer === 'seller'}
            showRole={viewer === 'admin'}
          />
        ) : null}
      </div>
    </SectionCard>
  );
}
