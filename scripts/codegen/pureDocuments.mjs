// The typed-document-node plugin of `npm run codegen` (codegen.ts), with each document marked
// /*#__PURE__*/: a document is a `new TypedDocumentString(...)`, which the bundler must keep for its
// side effects unless told it has none. Marked, the documents no code imports leave the browser's
// start-up chunk (docs/operations.md §Client start-up).
import * as typedDocumentNode from '@graphql-codegen/typed-document-node';

const DOCUMENT = /= new TypedDocumentString\(/g;

export async function plugin(schema, documents, config, info) {
  const output = await typedDocumentNode.plugin(schema, documents, config, info);
  return { ...output, content: output.content.replace(DOCUMENT, '= /*#__PURE__*/ new TypedDocumentString(') };
}

export const validate = typedDocumentNode.validate;
