import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
const client = new PGlite('memory://', { extensions: { cube, earthdistance, pg_trgm } });
const db = drizzle(client);
let tmp = '';
afterAll(async () => {
  await client.close();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

/** The migrations folder as it was up to `tag`: the database a running install had then. */
async function migrationsUpTo(tag: string): Promise<string> {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'blaze-migrations-'));
  await fs.cp(migrations, tmp, { recursive: true });
  const journalFile = path.join(tmp, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, upTo + 1);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return tmp;
}

it('migration 0010 turns the stored photo URLs into ids, whatever base they were built with', async () => {
  for (const ext of ['cube', 'earthdistance', 'pg_trgm'])
    await client.exec(`CREATE EXTENSION IF NOT EXISTS ${ext}`);
  await migrate(db, { migrationsFolder: await migrationsUpTo('0009_public_cells') });
  await client.exec(`
    insert into users (id, name, email) values
      ('u1', 'One', 'one@example.com'), ('u2', 'Two', 'two@example.com'), ('d1', 'Demo', 'd@demo.invalid');
    insert into profiles (id, username, avatar_url, photos, profile_images) values
      ('u1', 'one', 'https://cdn.example.com/blaze/photos/u1/p2/display.webp',
        '{/media/photos/u1/p1/display.webp,https://cdn.example.com/blaze/photos/u1/p2/display.webp,/media/photos/u1/gone/display.webp,/media/photos/u2/q1/display.webp}',
        '{/media/photos/u1/p1/display.webp}'),
      ('u2', 'two', '/media/photos/u1/p1/display.webp', '{}', '{}'),
      ('d1', 'demo', '/media/demo/d1/avatar.webp', '{/media/demo/d1/avatar.webp}', '{}');
    insert into photos (id, owner_id, album, storage_key, width, height, position) values
      ('p1', 'u1', 'public', 'photos/u1/p1', 10, 10, 0),
      ('p2', 'u1', 'public', 'photos/u1/p2', 10, 10, 1),
      ('x1', 'u1', 'private', 'photos/u1/x1', 10, 10, 0),
      ('q1', 'u2', 'public', 'photos/u2/q1', 10, 10, 0);
  `);
  await migrate(db, { migrationsFolder: migrations });
  const { rows } = await client.query<{ id: string; avatar: string | null; ids: string[] }>(
    'select id, avatar_photo_id as avatar, photo_ids as ids from profiles order by id',
  );
  expect(rows).toEqual([
    // The demo avatar lay outside the albums: the seed gives it back as a photo on the next start.
    { id: 'd1', avatar: null, ids: [] },
    // In stored order; a deleted photo and another member's photo are not his.
    { id: 'u1', avatar: 'p2', ids: ['p1', 'p2'] },
    { id: 'u2', avatar: null, ids: [] },
  ]);
});
