import { MessagesPage } from '../../features/messaging/components/messages-page';

export function Component() {
  return <MessagesPage />;
}
