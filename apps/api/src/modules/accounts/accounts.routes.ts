import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsService } from './accounts.service';
import authRoutes from './auth.routes';
import type { PasswordResetService } from './password-reset.service';
import phoneRoutes from './phone.routes';
import type { PhoneService } from './phone.service';
import type { ProfileService } from './profile.service';
import usersRoutes from './users.routes';

// The accounts module's routes, with the services the composition root built (apps/api/src/services.ts).

type AccountsRoutesOptions = {
  accounts: AccountsService;
  passwordReset: PasswordResetService;
  profile: ProfileService;
  phone: PhoneService;
};

const accountsModule: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { accounts, passwordReset, profile, phone }) => {
  const { storage } = app.deps;

  // OAuth2 clients sign in with a form-urlencoded body; only these routes accept it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  await app.register(authRoutes, { accounts, reset: passwordReset, storage });
  await app.register(usersRoutes, { profile, storage });
  await app.register(phoneRoutes, { phone, storage });
};

export default accountsModule;
