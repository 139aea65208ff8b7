// Unread messages for the header badge. Messaging is not wired yet, so there is nothing unread.
export function useUnreadCount(): number {
  return 0;
}
