// A seller's promos are theirs alone: keys carry the viewer.
export const promoKeys = {
  all: ['promos'] as const,
  lists: () => [...promoKeys.all, 'list'] as const,
  list: (viewer: string) => [...promoKeys.lists(), viewer] as const,
  details: () => [...promoKeys.all, 'detail'] as const,
  detail: (viewer: string, id: number) => [...promoKeys.details(), viewer, id] as const,
};
