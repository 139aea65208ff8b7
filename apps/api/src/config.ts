import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

// The one module that reads process.env (CONVENTIONS.md).

/** Sign-ups per IP an hour and sign-ins per IP per 15 minutes, unless the environment says otherwise. */
const REGISTER_PER_IP_DEFAULT = 20;
const LOGIN_PER_IP_DEFAULT = 100;

/** Connections per process: a search holds one for about a millisecond, so 20 keep 50 concurrent requests from queueing on a 2-core server. */
const DEFAULT_POOL_SIZE = 20;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** API processes on one port (node:cluster); more than one needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Worker threads per process that render the public pages (ADR 085); 0 renders on the API's thread. Default: the cores but one, 1 to 4. */
  RENDER_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections each API process may open (its pool); PGlite has one. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
  /** Redis for what several API processes share: rate limits and real-time fan-out (else PostgreSQL). */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key and channel, so several installs (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('dwa:'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dwa <no-reply@dwa.gh>'),
  /** Tries a mail gets (exponential backoff between them) before it is marked failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(8),
  /** The platform's commission on sales, deliveries and rides (a category may have its own, set in the admin console). */
  COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(5),
  /** A paid boost's default price in cedis per kind and days (ADR 072; the admin console may change each). */
  BOOST_PRICE_FEATURED_7: z.coerce.number().positive().max(10_000).default(25),
  BOOST_PRICE_FEATURED_30: z.coerce.number().positive().max(10_000).default(80),
  BOOST_PRICE_URGENT_7: z.coerce.number().positive().max(10_000).default(10),
  BOOST_PRICE_URGENT_30: z.coerce.number().positive().max(10_000).default(30),
  /** The smallest payout, in cedis. */
  PAYOUT_MINIMUM: z.coerce.number().min(1).max(10_000).default(10),
  /** Days after delivery that a paid order's money is released to the seller and courier, unless the buyer confirms sooner or disputes. */
  ESCROW_RELEASE_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  /** Days after delivery that a buyer may review the seller (issue 32). */
  REVIEW_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Jobs (mail, payment checks, announcements) one API process runs at once. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How long a running job's lock holds before another process may take it over (its own died). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  LISTING_MODERATION: z.enum(['auto', 'manual']).default('auto'),
  /** Days a classified ad stays live before it expires (a category may have its own, set in the admin console; ADR 066). */
  LISTING_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Free renewals per listing; past them the owner reposts. */
  LISTING_FREE_RENEWALS: z.coerce.number().int().min(0).max(100).default(3),
  SEED_DEMO: z.enum(['auto', 'off']).default('auto'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Sign-ups one IP may make an hour, and sign-ins per 15 minutes (the journeys' server raises them: one machine signs everyone up). */
  REGISTER_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(REGISTER_PER_IP_DEFAULT),
  LOGIN_PER_IP_PER_15_MIN: z.coerce.number().int().min(1).max(100_000).default(LOGIN_PER_IP_DEFAULT),
  PAYSTACK_SECRET_KEY: z.string().min(10, 'PAYSTACK_SECRET_KEY looks too short').optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  SELLER_APPROVAL: z.enum(['auto', 'manual']).default('auto'),
  SANDBOX_APPROVAL_MS: z.coerce.number().int().min(0).max(120_000).default(4000),
  /** Outside development, /api/metrics answers only to `Authorization: Bearer <METRICS_TOKEN>` (off without it). */
  /** Password hashes one process runs at once (argon2id: ~20 ms and 19 MiB each, ADR 065), and how many more may wait before a 503. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(128),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Content translation (issue 17): off without a provider; libretranslate needs TRANSLATE_URL, google needs TRANSLATE_API_KEY. */
  TRANSLATE_PROVIDER: z.enum(['libretranslate', 'google']).optional(),
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  /** Text messages (ADR 063): sandbox (the dev outbox; the default outside production), arkesel or hubtel. */
  SMS_PROVIDER: z.enum(['sandbox', 'arkesel', 'hubtel']).optional(),
  /** The sender name people see (registered with the provider, at most 11 characters). */
  SMS_SENDER: z.string().trim().min(1).max(11).default('Dwa'),
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(6),
  ARKESEL_API_KEY: z.string().min(8, 'ARKESEL_API_KEY looks too short').optional(),
  ARKESEL_BASE_URL: z.string().url().default('https://sms.arkesel.com'),
  HUBTEL_CLIENT_ID: z.string().min(1).optional(),
  HUBTEL_CLIENT_SECRET: z.string().min(1).optional(),
  HUBTEL_BASE_URL: z.string().url().default('https://smsc.hubtel.com'),
  /**
   * Verified ID (ADR 069): sandbox (the provider's test numbers; the default outside production),
   * smile_id (needs SMILE_ID_PARTNER_ID and SMILE_ID_API_KEY), or manual (admins review; the default in production).
   */
  ID_VERIFICATION_PROVIDER: z.enum(['sandbox', 'smile_id', 'manual']).optional(),
  SMILE_ID_PARTNER_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'SMILE_ID_PARTNER_ID is a number')
    .optional(),
  SMILE_ID_API_KEY: z.string().min(16, 'SMILE_ID_API_KEY looks too short').optional(),
  SMILE_ID_BASE_URL: z.string().url().default('https://testapi.smileidentity.com'),
  /** Where Smile ID posts results; by default PUBLIC_URL + /api/v1/verification/smile-id/callback. */
  SMILE_ID_CALLBACK_URL: z.string().url().optional(),
  /** Hours the selfie and card photo are kept after the decision (then a scheduled job deletes them). */
  ID_PHOTO_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(24),
  /** The key of the card numbers' HMAC (at least 32 characters); derived from JWT_SECRET when not set. */
  ID_HASH_SECRET: z.string().min(32, 'ID_HASH_SECRET must be at least 32 characters').optional(),
  /** The key of the mail unsubscribe links' HMAC (at least 32 characters; ADR 073); derived from JWT_SECRET when not set. */
  UNSUBSCRIBE_SECRET: z.string().min(32, 'UNSUBSCRIBE_SECRET must be at least 32 characters').optional(),
  /** Where uploaded files go: DATA_DIR/uploads (disk), or an S3-compatible bucket (s3, the S3_* variables). */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  /** The bucket's public address: /static/<key> then redirects there instead of streaming through the API. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Web push (ADR 064): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints) and a contact (mailto: or https:). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .optional(),
  /** webpush sends through the browsers' push services; sandbox records what would be sent (/api/v1/dev/push). */
  PUSH_PROVIDER: z.enum(['webpush', 'sandbox']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type RateRule = { limit: number; windowMs: number };

/** Account-protection limits (issue 3): per-account limits are tight, per-IP ones generous. Tests lower them. */
export type AuthLimits = {
  loginFailuresPerAccount: RateRule;
  loginPerIp: RateRule;
  registerPerIp: RateRule;
  otpSendPerAccount: RateRule;
  resetPerAccount: RateRule;
  /** Wrong tries before a one-time code is dead. */
  otpMaxAttempts: number;
  /** SMS codes (ADR 063): the wait before another code to the same number, and ceilings per number and per IP. */
  smsResendCooldown: RateRule;
  smsPerNumber: RateRule;
  smsPerIp: RateRule;
  /** Wrong SMS sign-in codes per number before it must wait (each code also dies after otpMaxAttempts). */
  smsVerifyPerNumber: RateRule;
};

const MINUTE = 60_000;
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: LOGIN_PER_IP_DEFAULT, windowMs: 15 * MINUTE },
  registerPerIp: { limit: REGISTER_PER_IP_DEFAULT, windowMs: 60 * MINUTE },
  otpSendPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  otpMaxAttempts: 5,
  smsResendCooldown: { limit: 1, windowMs: MINUTE },
  smsPerNumber: { limit: 5, windowMs: 60 * MINUTE },
  smsPerIp: { limit: 30, windowMs: 60 * MINUTE },
  smsVerifyPerNumber: { limit: 15, windowMs: 60 * MINUTE },
};

/** Uploaded files: on the disk under DATA_DIR/uploads, or in an S3-compatible bucket (docs/decisions/041). */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** Unset: AWS S3 itself. */
      endpoint?: string;
      bucket: string;
      region: string;
      /** Unset: the SDK's own credential chain (instance role, AWS_* variables). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      publicUrl?: string;
    };

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  /** API processes sharing the port (node:cluster, server.ts); 1 runs the API in this process. */
  workers: number;
  /** RENDER_THREADS: worker threads that render pages (undefined: pages.renderer's default). */
  renderThreads?: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  storage: StorageConfig;
  databaseUrl?: string;
  /** PostgreSQL connections of this process's pool (DATABASE_POOL_SIZE); with WORKERS, each process has its own. */
  databasePoolSize: number;
  redisUrl?: string;
  redisKeyPrefix: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Tries a mail gets before it is marked failed. */
  mailMaxAttempts: number;
  /** Signs the one-click unsubscribe links of digest mails (ADR 073); never sent to a client. */
  unsubscribeSecret: string;
  publicUrl?: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  webDist: string;
  listingModeration: Env['LISTING_MODERATION'];
  /** A classified ad's lifetime in days, and its free renewals (ADR 066). */
  listingTtlDays: number;
  listingFreeRenewals: number;
  seedDemo: boolean;
  /** Per-IP ceiling on /api requests; generous because carriers put many people behind one IP. */
  apiRateLimitPerMinute: number;
  /** Request body limit for JSON; multipart has its own per-file limits. */
  bodyLimit: number;
  authLimits: AuthLimits;
  /** Chat messages one person may send per window (issue 7). */
  chatSendLimit: RateRule;
  /** New conversations one person may start per window (each may send an intro and a notification). */
  chatStartLimit: RateRule;
  /** Delivery chat messages one person may send per window (issue 8). */
  deliveryChatSendLimit: RateRule;
  /** Delivery issue reports (support tickets) one person may file per window (issue 8). */
  deliveryIssueLimit: RateRule;
  /**
   * Mobile Money: Paystack when PAYSTACK_SECRET_KEY is set; otherwise the sandbox outside production
   * (approve-on-phone after SANDBOX_APPROVAL_MS), and none in production (checkout offers cash only).
   */
  payments: { provider: 'paystack' | 'sandbox' | 'none'; paystackSecretKey?: string; paystackBaseUrl: string; sandboxApprovalMs: number };
  /** Checkouts one buyer may place per window. */
  checkoutLimit: RateRule;
  /** auto: a verified applicant becomes a seller at once; manual: an admin decides. */
  sellerApproval: Env['SELLER_APPROVAL'];
  /** The platform's commission, in percent (a category may have its own). */
  commissionPercent: number;
  /** The smallest payout, in pesewas (PAYOUT_MINIMUM is in cedis). */
  payoutMinimumPesewas: number;
  /** Paid boosts' default prices in pesewas, by `${kind}:${days}` (ADR 072). */
  boostPrices: Record<'featured:7' | 'featured:30' | 'urgent:7' | 'urgent:30', number>;
  /** Payout method changes one person may try per window (each checks the password). */
  payoutMethodLimit: RateRule;
  /** Days after delivery before a paid order's money is released (ADR 057). */
  escrowReleaseDays: number;
  /** Days after delivery that a buyer may review the seller (issue 32). */
  reviewWindowDays: number;
  /** Take jobs from the queue in this process (lib/jobs.ts, ADR 056); tests drain it themselves. */
  backgroundJobs: boolean;
  /** The job queue's runner: jobs at once per process, the lease of a running job, the poll for due ones. */
  jobs: { concurrency: number; leaseMs: number; pollMs: number };
  /**
   * Prometheus metrics at /api/metrics: open in development (unless a token is set), otherwise off
   * unless METRICS_TOKEN is set, and then only with that bearer token.
   */
  metrics: { enabled: boolean; token?: string };
  /** At most `concurrency` password hashes at once per process, `maxWaiting` more in line; the rest get a 503. */
  passwordHashing: { concurrency: number; maxWaiting: number };
  /**
   * Text messages (ADR 063): the provider, its keys and the sender name. Without SMS_PROVIDER the
   * sandbox (codes readable at /api/v1/dev/sms outside production).
   */
  sms: {
    provider: 'sandbox' | 'arkesel' | 'hubtel';
    sender: string;
    maxAttempts: number;
    arkesel?: { apiKey: string; baseUrl: string };
    hubtel?: { clientId: string; clientSecret: string; baseUrl: string };
  };
  /** Content translation: the provider (null: the Translate action is not offered), its key (server-side only), timeout and per-person limit. */
  translate: { provider: 'libretranslate' | 'google' | null; url?: string; apiKey?: string; timeoutMs: number; limit: RateRule };
  /**
   * Web push (ADR 064): the VAPID keys from the environment, or outside production made once and
   * kept in DATA_DIR/vapid.json; none in production without them (push is off). webpush sends for
   * real; sandbox (the default outside production) records what would be sent.
   */
  push: { provider: 'webpush' | 'sandbox' | 'none'; vapid: VapidKeys | null };
  /** Verified ID (ADR 069): who checks, how long photos outlive the decision, the card numbers' HMAC key. */
  idVerification: {
    provider: 'sandbox' | 'smile_id' | 'manual';
    retentionHours: number;
    hashSecret: string;
    smileId?: { partnerId: string; apiKey: string; baseUrl: string; callbackUrl: string };
  };
};

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const DEV_VAPID_SUBJECT = 'mailto:dev@dwa.gh';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A P-256 key pair for development, made once and kept beside the JWT secret (never in the repo). */
function loadOrCreateVapid(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url'), subject: DEV_VAPID_SUBJECT };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function pushConfig(env: Env, isProduction: boolean, dataDir: string): Config['push'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey !== !privateKey) throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  if (publicKey && privateKey) {
    if (isProduction && !subject) throw new Error('Invalid configuration:\n  VAPID_SUBJECT is required with the VAPID keys in production');
    return {
      provider: env.PUSH_PROVIDER ?? (isProduction ? 'webpush' : 'sandbox'),
      vapid: { publicKey, privateKey, subject: subject ?? DEV_VAPID_SUBJECT },
    };
  }
  if (isProduction) return { provider: 'none', vapid: null };
  return { provider: env.PUSH_PROVIDER ?? 'sandbox', vapid: loadOrCreateVapid(dataDir) };
}

