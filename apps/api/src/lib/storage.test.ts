import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../test/local-s3';
import { createDiskStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

// The storage interface's contract, run on both implementations: the disk under DATA_DIR/uploads and
// an S3 bucket (s3rver started by this file on a port of its own).

type Store = { storage: Storage; close: () => Promise<void> };

const implementations: Array<[string, () => Promise<Store>]> = [
  [
    'disk',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'dwa-store-'));
      return { storage: createDiskStorage(join(dir, 'uploads')), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const server = await startLocalS3();
      const storage = createS3Storage(server.config);
      return {
        storage,
        close: async () => {
          storage.close?.();
          await server.close();
        },
      };
    },
  ],
];

describe.each(implementations)('the %s storage', (_name, make) => {
  let store: Store;
  let storage: Storage;
  beforeAll(async () => {
    store = await make();
    storage = store.storage;
  });
  afterAll(() => store?.close());

  it('gives back what was put, byte for byte', async () => {
    const body = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
    await storage.put('listings/abc-320.webp', body, 'image/webp');
    expect(await storage.get('listings/abc-320.webp')).toEqual(body);
    expect(await storage.exists('listings/abc-320.webp')).toBe(true);
  });

  it('answers a missing key with null and false, not an error', async () => {
    expect(await storage.get('listings/never-320.webp')).toBeNull();
    expect(await storage.exists('listings/never-320.webp')).toBe(false);
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('profile_pictures/same.webp', Buffer.from('first'), 'image/webp');
    await storage.put('profile_pictures/same.webp', Buffer.from('second'), 'image/webp');
    expect((await storage.get('profile_pictures/same.webp'))?.toString()).toBe('second');
  });

  it('removes keys, and a key that is not there is no error', async () => {
    await storage.put('chat/a-320.webp', Buffer.from('a'), 'image/webp');
    await storage.put('chat/a-640.webp', Buffer.from('b'), 'image/webp');
    await storage.put('chat/kept-320.webp', Buffer.from('c'), 'image/webp');
    await storage.remove(['chat/a-320.webp', 'chat/a-640.webp', 'chat/not-there.webp']);
    expect(await storage.get('chat/a-320.webp')).toBeNull();
    expect(await storage.exists('chat/a-640.webp')).toBe(false);
    expect(await storage.exists('chat/kept-320.webp')).toBe(true);
    await storage.remove([]);
  });

  it('keeps a large file whole', async () => {
    const large = Buffer.alloc(12 * 1024 * 1024);
    for (let index = 0; index < large.length; index += 4096) large.writeUInt32BE(index, index);
    await storage.put('listings/large-1280.webp', large, 'image/webp');
    const back = await storage.get('listings/large-1280.webp');
    expect(back?.length).toBe(large.length);
    expect(back?.equals(large)).toBe(true);
  });

  it('keeps nested keys apart (link previews beside the photos)', async () => {
    await storage.put('listings/p1.jpg', Buffer.from('photo'), 'image/jpeg');
    await storage.put('previews/listings/p1.jpg', Buffer.from('preview'), 'image/jpeg');
    expect((await storage.get('listings/p1.jpg'))?.toString()).toBe('photo');
    expect((await storage.get('previews/listings/p1.jpg'))?.toString()).toBe('preview');
  });

  it('names each key at its /static URL path', () => {
    expect(storage.url('listings/abc-320.webp')).toBe('/static/listings/abc-320.webp');
  });

  it('refuses keys that could leave the store or name a folder', async () => {
    for (const key of [
      '../jwt-secret',
      'listings/../../etc/passwd',
      '/etc/passwd',
      'listings',
      'listings/a b.webp',
      'Listings/x.webp',
      'listings/.hidden',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.remove([key])).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('lists every key it holds with when it was written, and nothing else', async () => {
    const before = Date.now() - 60_000;
    await storage.put('delivery/listed-320.webp', Buffer.from('d'), 'image/webp');
    const listed = new Map<string, Date>();
    for await (const object of storage.list()) listed.set(object.key, object.modifiedAt);
    expect(listed.has('delivery/listed-320.webp')).toBe(true);
    expect(listed.has('previews/listings/p1.jpg')).toBe(true);
    expect(listed.get('delivery/listed-320.webp')!.getTime()).toBeGreaterThan(before);
    expect([...listed.keys()].every((key) => !key.split('/').some((part) => part.startsWith('.')))).toBe(true);
  });

  it('opens a remote file with its content type and length, or null when missing', async () => {
    if (!storage.open) return expect(storage.root).toBeDefined();
    await storage.put('listings/typed.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const found = await storage.open('listings/typed.jpg');
    expect(found).toMatchObject({ contentType: 'image/jpeg', contentLength: 10 });
    found?.body.destroy();
    expect(await storage.open('listings/missing.jpg')).toBeNull();
  });
});

describe('the disk storage, on a crash mid-write', () => {
  let dir: string;
  let storage: Storage;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dwa-store-'));
    storage = createDiskStorage(join(dir, 'uploads'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes through a temporary file, so a key never names half a file and no temporary file stays', async () => {
    await storage.put('listings/whole-320.webp', Buffer.alloc(100_000, 7), 'image/webp');
    expect(readdirSync(join(dir, 'uploads/listings'))).toEqual(['whole-320.webp']);
  });

  it('removes temporary files older than the date (a write a crash cut short), and lists none', async () => {
    const folder = join(dir, 'uploads/listings');
    const stale = join(folder, '.cut-320.webp.0123456789ab.tmp');
    const fresh = join(folder, '.young-320.webp.ba9876543210.tmp');
    writeFileSync(stale, 'half');
    writeFileSync(fresh, 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(stale, hourAgo, hourAgo);
    const listed: string[] = [];
    for await (const object of storage.list()) listed.push(object.key);
    expect(listed).toEqual(['listings/whole-320.webp']);
    expect(await storage.removeTemporary!(new Date(Date.now() - 60_000))).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
