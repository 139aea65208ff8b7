// Every ride answer depends on who asks (my_role, trip_code, next_action), so the keys carry the viewer.

export const rideKeys = {
  all: ['ride'] as const,
  estimates: (input: unknown) => [...rideKeys.all, 'estimate', input] as const,
  lists: () => [...rideKeys.all, 'list'] as const,
  list: (viewer: string, scope: 'active' | 'history') => [...rideKeys.lists(), viewer, scope] as const,
  detail: (viewer: string, id: number) => [...rideKeys.all, 'detail', viewer, id] as const,
  share: (token: string) => [...rideKeys.all, 'share', token] as const,
};
