import type { Db } from '../../client';
import { contents, magazineSectionContents, magazineSections } from '../../schema';
import { magazineSectionDefs } from '../data/magazines/sections';
import { insertMany, insertReturningIds } from './batch';

/**
 * The sections of /recommends over the seeded contents (written by writeSite first). A title that
 * names no content is a mistake in the seed data: it stops the seed instead of leaving a hole.
 */
export async function writeMagazineSections(db: Db): Promise<void> {
  const rows = await db.select({ id: contents.id, name: contents.name }).from(contents);
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  const sectionIds = await insertReturningIds(
    db,
    magazineSections,
    magazineSectionDefs.map((def, index) => ({
      title: def.title,
      sortOrder: index,
      isVisible: true,
    }))
  );
  await insertMany(
    db,
    magazineSectionContents,
    magazineSectionDefs.flatMap((def, s) =>
      def.contents.map((name, order) => {
        const contentId = idByName.get(name);
        if (contentId === undefined) throw new Error(`magazine section "${def.title}": no content named "${name}"`);
        return { sectionId: sectionIds[s], contentId, sortOrder: order };
      })
    )
  );
}
