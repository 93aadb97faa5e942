import { GraphQLError, Lexer, parse, Source, TokenKind, type ParseOptions } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { logger } from '@/server/logger';
import { httpError } from '../errors';
import { requestMeta } from './requestMeta';
import { groupDigits } from '@/lib/digits';

/**
 * Limits on the raw document, checked before graphql-js parses it. The parser is recursive: a
 * query nested a few thousand levels overflows the stack inside `parse` (a 500 and a stack trace
 * in the log for every such request), long before the depth rule of operationLimits.ts could see
 * the tree. So the text is measured first, with graphql's own lexer: its length, its tokens and
 * how deeply its braces, brackets and parentheses nest. Anything over a limit is a 400 BAD_REQUEST
 * with a Korean message and one short log line.
 */
export type DocumentLimits = { maxLength: number; maxTokens: number; maxNesting: number };

// The largest document in api/ has about 2,000 characters and 250 tokens, nested 5 brackets deep:
// these limits leave ample room (tests/unit/graphql/apiDocuments.test.ts checks every document).
export const defaultDocumentLimits: DocumentLimits = { maxLength: 16_000, maxTokens: 2_500, maxNesting: 32 };

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

type Refusal = { reason: 'length' | 'tokens' | 'nesting'; message: string };

export function lengthRefusal(text: string, limits: DocumentLimits): Refusal | null {
  if (text.length <= limits.maxLength) return null;
  return {
    reason: 'length',
    message: `요청한 쿼리가 너무 길어요. 최대 ${groupDigits(limits.maxLength)}자까지 보낼 수 있어요.`,
  };
}

/**
 * Counts tokens and nesting without building a tree (the lexer keeps no stack). A syntax error is
 * left for `parse` to report as it always does.
 */
export function shapeRefusal(source: Source, limits: DocumentLimits): Refusal | null {
  const lexer = new Lexer(source);
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > limits.maxTokens) {
        return {
          reason: 'tokens',
          message: `요청한 쿼리가 너무 커요. 최대 ${groupDigits(limits.maxTokens)}개 토큰까지 보낼 수 있어요.`,
        };
      }
      if (OPENING.has(token.kind)) nesting += 1;
      else if (CLOSING.has(token.kind)) nesting -= 1;
      if (nesting > limits.maxNesting) {
        return {
          reason: 'nesting',
          message: `요청한 쿼리가 너무 깊게 중첩돼 있어요. 괄호는 최대 ${limits.maxNesting}단계까지 쓸 수 있어요.`,
        };
      }
    }
  } catch (error) {
    if (error instanceof GraphQLError) return null;
    throw error;
  }
  return null;
}

function refuse(service: string, request: Request | undefined, refusal: Refusal, size: number): GraphQLError {
  // One line, no stack: a refused document is the caller's mistake (or a probe), not our failure.
  logger.warn('graphql.document_refused', {
    service,
    requestId: request ? requestMeta(request).requestId : undefined,
    reason: refusal.reason,
    length: size,
  });
  return httpError('BAD_REQUEST', 400, refusal.message);
}

export function useDocumentGuard(service: string, limits: DocumentLimits): Plugin {
  return {
    onParams({ request, params }) {
      // Checked before parsing, and before the parser's cache keeps the text as a key.
      if (typeof params.query !== 'string') return;
      const refusal = lengthRefusal(params.query, limits);
      if (refusal) throw refuse(service, request, refusal, params.query.length);
    },
    onParse({ context, setParseFn }) {
      const request = (context as { request?: Request }).request;
      setParseFn((source: string | Source, options?: ParseOptions) => {
        const body = typeof source === 'string' ? new Source(source) : source;
        const refusal = lengthRefusal(body.body, limits) ?? shapeRefusal(body, limits);
        if (refusal) throw refuse(service, request, refusal, body.body.length);
        return parse(body, { ...options, maxTokens: limits.maxTokens });
      });
    },
  };
}
