// Every admin answer is keyed under ['admin', ...]: a decision invalidates its section (and the
// overview's counts) without touching the rest of the app's cache.

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  section: (name: string) => [...adminKeys.all, name] as const,
};
