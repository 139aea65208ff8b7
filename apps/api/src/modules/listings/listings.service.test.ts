import type { Db } from '@dwa/db/client';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { jpeg } from '../../../test/factories/images';
import { validFields } from '../../../test/factories/listings';
import type { ListingsRepo } from './listings.repo';
import { createListingService } from './listings.service';

// What the HTTP tests cannot easily provoke: the database failing after the photos were written.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(repo: Partial<ListingsRepo>) {
  const dir = mkdtempSync(join(tmpdir(), 'dwa-listings-'));
  dirs.push(dir);
  const storage = createDiskStorage(dir);
  // No database: every query these cases reach goes through the repo stub.
  const db = {} as Db;
  const service = createListingService({
    db,
    repo: repo as ListingsRepo,
    storage,
    now: () => new Date(),
    moderation: 'auto',
    log: { warn: () => undefined },
    onChange: () => undefined,
    contentCheck: async () => null,
    notices: { heldByRule: async () => undefined },
    audit: { record: async () => undefined },
    onLive: async () => undefined,
    onPriceDrop: async () => undefined,
    lifetime: { defaultDays: 30, expiryFor: async () => null },
    freeRenewals: 3,
  });
  const files = () => {
    try {
      return readdirSync(join(dir, 'listings'));
    } catch {
      return [];
    }
  };
  return { service, files };
}

const seller: AuthUser = { id: 1, userType: 'SELLER', email: 's@example.com', name: 'S', locale: 'en' };

describe('listing service', () => {
  it('removes the stored photos when the insert fails', async () => {
    let attempted = 0;
    const { service, files } = setup({
      insertWithImages: async (_values, images) => {
        attempted = images.length;
        throw new Error('database down');
      },
    });
    const images = [
      { filename: 'a.jpg', data: await jpeg() },
      { filename: 'b.jpg', data: await jpeg() },
    ];
    await expect(service.create(seller, async () => ({ fields: validFields, images, imageCount: 2 }))).rejects.toThrow('database down');
    expect(attempted).toBe(2);
    expect(files()).toEqual([]);
  });

  it('never reads the form of a customer', async () => {
    const { service } = setup({});
    let read = false;
    const customer: AuthUser = { ...seller, userType: 'CUSTOMER' };
    const readForm = async () => {
      read = true;
      return { fields: {}, images: [], imageCount: 0 };
    };
    await expect(service.create(customer, readForm)).rejects.toMatchObject({ statusCode: 403 });
    expect(read).toBe(false);
  });
});
