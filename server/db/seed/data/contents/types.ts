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
  /** Published on this KST date. */
  date: [number, number, number];
  blocks: Block[];
};
