/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { pageTable } from '@/server/ssr/pageTable';
import { createServices } from '@/api/services';
import { createApiClient } from '@/api/client';
import { makeStore } from '@/store/store';

const pagesDir = path.resolve(__dirname, '../../../pages');

/** Pages whose getServerSideProps does work of its own (a callback, a landing that signs in): not a data load. */
const OWN_LOADERS: Record<string, string> = {
  '/registration/provision': 'reads the sign-up draft and the terms in force; may send the person elsewhere',
  '/registration/user': 'reads the sign-up draft; may send the person to another step',
  '/registration/phone_redirect': 'reads the sign-up draft; may send the person to another step',
  '/registration/redirect/email': "reads the mail's link or the sign-up draft (410 for a dead link)",
  '/registration/redirect_kakao': 'the OAuth callback: signs in (cookies, redirect) or shows why not',
  '/registration/redirect_naver': 'the OAuth callback: signs in (cookies, redirect) or shows why not',
  '/find_pwd': "the mail's reset token decides the page (a database read)",
  '/identity/sandbox/[id]': "the popup's state comes from the verification row and its cookie",
  '/identity/portone/[id]': "the popup's state comes from the verification row and its cookie",
  '/dev/outbox': 'reads the outbox table (a developer tool)',
  '/pay/sandbox': "the sandbox provider's checkout window reads its payment row (demo mode only)",
};

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function routeOf(file: string): string {
  const route = `/${path
    .relative(pagesDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.tsx?$/, '')}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

const serverRendered = pageFiles(pagesDir)
  .map((file) => ({ route: routeOf(file), text: fs.readFileSync(file, 'utf8') }))
  .filter(({ text }) => /export const getServerSideProps\b/.test(text));

describe('the table of page loaders', () => {
  it.each(serverRendered.filter(({ route }) => !(route in OWN_LOADERS)).map(({ route, text }) => [route, text]))(
    '%s: getServerSideProps is one line through the table',
    (route, text) => {
      expect(text).toContain(`export const getServerSideProps = loadPage(pageTable['${route}']);`);
      expect(pageTable).toHaveProperty([route]);
    }
  );

  it('every entry of the table is a page that uses it', () => {
    const routes = new Set(serverRendered.map(({ route }) => route));
    expect(Object.keys(pageTable).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('every entry names slices the store has', () => {
    const slices = Object.keys(
      makeStore(undefined, createServices(createApiClient({ baseUrl: '', cache: null }))).getState()
    );
    for (const [route, definition] of Object.entries(pageTable)) {
      expect({ route, unknown: definition.fills.filter((name) => !slices.includes(name)) }).toEqual({
        route,
        unknown: [],
      });
    }
  });
});
