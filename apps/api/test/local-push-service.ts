import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from './helpers';

// A local stand-in for a browser's push service (FCM, Mozilla autopush), speaking the Web Push
// protocol as the `web-push` library does: an HTTPS POST to the subscription's endpoint with a
// VAPID `Authorization: vapid t=<ES256 JWT>, k=<public key>` (RFC 8292), `TTL` and `Urgency`
// headers (RFC 8030) and an aes128gcm body encrypted to the browser's keys (RFC 8291). It checks the
// signature and claims, decrypts the body with the browser's private key (made here, as a browser
// would), and answers 201 Created, or the status a test chose for an endpoint (404, 410, 500).

export type BrowserKeys = { p256dh: string; auth: string; ecdh: ECDH; authSecret: Buffer };

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url'), ecdh, authSecret };
}

/** RFC 8291 (Message Encryption for Web Push) over RFC 8188's aes128gcm, one record. */
function decrypt(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=..., k=...`: an ES256 JWT signed by k, for this origin, not expired. Returns k. */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [token, k] = [match[1]!, match[2]!];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (alg !== 'ES256' || aud !== origin || exp * 1000 < Date.now() || !/^(mailto:|https:)/.test(sub))
    throw new Error('VAPID claims are wrong');
  return k;
}

export type ReceivedPush = { path: string; ttl: number; urgency: string | undefined; vapidKey: string; payload: unknown; bytes: number };

export async function startLocalPushService() {
  const dir = mkdtempSync(join(tmpdir(), 'dwa-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });

  const browsers = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];

  const server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        const vapidKey = checkVapid(request.headers.authorization, `https://127.0.0.1:${port}`);
        const browser = browsers.get(path);
        if (!browser) throw new Error(`unknown subscription ${path}`);
        const body = Buffer.concat(chunks);
        if (body.length > 4096) throw new Error('payload too large');
        const status = answers.get(path) ?? 201;
        if (status === 201)
          received.push({
            path,
            ttl,
            urgency: request.headers.urgency as string | undefined,
            vapidKey,
            payload: JSON.parse(decrypt(body, browser)),
            bytes: body.length,
          });
        response.writeHead(status, status === 201 ? { location: `${path}/messages/${received.length}` } : {}).end();
      } catch (error) {
        errors.push(String(error));
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let next = 0;

  return {
    /** Trusts the stand-in's certificate (web-push's `agent` option). */
    agent: new Agent({ ca: cert }),
    cert,
    /** A new browser subscription at this service: what PushSubscription.toJSON() would give. */
    subscribe() {
      next += 1;
      const path = `/push/${next}`;
      const keys = browserKeys();
      browsers.set(path, keys);
      return { endpoint: `https://127.0.0.1:${port}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    /** From now on the service answers `status` for this endpoint (404/410: the subscription is gone). */
    answer(endpoint: string, status: number) {
      answers.set(new URL(endpoint).pathname, status);
    },
    received,
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A push the sandbox sender recorded (`GET /api/v1/dev/push`): what a person's device would be sent. */
export type SandboxPush = {
  user_id: number;
  endpoint: string;
  payload: { title: string; body: string | null; url: string; kind: string; tag: string | null };
  ttl: number;
  urgency: string;
};

/**
 * The test app's sandbox push (config push on, no push service): a browser subscription for a
 * person (keys made as a browser would, an endpoint of its own), registered through the API, and what
 * the sandbox sender recorded for them. `appOf` gives the app once the test's beforeAll made it.
 */
export function sandboxPush(appOf: () => TestContext['app']) {
  let endpoints = 0;
  /** What PushSubscription.toJSON() gives in a browser, at a push service of its own. */
  function browserSubscription() {
    endpoints += 1;
    const keys = browserKeys();
    return {
      endpoint: `https://push.example.test/send/${endpoints}-${keys.auth}`,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    };
  }
  return {
    browserSubscription,
    /** Registers a new device for `who` (201, or the test fails here). */
    async subscribe(who: { auth: Record<string, string> }) {
      const subscription = browserSubscription();
      const res = await appOf().inject({ method: 'POST', url: '/api/v1/push/subscriptions', headers: who.auth, payload: subscription });
      if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
      return { ...subscription, id: (res.json() as { id: number }).id };
    },
    /** Every push recorded for this person, oldest first. */
    pushedTo: async (who: { id: number }) =>
      (await appOf().inject({ method: 'GET', url: `/api/v1/dev/push?user_id=${who.id}` })).json() as SandboxPush[],
  };
}
