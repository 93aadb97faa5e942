import type { SilhouetteKey } from '@/server/images/silhouettes';

/** A magazine, guide or event page, written as structured blocks and rendered to safe HTML. */
export type Block = { h?: string; p?: string[]; list?: string[] };

export type ArticleDef = {
  category: 'MAGAZINE' | 'GUIDE' | 'EVENT';
  name: string;
  summary: string;
  /** Cover drawing: a category silhouette and a colour. */
  cover: { silhouette: SilhouetteKey; color: string; sublabel: string };
  link1?: string;
  link2?: string;
  /**
   * Published on this KST month and day, in the most recent year before the seeding day: a piece
   * written for the ski season always reads in ski season, and nothing is ever dated ahead.
   */
  date: readonly [month: number, day: number];
  /** The body; a function of the publishing year when the copy names dates. */
  blocks: Block[] | ((year: number) => Block[]);
};
