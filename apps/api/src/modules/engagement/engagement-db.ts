import type { Db } from '@dwa/db/client';

/** The database or an open transaction: every engagement query takes either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
