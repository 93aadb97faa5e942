import type { RateRule } from './sharedRateLimit';

/**
 * Every limit in one table, so their sizes can be read and tuned together. Per address limits
 * stop one machine; per account limits stop a distributed guess at one member's password or a
 * flood of mail to one inbox. Sized so that a person who mistypes never meets them.
 */
export const RATE_RULES = {
  /**
   * Failed logins of an address, whichever accounts it names: stops spraying many accounts. Right
   * passwords do not count, so many members signing in behind one address are never stopped.
   */
  loginFailuresPerIp: { name: 'login-ip', limit: 30, windowSeconds: 15 * 60 },
  /**
   * Failed passwords for one account from one address. Keyed on both, so a stranger's guesses lock
   * out the stranger's address only, never the owner typing the right password somewhere else.
   */
  loginFailuresPerAccountIp: { name: 'login-account-ip', limit: 10, windowSeconds: 15 * 60 },
  /**
   * Failed passwords for one account from every address: a guess spread over many addresses. Past
   * it, only addresses that already failed on the account are refused (see passwordLogin.ts).
   */
  loginFailuresPerAccount: { name: 'login-account', limit: 50, windowSeconds: 15 * 60 },
  signupPerIp: { name: 'signup-ip', limit: 20, windowSeconds: 60 * 60 },
  /** Each terms step writes a draft row: a script must not be able to fill the table. */
  signupDraftPerIp: { name: 'signup-draft-ip', limit: 30, windowSeconds: 60 * 60 },
  signupMailPerAddress: { name: 'signup-mail', limit: 5, windowSeconds: 60 * 60 },
  identityStartPerIp: { name: 'identity-ip', limit: 20, windowSeconds: 60 * 60 },
  /** Sending an SMS code costs money and bothers the phone's owner. */
  identityCodePerPhone: { name: 'identity-phone', limit: 5, windowSeconds: 60 * 60 },
  /** One address texting codes to many phones is a spam or enumeration attempt. */
  identitySendPerIp: { name: 'identity-send-ip', limit: 30, windowSeconds: 60 * 60 },
  findIdPerIp: { name: 'find-id-ip', limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerIp: { name: 'reset-ip', limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerAddress: { name: 'reset-mail', limit: 3, windowSeconds: 60 * 60 },
  passwordResetConfirmPerIp: { name: 'reset-confirm-ip', limit: 20, windowSeconds: 60 * 60 },
  passwordCheckPerAccount: { name: 'password-check', limit: 5, windowSeconds: 15 * 60 },
  friendCodePerAccount: { name: 'friend-code', limit: 10, windowSeconds: 60 * 60 },
  nicknamePerAccount: { name: 'nickname', limit: 10, windowSeconds: 60 * 60 },
  /** Second-factor codes tried by one operator account: a million codes, ten tries a quarter hour. */
  operatorFactorPerAccount: { name: 'operator-factor', limit: 10, windowSeconds: 15 * 60 },
  /** Seller invite codes tried by one member: 80-bit codes can't be guessed, this keeps scripts from trying. */
  sellerInvitePerAccount: { name: 'seller-invite', limit: 10, windowSeconds: 60 * 60 },
  /** Seller invite codes tried from one address, whichever accounts it uses. */
  sellerInvitePerIp: { name: 'seller-invite-ip', limit: 30, windowSeconds: 60 * 60 },
  /**
   * Photo uploads: each one costs a decode and two encodes. A review takes 5 photos and a hand-over
   * report a few more; 40 in 10 minutes is a busy seller, not a script. The daily count and the
   * storage cap are exact counts on the images table (server/images/upload/uploadLimits.ts).
   */
  uploadPerMember: { name: 'upload-member', limit: 40, windowSeconds: 10 * 60 },
  /** Many members behind one address (a shop's Wi-Fi, a carrier NAT) still stay well under this. */
  uploadPerIp: { name: 'upload-ip', limit: 200, windowSeconds: 60 * 60 },
  /** Community posts by one member: a busy writer posts a few an hour, a spammer dozens. */
  postWritePerMember: { name: 'post-write-member', limit: 5, windowSeconds: 10 * 60 },
  postWritePerMemberDaily: { name: 'post-write-member-day', limit: 30, windowSeconds: 24 * 60 * 60 },
  /** Community posts from one address, whichever accounts it uses. */
  postWritePerIp: { name: 'post-write-ip', limit: 60, windowSeconds: 60 * 60 },
  /** Community likes (issue 18): a person taps a few hearts a minute; a script taps thousands. */
  communityLikePerMember: { name: 'community-like', limit: 120, windowSeconds: 10 * 60 },
  communityLikePerIp: { name: 'community-like-ip', limit: 600, windowSeconds: 10 * 60 },
  /** Community comments: a lively thread, not a flood. */
  communityCommentPerMember: { name: 'community-comment', limit: 30, windowSeconds: 10 * 60 },
  communityCommentPerIp: { name: 'community-comment-ip', limit: 150, windowSeconds: 10 * 60 },
  /**
   * Anonymous views of one post counted from one address a day. A fresh anonymous cookie costs
   * nothing (every first page view mints one), so without it one machine clearing its cookies adds a
   * view each time, and views feed the hot ranking. Three still counts a family or an office reading
   * the same post; members are counted once each wherever they are.
   */
  postViewPerIp: { name: 'post-view-ip', limit: 3, windowSeconds: 24 * 60 * 60 },
  /** Reports: five hide content, so one member or address must not report at will. */
  communityReportPerMember: { name: 'community-report', limit: 20, windowSeconds: 60 * 60 },
  communityReportPerIp: { name: 'community-report-ip', limit: 60, windowSeconds: 60 * 60 },
  /**
   * Pressing 결제하기: each new checkout locks the item and may hold its dates or stock. A shopper who
   * retries a declined card or changes a date a few times stays far below; a script does not.
   */
  checkoutPreparePerMember: { name: 'checkout-prepare', limit: 20, windowSeconds: 10 * 60 },
  /**
   * Messages (docs/product.md §3 Messages): a quick back-and-forth is a message every few seconds;
   * 60 in 10 minutes is a lively chat, not a script spraying every business.
   */
  messageSendPerMember: { name: 'message-send', limit: 60, windowSeconds: 10 * 60 },
  /** New threads (문의하기 on a new item or order): a shopper comparing a few shops, not hundreds. */
  messageThreadPerMember: { name: 'message-thread', limit: 30, windowSeconds: 60 * 60 },
  /** Reports of messages, as of community content. */
  messageReportPerMember: { name: 'message-report', limit: 20, windowSeconds: 60 * 60 },
  /** 1:1 문의 (docs/product.md §3 1:1 inquiries): a member with a few problems at once, not a script filling the queue. */
  inquiryCreatePerMember: { name: 'inquiry-create', limit: 10, windowSeconds: 60 * 60 },
  /** A member's follow-ups on their inquiries, as lively as a message thread. */
  inquiryReplyPerMember: { name: 'inquiry-reply', limit: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;
