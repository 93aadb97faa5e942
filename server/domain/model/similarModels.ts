import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import { assertModelExists } from './modelSummary';
import type { SimilarModel, SimilarModels } from './modelTypes';

export const SIMILAR_SECTION_TITLE = '비슷한 스펙의 상품';

type Row = Omit<SimilarModel, 'img'> & { imageId: number };

/**
 * Models of the same category that someone sells or rents now, closest first. Closeness is the
 * price ratio (log scale: 100만원 vs 120만원 is as close as 10만원 vs 12만원), a little for the model
 * year, and a bonus for each spec line they share exactly (same groupset, same wheel size …).
 */
export async function similarModels(db: Db, modelId: number, limit = 10): Promise<SimilarModels> {
  await assertModelExists(db, modelId);
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH me AS (SELECT id, category_id, release_price, model_year, spec_info FROM models WHERE id = ${modelId})
    SELECT m.id, m.name, b.name AS "brandName", im.id AS "imageId", im.width AS "imgWidth", im.height AS "imgHeight",
      coalesce(o.sell_min, o.rental_min) AS "lowestPrice",
      CASE WHEN o.sell_min IS NULL THEN 'RENTAL' ELSE 'SELL' END AS "lowestPriceDealType",
      rs.rating_avg AS "ratingAvg", coalesce(rs.review_count, 0) AS "reviewCount"
    FROM me
    JOIN models m ON m.category_id = me.category_id AND m.id <> me.id
    JOIN brands b ON b.id = m.brand_id
    JOIN images im ON im.id = m.image_id
    JOIN LATERAL (
      SELECT coalesce(min(i.price) FILTER (WHERE i.deal_type = 'SELL' AND i.condition = 'NEW'),
          min(i.price) FILTER (WHERE i.deal_type = 'SELL'))::int AS sell_min,
        min(i.price) FILTER (WHERE i.deal_type = 'RENTAL')::int AS rental_min
      FROM items i WHERE i.model_id = m.id AND i.status = 'AVAILABLE'
    ) o ON o.sell_min IS NOT NULL OR o.rental_min IS NOT NULL
    LEFT JOIN LATERAL (
      SELECT (round(avg(r.rating)::numeric, 1))::float8 AS rating_avg, count(*)::int AS review_count
      FROM items ri JOIN reviews r ON r.item_id = ri.id WHERE ri.model_id = m.id
    ) rs ON true
    ORDER BY abs(ln(greatest(m.release_price, 1)::float8 / greatest(me.release_price, 1)))
      + 0.08 * abs(m.model_year - me.model_year)
      - 0.04 * (SELECT count(*) FROM jsonb_array_elements(m.spec_info) e WHERE me.spec_info @> jsonb_build_array(e)),
      m.id
    LIMIT ${limit}`
  );
  return {
    sectionTitle: SIMILAR_SECTION_TITLE,
    models: rows.map(({ imageId, ...row }) => ({ ...row, img: imageUrl(imageId) })),
  };
}
