import type { UploadedPhoto } from '@/api/images';
import type { ExpiringStorage } from '@/lib/storage';
import { POST_LIMITS } from '@/lib/community/postLimits';
import { groupDigits } from '@/lib/digits';

/** A tagged model as a chip shows it. */
export type TagChip = { id: number; name: string };

/** What the form holds, and what a draft keeps across a reload. */
export type PostFormValues = {
  boardCode: string;
  title: string;
  content: string;
  photos: UploadedPhoto[];
  models: TagChip[];
};

/**
 * A day: unattached uploads are removed by the cleanup job a day after they were sent, so a draft
 * kept longer would bring back photos that no longer exist.
 */
export const DRAFT_MINUTES = 24 * 60;

/** One draft per board for a new post, one per post being edited. */
export const draftKey = (boardCode: string, postId: number | null): string =>
  postId === null ? `community-draft:board:${boardCode}` : `community-draft:post:${postId}`;

export const isEmptyDraft = (v: PostFormValues): boolean =>
  v.title.trim() === '' && v.content.trim() === '' && v.photos.length === 0 && v.models.length === 0;

/** Keeps the draft (or forgets it once the form is emptied). */
export function saveDraft(storage: ExpiringStorage, key: string, values: PostFormValues): void {
  if (isEmptyDraft(values)) storage.remove(key);
  else storage.set(key, values, DRAFT_MINUTES);
}

const isPhoto = (p: unknown): p is UploadedPhoto =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as UploadedPhoto).id === 'number' &&
  typeof (p as UploadedPhoto).url === 'string' &&
  typeof (p as UploadedPhoto).thumbUrl === 'string';
const isChip = (m: unknown): m is TagChip =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as TagChip).id === 'number' &&
  typeof (m as TagChip).name === 'string';

/**
 * The stored draft, or null when there is none or it is unreadable (another version's shape, a
 * hand-edited value): a broken draft is dropped rather than breaking the form.
 */
export function loadDraft(storage: ExpiringStorage, key: string): PostFormValues | null {
  const raw = storage.get<Partial<PostFormValues>>(key);
  if (
    !raw ||
    typeof raw !== 'object' ||
    typeof raw.title !== 'string' ||
    typeof raw.content !== 'string' ||
    typeof raw.boardCode !== 'string'
  )
    return null;
  const photos = Array.isArray(raw.photos) ? raw.photos.filter(isPhoto).slice(0, POST_LIMITS.maxPhotos) : [];
  const models = Array.isArray(raw.models) ? raw.models.filter(isChip).slice(0, POST_LIMITS.maxModels) : [];
  const values = { boardCode: raw.boardCode, title: raw.title, content: raw.content, photos, models };
  return isEmptyDraft(values) ? null : values;
}

/** Adds a model chip unless it is already there or the limit is reached (then the list is unchanged). */
export function addTag(chips: readonly TagChip[], chip: TagChip, max: number = POST_LIMITS.maxModels): TagChip[] {
  if (chips.length >= max || chips.some((c) => c.id === chip.id)) return [...chips];
  return [...chips, chip];
}

export const removeTag = (chips: readonly TagChip[], id: number): TagChip[] => chips.filter((c) => c.id !== id);

/** "12 / 80자", with how many more are needed while under the minimum. */
export function counterText(text: string, min: number, max: number): { text: string; short: boolean } {
  const length = text.trim().length;
  const short = length < min;
  return {
    text: `${groupDigits(length)} / ${groupDigits(max)}자${short ? ` · ${min - length}자 더 써 주세요` : ''}`,
    short,
  };
}
