import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { containsUnstorableText, isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../security/unstorableText';
import { httpError, ruleError } from '../errors';

const MALFORMED = '요청 형식이 올바르지 않아요. variables와 extensions는 JSON으로 보내 주세요.';

/**
 * What the caller sends besides the document. Yoga parses a GET's `variables` and `extensions` with
 * a bare JSON.parse, so `?variables=%ZZ` escaped as an unexpected error (a 500): any failure to
 * read the parameters is the caller's, a 400 BAD_REQUEST. Variables that hold text no column can
 * business (a NUL, a lone surrogate) are refused here too, for every operation of every service.
 */
export function useParamsGuard(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      // Yoga's own parser plugins (GET, POST JSON, multipart) run before ours and have chosen one.
      const parse = requestParser;
      if (!parse) return;
      setRequestParser(async (request) => {
        try {
          return await parse(request);
        } catch (error) {
          if (error instanceof GraphQLError) throw error;
          throw httpError('BAD_REQUEST', 400, MALFORMED);
        }
      });
    },
    onParams({ params }) {
      if (containsUnstorableText(params.variables) || containsUnstorableText(params.extensions)) {
        throw httpError('BAD_REQUEST', 400, UNSTORABLE_TEXT_MESSAGE);
      }
    },
  };
}

/** The same for string literals written into the document itself (`"\u0000"`). */
export const storableStringsRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (isUnstorableText(node.value)) context.reportError(ruleError(UNSTORABLE_TEXT_MESSAGE, node));
  },
});
