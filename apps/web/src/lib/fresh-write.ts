import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes into a cached query what the server has just told (a POST's answer, a live frame). A read
 * of the same query still on its way may have been answered before that change: landing after this
 * write, it would put the older copy back (a chat message sent in the first moment a chat is open
 * vanished so). Such a read is called off and the query read again; the write shows meanwhile.
 * With nothing cached yet, `update` gets `undefined` and may leave it so: the new read brings all.
 */
export async function writeFresh<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (old: T | undefined) => T | undefined,
): Promise<void> {
  const reading = queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
  queryClient.setQueryData<T>(queryKey, update);
  if (!reading) return;
  // Called off back to this write (TanStack keeps a manual write as the state to return to), then
  // read again; a refetch alone would join a first read rather than replace it.
  await queryClient.cancelQueries({ queryKey, exact: true });
  await queryClient.invalidateQueries({ queryKey, exact: true });
}
