// Every delivery answer depends on who asks (my_role, handover_code, next_status), so the keys carry
// the viewer: another sign-in in the same tab never sees the previous person's deliveries.

export type DeliveryRole = 'customer' | 'courier';
export type DeliveryScope = 'all' | 'active' | 'history' | 'delivered';

export const deliveryKeys = {
  all: ['delivery'] as const,
  lists: () => [...deliveryKeys.all, 'list'] as const,
  list: (viewer: string, role: DeliveryRole, scope: DeliveryScope) => [...deliveryKeys.lists(), viewer, role, scope] as const,
  /** The paged form of a list (History, earnings); under lists() so every change refetches it too. */
  pages: (viewer: string, role: DeliveryRole, scope: DeliveryScope) => [...deliveryKeys.lists(), viewer, role, scope, 'pages'] as const,
  details: () => [...deliveryKeys.all, 'detail'] as const,
  detail: (viewer: string, id: number) => [...deliveryKeys.details(), viewer, id] as const,
  messages: (viewer: string, id: number) => [...deliveryKeys.all, 'messages', viewer, id] as const,
  jobs: (viewer: string) => [...deliveryKeys.all, 'jobs', viewer] as const,
  courier: (viewer: string) => [...deliveryKeys.all, 'courier', viewer] as const,
  /** The courier's own settings: vehicle, plate, regions, usual hours. */
  settings: (viewer: string) => [...deliveryKeys.all, 'settings', viewer] as const,
  stats: (viewer: string) => [...deliveryKeys.all, 'stats', viewer] as const,
  application: (viewer: string) => [...deliveryKeys.all, 'application', viewer] as const,
  /** The person's own name and phone (GET /users/me), for the courier application. */
  contact: (viewer: string) => [...deliveryKeys.all, 'contact', viewer] as const,
};
