import { FAQ_CATEGORIES } from '../../../../domain/faq/faqCategories';
import { callInfo } from './callInfo';
import { cancelInfo } from './cancelInfo';
import { moreFaqs } from './faqsMore';
import { rentalFaqs } from './faqsRental';
import { itemSemiInfo } from './itemSemiInfo';
import { noteInfo } from './noteInfo';
import type { FaqCategory, FaqDef, InfoPageDef } from './types';

export type { FaqCategory, FaqDef, InfoBlock, InfoPageDef } from './types';

/** The information pages this seed writes (lite_pay and introduce_lease are the promotions seed's). */
export const infoPageDefs: InfoPageDef[] = [callInfo, cancelInfo, itemSemiInfo, noteInfo];

/** Every FAQ with its category, in chip order then the order written. */
export const faqDefs: (FaqDef & { category: FaqCategory })[] = FAQ_CATEGORIES.flatMap((category) =>
  (rentalFaqs[category] ?? moreFaqs[category] ?? []).map((faq) => ({ ...faq, category }))
);
