import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { modelCardJoins, modelCardSelect, toModelCard, type ModelCardRow } from './modelCard';
import { assertModelExists } from './modelSummary';
import type { SimilarModels } from './modelTypes';

export const SIMILAR_SECTION_TITLE = '비슷한 스펙의 상품';

/**
 * Models of the same category that someone sells or rents now, closest first, each the one model card
 * (server/domain/model/modelCard.ts). Closeness is the price ratio (log scale: 100만원 vs 120만원 is as
 * close as 10만원 vs 12만원), a little for the model year, and a bonus for each spec line they share
 * exactly (same groupset, same wheel size …).
 */
export async function similarModels(db: Db, modelId: number, limit = 10): Promise<SimilarModels> {
  await assertModelExists(db, modelId);
  const rows = await queryRows<ModelCardRow>(
    db,
    sql`
    WITH me AS (SELECT id, category_id, release_price, model_year, spec_info FROM models WHERE id = ${modelId})
    SELECT ${modelCardSelect()}
    FROM me
    JOIN models m ON m.category_id = me.category_id AND m.id <> me.id
    ${modelCardJoins}
    WHERE mo.item_count > 0
    ORDER BY abs(ln(greatest(m.release_price, 1)::float8 / greatest(me.release_price, 1)))
      + 0.08 * abs(m.model_year - me.model_year)
      - 0.04 * (SELECT count(*) FROM jsonb_array_elements(m.spec_info) e WHERE me.spec_info @> jsonb_build_array(e)),
      m.id
    LIMIT ${limit}`
  );
  return { sectionTitle: SIMILAR_SECTION_TITLE, models: rows.map(toModelCard) };
}
