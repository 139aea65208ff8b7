import { NotificationsEmpty, NotificationsPage } from '../../features/account/components/notifications-page';
import { NotificationsList } from '../../features/engagement/components/notifications-list';

export function Component() {
  return <NotificationsPage renderTab={(tab) => <NotificationsList type={tab} empty={<NotificationsEmpty />} />} />;
}
