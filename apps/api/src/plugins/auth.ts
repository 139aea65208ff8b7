import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { users } from '@dwa/db/schema';
import type { UserType } from '@dwa/shared/catalogue';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { verifyToken } from '../lib/tokens';
import { cookieLocale, type Locale } from '../lib/locale';

// Bearer-token authentication. `app.authenticate` requires a valid token, `app.optionalAuth`
// reads one when present; both put the caller on `request.user`. The token version is checked
// against the database so a password reset signs out every older token.

/** `locale`: the language their mail is written in (ADR 073), read with the token's check. */
export type AuthUser = { id: number; userType: UserType; email: string; name: string; locale: string };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    optionalAuth: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: UserType[]) => (request: FastifyRequest) => Promise<void>;
    /** The active user an access token belongs to, or null (expired, bad signature, old version, deactivated). */
    userFromToken: (token: string) => Promise<AuthUser | null>;
  }
}

export const ACCESS_TOKEN = 'access';

export const isAdmin = (user: AuthUser | null | undefined): boolean => user?.userType === 'ADMIN';

/**
 * The part `user` plays in something two people share (a delivery, a ride): the first of `parties`
 * (part → person's id, null until someone takes that part) that is theirs, else 'admin' for an
 * admin, else null.
 */
export function partyRole<Role extends string>(user: AuthUser, parties: Record<Role, number | null>): Role | 'admin' | null {
  for (const [role, id] of Object.entries(parties) as [Role, number | null][]) if (id !== null && id === user.id) return role;
  return isAdmin(user) ? 'admin' : null;
}

/**
 * The signed-in caller of a route guarded by `app.authenticate` or `app.requireRole`, typed as
 * present. The hook has already answered 401 when there is none; this throws the same 401 should a
 * route ever call it without the hook. Use it instead of `request.user!`, which an eslint rule forbids.
 */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError('Authentication required');
  return request.user;
}

const BEARER = [{ bearer: [] }];

/**
 * The options of one module's routes, so that each route names only what is its own: `open(schema)`
 * for a public route, `signedIn(schema)` for one behind `app.authenticate`, `admin(schema)` for one
 * behind `app.requireRole('ADMIN')` (both documented with the bearer scheme). All add the module's
 * OpenAPI `tags`.
 */
export function routeOptions(app: FastifyInstance, tags: string[]) {
  return {
    open: <S extends FastifySchema>(schema: S) => ({ schema: { tags, ...schema } }),
    signedIn: <S extends FastifySchema>(schema: S) => ({ onRequest: app.authenticate, schema: { tags, security: BEARER, ...schema } }),
    admin: <S extends FastifySchema>(schema: S) => ({ onRequest: app.requireRole('ADMIN'), schema: { tags, security: BEARER, ...schema } }),
  };
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);

  async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new UnauthorizedError('Invalid authorization header');
    const user = await signedIn(match[1], cookieLocale(request.headers.cookie));
    if (!user) throw new UnauthorizedError('Your session has expired. Please log in again.');
    return user;
  }

  /**
   * The token's person. `chosen`: the language the request's dwa_lang cookie names; when it differs
   * from the one kept for the person, it is kept (their mail is written in it, ADR 073). A write only
   * when someone changes language.
   */
  async function signedIn(token: string, chosen: Locale | null): Promise<AuthUser | null> {
    const claims = await verifyToken(token, app.deps.config.jwtSecret, ACCESS_TOKEN);
    if (!claims) return null;
    const [row] = await app.deps.db
      .select({
        id: users.id,
        userType: users.userType,
        email: users.email,
        name: users.name,
        ver: users.tokenVersion,
        isActive: users.isActive,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.id, claims.sub));
    if (!row || row.ver !== claims.ver || !row.isActive) return null;
    if (chosen && chosen !== row.locale) await app.deps.db.update(users).set({ locale: chosen }).where(eq(users.id, row.id));
    return { id: row.id, userType: row.userType, email: row.email, name: row.name, locale: chosen ?? row.locale };
  }

  const userFromToken = (token: string): Promise<AuthUser | null> => signedIn(token, null);

  app.decorate('userFromToken', userFromToken);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (!user) throw new UnauthorizedError('Authentication required');
    request.user = user;
  });

  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    request.user = await resolveUser(request).catch(() => null);
  });

  app.decorate('requireRole', (...roles: UserType[]) => async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.user || !roles.includes(request.user.userType)) throw new ForbiddenError();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['deps'] });
