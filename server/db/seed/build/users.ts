import { handleNames, handleWords, nickNouns, nickPrefixes } from '../data/nicknames';
import { Rng } from '../random';
import { between, type SeedDay } from '../time';

/** Seeded reviewers: social-login accounts (no email, no password) with Korean-style nicknames. */
export type UserPlan = { nickname: string; registKeyType: 'KAKAO' | 'NAVER'; point: number; createdAt: Date };

export const REVIEWER_COUNT = 300;

function nickname(rng: Rng): string {
  if (rng.chance(0.12)) return `${rng.pick(handleWords)}_${rng.pick(handleNames)}${rng.int(80, 99)}`;
  const base = `${rng.pick(nickPrefixes)}${rng.pick(nickNouns)}`;
  const suffix = rng.weighted([
    ['', 4],
    ['year', 4],
    ['num', 2],
  ] as const);
  if (suffix === 'year') return `${base}${String(rng.int(78, 105) % 100).padStart(2, '0')}`;
  if (suffix === 'num') return `${base}${rng.int(1, 999)}`;
  return base;
}

/** Members joined between 20 and 10 months before the seeding day. */
export function planUsers(day: SeedDay, count = REVIEWER_COUNT): UserPlan[] {
  const rng = new Rng('users');
  const seen = new Set<string>();
  const users: UserPlan[] = [];
  while (users.length < count) {
    const name = nickname(rng);
    if (seen.has(name)) continue;
    seen.add(name);
    users.push({
      nickname: name,
      registKeyType: rng.chance(0.65) ? 'KAKAO' : 'NAVER',
      point: rng.int(0, 60) * 100,
      createdAt: between(day.at(-610), day.at(-308), rng.next()),
    });
  }
  return users;
}
