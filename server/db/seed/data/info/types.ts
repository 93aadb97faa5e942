/**
 * Operator-written information pages and FAQ answers, as structured blocks rendered to safe HTML by
 * server/db/seed/build/infoPages.ts. Inline links are written `[label](/path)`; everything else is
 * plain text and escaped.
 */
export type InfoBlock =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { list: string[] }
  | { steps: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  | { note: string }
  /** A section the server writes from code when the page is read (e.g. the cancellation rule table). */
  | { generated: 'cancellationRules' };

export type InfoPageDef = {
  key: 'call_info' | 'cancel_info' | 'item_semi_info' | 'note_info';
  title: string;
  summary: string;
  /** Last edited this many days before the seeding day (negative), at 10:00 KST. */
  updatedDay: number;
  blocks: InfoBlock[];
};

export type FaqDef = { question: string; answer: InfoBlock[] };

export type { FaqCategory } from '../../../../domain/faq/faqCategories';

export const CS_PHONE = '1670-2580';
export const CS_HOURS = '평일 10:00~18:00 (점심시간 12:30~13:30, 주말·공휴일 휴무)';