function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE === 'disk') return { kind: 'disk' };
  if (!env.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET is required with STORAGE=s3');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    // A self-hosted endpoint (MinIO, Garage, SeaweedFS) rarely has a DNS name per bucket.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? ['true', '1'].includes(env.S3_FORCE_PATH_STYLE) : env.S3_ENDPOINT !== undefined,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.JWT_SECRET) throw new Error('Invalid configuration:\n  JWT_SECRET is required in production');
  const dataDir = resolve(env.DATA_DIR);
  if (env.TRANSLATE_PROVIDER === 'libretranslate' && !env.TRANSLATE_URL)
    throw new Error('Invalid configuration:\n  TRANSLATE_URL is required with TRANSLATE_PROVIDER=libretranslate');
  if (env.TRANSLATE_PROVIDER === 'google' && !env.TRANSLATE_API_KEY)
    throw new Error('Invalid configuration:\n  TRANSLATE_API_KEY is required with TRANSLATE_PROVIDER=google');
  if (env.SMS_PROVIDER === 'arkesel' && !env.ARKESEL_API_KEY)
    throw new Error('Invalid configuration:\n  ARKESEL_API_KEY is required with SMS_PROVIDER=arkesel');
  if (env.SMS_PROVIDER === 'hubtel' && !(env.HUBTEL_CLIENT_ID && env.HUBTEL_CLIENT_SECRET)) {
    throw new Error('Invalid configuration:\n  HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET are required with SMS_PROVIDER=hubtel');
  }
  if (env.ID_VERIFICATION_PROVIDER === 'smile_id' && !(env.SMILE_ID_PARTNER_ID && env.SMILE_ID_API_KEY)) {
    throw new Error(
      'Invalid configuration:\n  SMILE_ID_PARTNER_ID and SMILE_ID_API_KEY are required with ID_VERIFICATION_PROVIDER=smile_id',
    );
  }
  const jwtSecret = env.JWT_SECRET ?? loadOrCreateSecret(dataDir);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    workers: env.WORKERS,
    ...(env.RENDER_THREADS === undefined ? {} : { renderThreads: env.RENDER_THREADS }),
    host: env.HOST,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    storage: storageConfig(env),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    jwtSecret,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailMaxAttempts: env.MAIL_MAX_ATTEMPTS,
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET ?? createHmac('sha256', jwtSecret).update('dwa:mail-unsubscribe').digest('base64url'),
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: resolve(env.WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist')),
    listingModeration: env.LISTING_MODERATION,
    listingTtlDays: env.LISTING_TTL_DAYS,
    listingFreeRenewals: env.LISTING_FREE_RENEWALS,
    seedDemo: !isProduction && env.SEED_DEMO === 'auto',
    apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    bodyLimit: 1024 * 1024,
    authLimits: {
      ...DEFAULT_AUTH_LIMITS,
      registerPerIp: { ...DEFAULT_AUTH_LIMITS.registerPerIp, limit: env.REGISTER_PER_IP_PER_HOUR },
      loginPerIp: { ...DEFAULT_AUTH_LIMITS.loginPerIp, limit: env.LOGIN_PER_IP_PER_15_MIN },
    },
    chatSendLimit: { limit: 60, windowMs: MINUTE },
    chatStartLimit: { limit: 30, windowMs: 60 * MINUTE },
    deliveryChatSendLimit: { limit: 60, windowMs: MINUTE },
    deliveryIssueLimit: { limit: 10, windowMs: 60 * MINUTE },
    payments: {
      provider: env.PAYSTACK_SECRET_KEY ? 'paystack' : isProduction ? 'none' : 'sandbox',
      paystackSecretKey: env.PAYSTACK_SECRET_KEY,
      paystackBaseUrl: env.PAYSTACK_BASE_URL,
      sandboxApprovalMs: env.SANDBOX_APPROVAL_MS,
    },
    checkoutLimit: { limit: 30, windowMs: 60 * MINUTE },
    commissionPercent: env.COMMISSION_PERCENT,
    escrowReleaseDays: env.ESCROW_RELEASE_DAYS,
    reviewWindowDays: env.REVIEW_WINDOW_DAYS,
    payoutMinimumPesewas: Math.round(env.PAYOUT_MINIMUM * 100),
    boostPrices: {
      'featured:7': Math.round(env.BOOST_PRICE_FEATURED_7 * 100),
      'featured:30': Math.round(env.BOOST_PRICE_FEATURED_30 * 100),
      'urgent:7': Math.round(env.BOOST_PRICE_URGENT_7 * 100),
      'urgent:30': Math.round(env.BOOST_PRICE_URGENT_30 * 100),
    },
    payoutMethodLimit: { limit: 10, windowMs: 60 * MINUTE },
    backgroundJobs: env.NODE_ENV !== 'test',
    jobs: { concurrency: env.JOBS_CONCURRENCY, leaseMs: env.JOB_LEASE_SECONDS * 1000, pollMs: 2000 },
    sellerApproval: env.SELLER_APPROVAL,
    passwordHashing: { concurrency: env.PASSWORD_HASH_CONCURRENCY, maxWaiting: env.PASSWORD_HASH_QUEUE },
    metrics: { enabled: env.NODE_ENV === 'development' || env.METRICS_TOKEN !== undefined, token: env.METRICS_TOKEN },
    sms: {
      provider: env.SMS_PROVIDER ?? 'sandbox',
      sender: env.SMS_SENDER,
      maxAttempts: env.SMS_MAX_ATTEMPTS,
      arkesel: env.ARKESEL_API_KEY ? { apiKey: env.ARKESEL_API_KEY, baseUrl: env.ARKESEL_BASE_URL } : undefined,
      hubtel:
        env.HUBTEL_CLIENT_ID && env.HUBTEL_CLIENT_SECRET
          ? { clientId: env.HUBTEL_CLIENT_ID, clientSecret: env.HUBTEL_CLIENT_SECRET, baseUrl: env.HUBTEL_BASE_URL }
          : undefined,
    },
    translate: {
      provider: env.TRANSLATE_PROVIDER ?? null,
      url: env.TRANSLATE_URL,
      apiKey: env.TRANSLATE_API_KEY,
      timeoutMs: 8000,
      limit: { limit: 60, windowMs: 10 * MINUTE },
    },
    push: pushConfig(env, isProduction, dataDir),
    idVerification: {
      provider: env.ID_VERIFICATION_PROVIDER ?? (isProduction ? 'manual' : 'sandbox'),
      retentionHours: env.ID_PHOTO_RETENTION_HOURS,
      hashSecret: env.ID_HASH_SECRET ?? createHmac('sha256', jwtSecret).update('dwa:id-card-numbers').digest('base64url'),
      smileId:
        env.SMILE_ID_PARTNER_ID && env.SMILE_ID_API_KEY
          ? {
              partnerId: env.SMILE_ID_PARTNER_ID,
              apiKey: env.SMILE_ID_API_KEY,
              baseUrl: env.SMILE_ID_BASE_URL.replace(/\/+$/, ''),
              callbackUrl:
                env.SMILE_ID_CALLBACK_URL ??
                `${(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')}/api/v1/verification/smile-id/callback`,
            }
          : undefined,
    },
  };
}
