// Both answers depend on who asks, so the keys carry the viewer: the next person signed in on a
// shared phone never sees the previous one's application.

export const sellerKeys = {
  all: ['sellers'] as const,
  application: (viewer: string) => [...sellerKeys.all, 'application', viewer] as const,
  /** The person's own profile (GET /users/me), to pre-fill the application. */
  applicant: (viewer: string) => [...sellerKeys.all, 'applicant', viewer] as const,
  /** The person's notification choices (Selling preferences). */
  notificationChoices: (viewer: string) => [...sellerKeys.all, 'notification-choices', viewer] as const,
};
