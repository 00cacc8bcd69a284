import { describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';

useTestDatabase();

describe('test database harness', () => {
  it('gives each file a migrated, empty database', async () => {
    expect(await db().user.count()).toBe(0);
    const user = await db().user.create({ data: { email: 'a@example.com', name: 'A', passwordHash: 'x' } });
    expect((await db().user.findUnique({ where: { id: user.id } }))?.email).toBe('a@example.com');
  });
});
