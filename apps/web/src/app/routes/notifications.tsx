import { NotificationsEmpty, NotificationsPage } from '../../features/accounts/components/notifications-page';
import { PushSettings } from '../../features/accounts/components/push-settings';
import { NotificationsList } from '../../features/notifications/components/notifications-list';

export function Component() {
  return (
    <NotificationsPage settings={<PushSettings />} renderTab={(tab) => <NotificationsList type={tab} empty={<NotificationsEmpty />} />} />
  );
}
