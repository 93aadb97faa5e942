// Lighthouse runs for bench:client: one headless Debian Chromium (the flags playwright.config.ts uses)
// shared by every run, Lighthouse 12's default mobile settings (Moto G Power emulation, simulated
// slow 4G and 4× CPU), and the figures of one run picked out of its report.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchChrome() {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return { port: chrome.port, stop: () => chrome.kill() };
}

const KIB = 1024;
const sumBytes = (items, type) =>
  items.filter((r) => r.resourceType === type).reduce((s, r) => s + (r.transferSize ?? 0), 0);

/** The audits that failed in a category, by id (for a11y: which rules to fix). */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
}

/** One Lighthouse run of `url` (extraHeaders: a member's Cookie) → the figures bench:client reports. */
export async function runLighthouse(port, url, extraHeaders) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // JavaScript the page asked for before DOMContentLoaded, when Next's deferred scripts have run and
  // the page hydrates: what it needs to become interactive. Later downloads (the capture checks a
  // page view loads, a tapped route) are in jsKiB only. Both clocks start at the navigation.
  const domContentLoaded = lhr.audits.metrics?.details?.items?.[0]?.observedDomContentLoaded ?? Infinity;
  const startupScripts = requests.filter(
    (r) => r.resourceType === 'Script' && (r.rendererStartTime ?? 0) <= domContentLoaded
  );
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpElement = lcpDetails[0]?.items?.[0]?.node?.snippet ?? '';
  // The LCP's phases (TTFB, load delay, load time, render delay), in the order Lighthouse lists them:
  // render delay is the time from the LCP resource's arrival (or TTFB, for text) to its paint.
  const lcpPhases = (lcpDetails[1]?.items ?? []).map((row) => row.timing);
  // Main-thread work by kind (script evaluation, style and layout, parsing, GC…) and per script.
  const workGroups = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((row) => [row.group, row.duration])
  );
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .map((row) => ({
      url: String(row.url).replace(/^https?:\/\/[^/]+/, ''),
      total: row.total,
      scripting: row.scripting,
    }))
    .slice(0, 6);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsKiB: sumBytes(requests, 'Script') / KIB,
    jsFiles: requests.filter((r) => r.resourceType === 'Script').length,
    startupJsKiB: startupScripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / KIB,
    fontKiB: sumBytes(requests, 'Font') / KIB,
    imageKiB: sumBytes(requests, 'Image') / KIB,
    mainThreadMs: metric('mainthread-work-breakdown'),
    bootupMs: metric('bootup-time'),
    lcpRenderDelayMs: lcpPhases.length === 4 ? lcpPhases[3] : NaN,
    lcpElement: lcpElement.slice(0, 120),
    workGroups,
    scripts,
    a11yFailed: failedAudits(lhr, 'accessibility'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each number over runs; the failed audits of any run (a flaky one still shows). */
export function medianOf(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    if (typeof runs[0][key] === 'number') out[key] = median(runs.map((r) => r[key]));
  }
  out.lcpElement = runs[0].lcpElement;
  // The breakdowns of the run whose main-thread work is the median: one run's figures that add up.
  const middle = [...runs].sort((a, b) => a.mainThreadMs - b.mainThreadMs)[Math.floor((runs.length - 1) / 2)];
  out.workGroups = middle.workGroups;
  out.scripts = middle.scripts;
  out.a11yFailed = [...new Set(runs.flatMap((r) => r.a11yFailed))];
  return out;
}
