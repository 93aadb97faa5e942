/**
 * The table of page loaders (issue 15 §3): every server-rendered route and its PageDefinition. A
 * page's getServerSideProps is `loadPage(pageTable['/route'])`; the definitions live by family in
 * server/ssr/pages/. A test walks this table and pages/ so that no page loads its data another way.
 */
import { modelPage } from './pages/modelPages';

export const pageTable = {
  '/models/[id]': modelPage,
} as const;

export type PageRoute = keyof typeof pageTable;
