import { bikeArticles } from './bikeArticles';
import { familyAndEventArticles } from './familyAndEvents';
import { snowArticles } from './snowArticles';
import type { ArticleDef } from './types';

export type { ArticleDef, Block } from './types';

export const articleDefs: ArticleDef[] = [...bikeArticles, ...snowArticles, ...familyAndEventArticles];
