import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { queryRows } from '../../rows';
import {
  brands,
  cardInstalmentBenefits,
  categories,
  infoPages,
  models,
  promotionModels,
  promotions,
} from '../../schema';
import { brandIntroHtml, campaignSalePrice, planCardBenefits } from '../build/promotions';
import { brandIntros } from '../data/promotions/brandIntros';
import { campaignsFor, type CampaignDef } from '../data/promotions/brandSales';
import { promotionInfoPages } from '../data/promotions/infoPages';
import type { SeedDay } from '../time';
import { insertMany, insertReturningIds } from './batch';

type ModelFact = { id: number; releasePrice: number; lowestPrice: number | null };

/** The catalogue's models by "brand key|model name" (the newest year when a name repeats). */
async function modelFacts(db: Db): Promise<Map<string, ModelFact>> {
  const rows = await queryRows<ModelFact & { ref: string }>(
    db,
    sql`
    SELECT DISTINCT ON (b.key, m.name) b.key || '|' || m.name AS ref, m.id, m.release_price AS "releasePrice",
      (SELECT min(i.price)::int FROM items i
        WHERE i.model_id = m.id AND i.deal_type = 'SELL' AND i.status = 'AVAILABLE' AND i.condition = 'NEW') AS "lowestPrice"
    FROM models m JOIN brands b ON b.id = m.brand_id
    ORDER BY b.key, m.name, m.model_year DESC, m.id`
  );
  return new Map(rows.map((r) => [r.ref, { id: r.id, releasePrice: r.releasePrice, lowestPrice: r.lowestPrice }]));
}

function campaignModels(campaign: CampaignDef, promotionId: number, facts: Map<string, ModelFact>) {
  let sortOrder = 0;
  return campaign.groups.flatMap((group) =>
    group.models.map(([brand, model, percent, famous]) => {
      const fact = facts.get(`${brand}|${model}`);
      // A typo in the campaign data must stop the seed, not silently drop a model.
      if (!fact) throw new Error(`brand sale ${campaign.key}: no model ${brand} ${model}`);
      sortOrder += 1;
      return {
        promotionId,
        modelId: fact.id,
        groupName: group.name,
        isFamous: famous === true,
        sortOrder,
        salePrice: campaignSalePrice(fact.releasePrice, fact.lowestPrice, percent),
      };
    })
  );
}

async function writeBrandIntros(db: Db): Promise<void> {
  const brandRows = await db
    .select({
      id: brands.id,
      key: brands.key,
      name: brands.name,
      country: brands.country,
      description: brands.description,
    })
    .from(brands)
    .orderBy(brands.id);
  const m = models;
  const c = categories;
  const carried = await db
    .select({ brandId: m.brandId, name: c.name, models: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(c, eq(c.id, m.categoryId))
    .groupBy(m.brandId, c.name, c.sortOrder, c.id)
    .orderBy(m.brandId, c.sortOrder, c.id);
  for (const brand of brandRows) {
    const copy = brandIntros[brand.key];
    if (!copy) throw new Error(`no brand introduction for ${brand.key}`);
    const html = brandIntroHtml(
      brand,
      copy,
      carried.filter((c) => c.brandId === brand.id)
    );
    await db.execute(sql`UPDATE brands SET intro_html = ${html} WHERE id = ${brand.id}`);
  }
}

/**
 * Promotions (issue 5): the live brand sale and the riding festa before it (over), every brand's
 * introduction, the card companies' interest-free instalment plans month by month, and the lease
 * and lite-pay introductions, all dated from the seeding day.
 */
export async function writePromotions(db: Db, day: SeedDay): Promise<void> {
  await writeBrandIntros(db);
  const facts = await modelFacts(db);
  const campaigns = campaignsFor(day);
  const ids = await insertReturningIds(
    db,
    promotions,
    campaigns.map((c) => ({
      key: c.key,
      title: c.title,
      subtitle: c.subtitle,
      isDeployable: c.isDeployable,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
    }))
  );
  await insertMany(
    db,
    promotionModels,
    campaigns.flatMap((c, i) => campaignModels(c, ids[i], facts))
  );
  await insertMany(db, cardInstalmentBenefits, planCardBenefits(day));
  await insertMany(
    db,
    infoPages,
    promotionInfoPages.map((page) => ({
      key: page.key,
      title: page.title,
      summary: page.summary,
      htmlContent: page.html.trim(),
      updatedAt: day.at(-1, 10),
    }))
  );
}
