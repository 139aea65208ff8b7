import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Boost, BoostList, BoostPrices, BoostReceipt } from '@dwa/shared/boosts';
import type { Listing } from '@dwa/shared/listings';
import type { MomoNetwork } from '@dwa/shared/momo';
import { http } from '../../../lib/http';

// The boost screen's endpoints (ADR 072):
// GET  /api/v1/classifieds/{id}             the listing (its owner sees it whatever its status)
// GET  /api/v1/boosts/prices                the price of each kind and duration
// GET  /api/v1/boosts?listing_id={id}       my boosts of the listing, newest first
// POST /api/v1/boosts                       buy one: a pending boost, a prompt on the phone
// GET  /api/v1/boosts/{id}                  one boost (a pending payment is checked first)
// GET  /api/v1/boosts/{id}/receipt          a paid boost's receipt

export const boostKeys = {
  all: ['boosts'] as const,
  prices: () => [...boostKeys.all, 'prices'] as const,
  listing: (listingId: string) => [...boostKeys.all, 'listing', listingId] as const,
  ofListing: (listingId: string) => [...boostKeys.all, 'of', listingId] as const,
  receipt: (boostId: number) => [...boostKeys.all, 'receipt', boostId] as const,
};

/** While a payment waits for the payer's approval, the screen asks every few seconds. */
export const PENDING_POLL_MS = 3000;

export function useBoostListing(listingId: string) {
  return useQuery({
    queryKey: boostKeys.listing(listingId),
    queryFn: ({ signal }) => http.get<Listing>(`/api/v1/classifieds/${encodeURIComponent(listingId)}`, { signal }),
  });
}

export function useBoostPrices() {
  return useQuery({ queryKey: boostKeys.prices(), queryFn: ({ signal }) => http.get<BoostPrices>('/api/v1/boosts/prices', { signal }) });
}

/** My boosts of the listing; a pending one is read through GET /boosts/{id}, which asks the provider. */
export function useListingBoosts(listingId: string) {
  return useQuery({
    queryKey: boostKeys.ofListing(listingId),
    queryFn: async ({ signal }) => {
      const list = await http.get<BoostList>(`/api/v1/boosts?listing_id=${encodeURIComponent(listingId)}`, { signal });
      const pending = list.results.find((boost) => boost.status === 'pending');
      if (!pending) return list;
      const fresh = await http.get<Boost>(`/api/v1/boosts/${pending.id}`, { signal });
      return { results: list.results.map((boost) => (boost.id === fresh.id ? fresh : boost)) };
    },
    refetchInterval: (query) => (query.state.data?.results.some((boost) => boost.status === 'pending') ? PENDING_POLL_MS : false),
  });
}

export type BuyBoostInput = { listing_id: number; kind: Boost['kind']; days: 7 | 30; momo_network: MomoNetwork; momo_number: string };

export function useBuyBoost(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyBoostInput) => http.post<Boost>('/api/v1/boosts', input),
    onSuccess: (boost) => {
      queryClient.setQueryData<BoostList>(boostKeys.ofListing(listingId), (list) => ({
        results: [boost, ...(list?.results ?? []).filter((item) => item.id !== boost.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: boostKeys.ofListing(listingId) });
    },
  });
}

export function useBoostReceipt(boostId: number, enabled: boolean) {
  return useQuery({
    queryKey: boostKeys.receipt(boostId),
    queryFn: ({ signal }) => http.get<BoostReceipt>(`/api/v1/boosts/${boostId}/receipt`, { signal }),
    enabled,
  });
}
