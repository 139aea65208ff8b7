import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailer } from '../../lib/mailer';
import { createRateLimiter } from '../../lib/rate-limit';
import { createAccountsService, type AccountsDeps } from './accounts.service';
import authRoutes from './auth.routes';
import { createPasswordResetService } from './password-reset.service';
import { createProfileService } from './profile.service';
import usersRoutes from './users.routes';

// The accounts module: builds its services once from the app's deps, then registers its routes.

const accountsModule: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app.deps;
  // Through app.deps at call time, so a test can move the clock.
  const now = () => app.deps.now();
  const deps: AccountsDeps = {
    db,
    config,
    storage,
    now,
    mailer: createMailer({ config, db, log: app.log, now }),
    limiter: createRateLimiter(db, now),
    log: app.log,
  };

  // OAuth2 clients sign in with a form-urlencoded body; only these routes accept it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  await app.register(authRoutes, { accounts: createAccountsService(deps), reset: createPasswordResetService(deps), storage });
  await app.register(usersRoutes, { profile: createProfileService(deps), storage });
};

export default accountsModule;
