// The seller's view of the listing lifecycle (the server's state machine decides what is allowed).

export type BadgeTone = 'success' | 'warning' | 'neutral';

/** Active green, pending yellow ('Pending Review'), inactive grey; anything else 'Unknown'. */
export function statusBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'active':
      return { label: 'Active', tone: 'success' };
    case 'pending':
      return { label: 'Pending Review', tone: 'warning' };
    case 'inactive':
      return { label: 'Inactive', tone: 'neutral' };
    default:
      return { label: 'Unknown', tone: 'neutral' };
  }
}

/** The toggle: an active listing is paused; anything else (inactive, pending) is switched on. */
export function nextStatus(status: string | null | undefined): 'active' | 'inactive' {
  return status === 'active' ? 'inactive' : 'active';
}

export function toggleLabel(status: string | null | undefined): 'Activate' | 'Deactivate' {
  return nextStatus(status) === 'active' ? 'Activate' : 'Deactivate';
}

export function statusToast(next: 'active' | 'inactive'): string {
  return next === 'active' ? 'Listing activated.' : 'Listing deactivated.';
}

export type ListingSummary = { total: number; active: number; pending: number; likes: number };

export function summarize(listings: readonly { status: string; likes: number }[]): ListingSummary {
  return listings.reduce<ListingSummary>(
    (sum, listing) => ({
      total: sum.total + 1,
      active: sum.active + (listing.status === 'active' ? 1 : 0),
      pending: sum.pending + (listing.status === 'pending' ? 1 : 0),
      likes: sum.likes + (Number.isFinite(listing.likes) ? listing.likes : 0),
    }),
    { total: 0, active: 0, pending: 0, likes: 0 },
  );
}
