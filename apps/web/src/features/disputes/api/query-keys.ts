// A dispute answers to its buyer, its seller and admins (my_role differs): keys carry the viewer.
export const disputeKeys = {
  all: ['disputes'] as const,
  list: (viewer: string) => [...disputeKeys.all, 'list', viewer] as const,
  detail: (viewer: string, id: number) => [...disputeKeys.all, 'detail', viewer, id] as const,
};
