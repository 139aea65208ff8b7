import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { auditRowsFor } from '../../../test/factories/moderation';

// An admin may edit, switch off or delete another person's listing through the owner's endpoints;
// each of those writes one audit row (the admin, the listing, before and after). The owner's own
// changes are not admin decisions and write none.

let ctx: TestContext;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [seller, admin] = await Promise.all([createUser(ctx, { userType: 'SELLER' }), createUser(ctx, { userType: 'ADMIN' })]);
});
afterAll(() => ctx.close());

const edit = (id: number, user: TestUser, title: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/classifieds/${id}`, headers: user.auth, payload: { title } });
const toggle = (id: number, user: TestUser, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/classifieds/${id}/status`, headers: user.auth, payload: { status } });
const remove = (id: number, user: TestUser) => ctx.app.inject({ method: 'DELETE', url: `/api/v1/classifieds/${id}`, headers: user.auth });

describe("an admin's change to another person's listing", () => {
  it('writes one audit row per edit, status change and delete, with the admin as the actor', async () => {
    const id = await createListing(ctx, seller, { title: 'Carved stool' });

    expect((await edit(id, admin, 'Carved Ashanti stool')).statusCode).toBe(200);
    let rows = await auditRowsFor(ctx, 'listing', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorKind: 'admin',
      action: 'listing.edited',
      before: { title: 'Carved stool', status: 'active', user_id: seller.id },
      after: { title: 'Carved Ashanti stool', status: 'active' },
    });

    expect((await toggle(id, admin, 'inactive')).statusCode).toBe(200);
    rows = await auditRowsFor(ctx, 'listing', id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.action === 'listing.status_changed')).toMatchObject({
      actorId: admin.id,
      before: { status: 'active' },
      after: { status: 'inactive' },
    });

    expect((await remove(id, admin)).statusCode).toBe(204);
    rows = await auditRowsFor(ctx, 'listing', id);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.action === 'listing.deleted')).toMatchObject({
      actorId: admin.id,
      before: { title: 'Carved Ashanti stool', status: 'inactive' },
      after: null,
    });
  });

  it("writes none for the owner's own changes", async () => {
    const id = await createListing(ctx, seller, { title: 'Brass bowl' });
    expect((await edit(id, seller, 'Brass bowl, large')).statusCode).toBe(200);
    expect((await toggle(id, seller, 'inactive')).statusCode).toBe(200);
    expect((await remove(id, seller)).statusCode).toBe(204);
    expect(await auditRowsFor(ctx, 'listing', id)).toHaveLength(0);
  });
});
