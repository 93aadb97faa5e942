/**
 * One catalogue model: [category key, model name, model year, list price in 만원 (10,000 won),
 * optional spec overrides by spec name]. Prices are Korean list prices as a shop would quote them.
 */
export type ModelRow = readonly [
  category: string,
  name: string,
  year: number,
  priceManwon: number,
  overrides?: Readonly<Record<string, string>>,
];

export type BrandModels = { brand: string; models: readonly ModelRow[] };
