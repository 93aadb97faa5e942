import { PROFANITY_MESSAGE, containsProfanity } from '@/lib/text/profanity';
import type { PostFormValues } from './postDraft';
import { POST_LIMITS } from '@/lib/community/postLimits';
import { groupDigits } from '@/lib/digits';

export type PostProblems = { title?: string; content?: string };

/** The item service's rules, checked before sending so the member hears them at once. */
export function checkPost(values: PostFormValues): PostProblems {
  const problems: PostProblems = {};
  const title = values.title.trim();
  const content = values.content.trim();
  if (title.length < POST_LIMITS.titleMin) problems.title = `제목을 ${POST_LIMITS.titleMin}자 이상 써 주세요.`;
  else if (title.length > POST_LIMITS.titleMax) problems.title = `제목은 ${POST_LIMITS.titleMax}자까지 쓸 수 있어요.`;
  else if (containsProfanity(title)) problems.title = PROFANITY_MESSAGE;
  if (content.length < POST_LIMITS.contentMin) problems.content = `본문을 ${POST_LIMITS.contentMin}자 이상 써 주세요.`;
  else if (content.length > POST_LIMITS.contentMax)
    problems.content = `본문은 ${groupDigits(POST_LIMITS.contentMax)}자까지 쓸 수 있어요.`;
  else if (containsProfanity(content)) problems.content = PROFANITY_MESSAGE;
  return problems;
}
