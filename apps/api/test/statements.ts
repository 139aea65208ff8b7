import pg from 'pg';
import type { Database } from '@dwa/db/client';

// The SQL statements an app sends while a piece of a test runs, on PGlite or PostgreSQL: each
// statement costs a round trip (a socket write and a wake-up of both sides on PostgreSQL), so a
// test can hold a hot path to its count (issue 35). BEGIN and COMMIT count like any statement.

/** A message of PostgreSQL's protocol that starts a statement: Parse (extended) or Query (simple). */
const PARSE = 0x50;
const QUERY = 0x51;

/** The statement text a Parse or Query message carries, or null for any other message. */
function statementOf(message: Uint8Array): string | null {
  if (message[0] !== PARSE && message[0] !== QUERY) return null;
  let start = 5;
  // Parse: the statement's name comes first (a C string), then the text.
  if (message[0] === PARSE) start = message.indexOf(0, start) + 1;
  return new TextDecoder().decode(message.subarray(start, message.indexOf(0, start)));
}

/**
 * Records the statements `database` sends until `stop` is called, and answers their texts. On
 * PGlite every message goes through `execProtocolStream`; on PostgreSQL through `pg.Client`'s
 * `query` (every pooled connection's, the job queue's included: one test runs at a time in a worker).
 */
export function recordStatements(database: Database): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const pglite = database.pglite;
  if (pglite) {
    const original = pglite.execProtocolStream.bind(pglite);
    pglite.execProtocolStream = (message, options) => {
      const text = statementOf(message);
      if (text !== null) texts.push(text);
      return original(message, options);
    };
    return { texts, stop: () => void (pglite.execProtocolStream = original) };
  }
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config] = args as [string | { text?: string }];
    texts.push(typeof config === 'string' ? config : (config?.text ?? '?'));
    return original.apply(this, args);
  };
  return { texts, stop: () => void (prototype.query = original) };
}
