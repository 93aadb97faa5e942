import type { RateCheck } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import type { CommunityCaller } from './postCounts';

const RULES = {
  like: [RATE_RULES.communityLikePerMember, RATE_RULES.communityLikePerIp],
  comment: [RATE_RULES.communityCommentPerMember, RATE_RULES.communityCommentPerIp],
  report: [RATE_RULES.communityReportPerMember, RATE_RULES.communityReportPerIp],
} as const;

/** The per member and per address checks of one community write kind. */
export function communityRateChecks(kind: keyof typeof RULES, caller: CommunityCaller): RateCheck[] {
  const [perMember, perIp] = RULES[kind];
  const checks: RateCheck[] = [{ rule: perMember, subject: `user:${caller.userId}` }];
  if (caller.ip) checks.push({ rule: perIp, subject: caller.ip });
  return checks;
}
