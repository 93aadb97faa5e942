/**
 * Test helpers shared by the unit and integration auth suites (not a test file itself).
 * attributes: the attributes of a Set-Cookie value, lower-cased names (value-less ones map to true).
 */
export function attributes(setCookie: string): Record<string, string | true> {
  const [, ...parts] = setCookie.split(';').map((p) => p.trim());
  return Object.fromEntries(
    parts.map((p) => {
      const eq = p.indexOf('=');
      return eq < 0 ? [p.toLowerCase(), true] : [p.slice(0, eq).toLowerCase(), p.slice(eq + 1)];
    })
  );
}

/** The (still encoded) value a Set-Cookie sets. */
export function cookieValue(setCookie: string): string {
  const semicolon = setCookie.indexOf(';');
  return setCookie.slice(setCookie.indexOf('=') + 1, semicolon < 0 ? undefined : semicolon);
}

/** The Set-Cookie value for one cookie name, if any. */
export function findCookie(setCookies: string[], name: string): string | undefined {
  return setCookies.find((c) => c.startsWith(`${name}=`));
}
