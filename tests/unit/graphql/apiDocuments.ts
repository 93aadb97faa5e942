import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';

/**
 * Every GraphQL document the client sends (browser and SSR alike: SSR calls the same api/
 * functions through the in-process fetch), found by loading each module under api/ and taking
 * every exported string (generated TypedDocumentStrings included), or string inside an exported
 * object, that holds an operation.
 * The service of a document is its module's: api/capture.ts → capture, api/order/* → order,
 * api/admin/* → admin, else item.
 */
export type ApiDocument = {
  service: 'item' | 'order' | 'capture' | 'admin';
  source: string;
  name: string;
  text: string;
  document: DocumentNode;
};

const API_DIR = path.join(process.cwd(), 'api');

function modulesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function serviceOf(relative: string): ApiDocument['service'] {
  if (relative === 'capture.ts') return 'capture';
  if (relative.startsWith('order/')) return 'order';
  if (relative.startsWith('admin/')) return 'admin';
  return 'item';
}

// Generated documents (api/{service}/generated.ts) are String objects: TypedDocumentString.
function operationText(value: unknown): boolean {
  return (
    (typeof value === 'string' || value instanceof String) && /^\s*(query|mutation|subscription)\b/.test(String(value))
  );
}

function stringsOf(exported: Record<string, unknown>): [string, string][] {
  return Object.entries(exported).flatMap(([key, value]): [string, string][] => {
    if (operationText(value)) return [[key, String(value)]];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value)
        .filter(([, inner]) => operationText(inner))
        .map(([inner, text]) => [`${key}.${inner}`, String(text)]);
    }
    return [];
  });
}

export function collectApiDocuments(): ApiDocument[] {
  return modulesUnder(API_DIR).flatMap((file) => {
    const relative = path.relative(API_DIR, file).split(path.sep).join('/');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads every api/ module by path, synchronously
    const exported = require(file) as Record<string, unknown>;
    return stringsOf(exported).map(([name, text]) => ({
      service: serviceOf(relative),
      source: `api/${relative}`,
      name,
      text,
      document: parse(text),
    }));
  });
}

/** The operations of a document (a document may hold fragments too). */
export function operationNames(document: DocumentNode): string[] {
  return document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value ?? '(anonymous)'] : []
  );
}
