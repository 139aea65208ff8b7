import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { writeFresh } from './fresh-write';

// The driver opened a ride's chat and sent at once: the chat's first read, answered before the
// message was stored, landed after the POST's answer and the message vanished (CI, stop 44).

type Reads = { answer: (list: string[]) => void; count: number };

/** A watched query whose every read waits for `answer`, as a chat open on screen. */
function watched(client: QueryClient, reads: Reads) {
  const observer = new QueryObserver<string[]>(client, {
    queryKey: ['chat', 1],
    queryFn: () =>
      new Promise<string[]>((resolve) => {
        reads.count += 1;
        reads.answer = resolve;
      }),
  });
  const off = observer.subscribe(() => {});
  return { observer, off };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('writeFresh', () => {
  it('a plain setQueryData is lost under a read already on its way (the defect)', async () => {
    const client = new QueryClient();
    const reads: Reads = { answer: () => {}, count: 0 };
    const { off } = watched(client, reads);
    await settled();
    client.setQueryData<string[]>(['chat', 1], (list) => [...(list ?? []), 'sent']);
    reads.answer([]);
    await settled();
    expect(client.getQueryData(['chat', 1])).toEqual([]);
    off();
  });

  it('keeps the write and reads again when a read is on its way', async () => {
    const client = new QueryClient();
    const reads: Reads = { answer: () => {}, count: 0 };
    const { off } = watched(client, reads);
    await settled();
    const older = reads.answer;
    const written = writeFresh<string[]>(client, ['chat', 1], (list) => [...(list ?? []), 'sent']);
    expect(client.getQueryData(['chat', 1])).toEqual(['sent']);
    older([]);
    await settled();
    expect(client.getQueryData(['chat', 1])).toEqual(['sent']);
    expect(reads.count).toBe(2);
    reads.answer(['hello', 'sent']);
    await written;
    expect(client.getQueryData(['chat', 1])).toEqual(['hello', 'sent']);
    off();
  });

  it('only writes when nothing is on its way', async () => {
    const client = new QueryClient();
    const reads: Reads = { answer: () => {}, count: 0 };
    const { off } = watched(client, reads);
    await settled();
    reads.answer(['hello']);
    await settled();
    await writeFresh<string[]>(client, ['chat', 1], (list) => [...(list ?? []), 'sent']);
    expect(client.getQueryData(['chat', 1])).toEqual(['hello', 'sent']);
    expect(reads.count).toBe(1);
    off();
  });

  it('a live copy that comes before the first answer is not lost: the chat is read again', async () => {
    const client = new QueryClient();
    const reads: Reads = { answer: () => {}, count: 0 };
    const { off } = watched(client, reads);
    await settled();
    const first = reads.answer;
    const written = writeFresh<string[]>(client, ['chat', 1], (list) => (list ? [...list, 'live'] : list));
    first([]);
    await settled();
    expect(reads.count).toBe(2);
    expect(client.getQueryData(['chat', 1])).toBeUndefined();
    reads.answer(['live']);
    await written;
    expect(client.getQueryData(['chat', 1])).toEqual(['live']);
    off();
  });
});
