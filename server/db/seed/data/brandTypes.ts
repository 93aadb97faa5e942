export type BrandDef = {
  key: string;
  name: string;
  nameEn: string;
  code: 'BIKE' | 'SKI';
  country: string;
  /** Brand colour for drawn pictures (approximates the brand's own identity). */
  color: string;
  description: string;
};
