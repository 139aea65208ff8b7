import { Link } from 'react-router';
import { Bike, Clock } from 'lucide-react';
import type { CourierApplication } from '@dwa/shared/delivery';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { formatDate } from '../lib/format';
import { Card } from './card';
import { useFormat } from '../../../lib/i18n/i18n-context';

function ApplyLink({ label }: { label: string }) {
  return (
    <Link to={paths.delivery.getHref('courier')} className={`${buttonClasses('outline', 'sm')} mt-3`}>
      <Bike aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** Beside the request form for non-couriers: how to become one, or where their application stands. */
export function CourierNote({ application }: { application: CourierApplication | null }) {
  const f = useFormat();
  if (application?.status === 'pending') {
    return (
      <Card title="Courier application" id="become-courier-title">
        <p className="flex items-start gap-2 text-sm font-semibold text-amber-900 dark:text-amber-100">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Your courier application is being reviewed
        </p>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Sent on {formatDate(f, application.created_at)}. Once an admin approves it, the driver board appears here.
        </p>
      </Card>
    );
  }
  if (application?.status === 'rejected') {
    return (
      <Card title="Courier application" id="become-courier-title">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Your courier application of {formatDate(f, application.created_at)} was not approved. You can apply again.
        </p>
        <ApplyLink label="Apply Again" />
      </Card>
    );
  }
  return (
    <Card title="Want to deliver?" id="become-courier-title">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        The Delivery Personnel view is for approved couriers. Apply with your name, phone, vehicle and area of Ghana; once an admin approves you, the driver board appears
        here.
      </p>
      <ApplyLink label="Become a Courier" />
    </Card>
  );
}
