// The parts of a server-rendered page still waiting to hydrate (components/when-seen, ADR 050).
// A synchronous update that reaches one (a change of language: a context above every part) cannot
// hydrate it without its code: the part would keep the server's old text, or show nothing, until
// the code arrived. Whoever makes such an update loads them first; React then hydrates them before
// applying it.

const waiting = new Set<() => Promise<void>>();

/** Registers a part's loader (settled once the part has hydrated) while its server HTML waits; call the returned function once it is live. */
export function waitingPart(load: () => Promise<void>): () => void {
  waiting.add(load);
  return () => waiting.delete(load);
}

/** A part whose code never arrives (offline) holds a change of language back this long at most. */
const MOST_MS = 5000;

/** Loads every part still waiting (their code, not their data) and waits until React has hydrated them. Never rejects. */
export function loadWaitingParts(): Promise<void> {
  const all = Promise.all([...waiting].map((load) => load().catch(() => undefined))).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, MOST_MS))]);
}
