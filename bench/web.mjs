// bench:web: Lighthouse (mobile settings: simulated slow 4G and 4x CPU slowdown, at 390x844) against
// `npm start` for the first screen (/auth) and three signed-in screens, with the bytes of JavaScript a
// browser really received (transfer size, after Content-Encoding). Prints the targets of issue 13 and
// whether each is met; nothing here is asserted in a test. BENCH_WEB_RUNS (default 3) runs per screen,
// the median by performance score is reported. BENCH_WEB_REPORTS=folder keeps each run's Lighthouse
// report there as JSON (open it at googlechrome.github.io/lighthouse/viewer or read it with jq).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { signUpCodeIn } from '../apps/server/src/modules/mail/mail-folder.ts';
import { startServer } from './support.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const REPORTS = process.env.BENCH_WEB_REPORTS;
const PORT = 3204;
const DEBUG_PORT = 9333;
const TARGETS = {
  authJsKb: 150,
  authPerformance: 95,
  signedInPerformance: 90,
  accessibility: 95,
};

const server = await startServer({ port: PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    `--remote-debugging-port=${DEBUG_PORT}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

/** Signs a member up through the code step and returns his cookie header and id. */
async function signUp(name) {
  const email = `bench.web.${name}.${Date.now()}@example.com`;
  const post = (p, body, cookie) =>
    fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const started = await post('/api/auth/sign-up', { email, password: 'velvet-otter-rides-42' });
  if (started.status !== 202) throw new Error(`sign-up answered ${started.status}`);
  const verified = await post('/api/auth/verify-email', {
    email,
    code: await signUpCodeIn(server.mailDir, email, 2_000),
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
  const {
    user: { id },
  } = await me.json();
  const placed = await fetch(`${server.url}/api/me/location`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ city: 'Berlin' }),
  });
  if (!placed.ok) throw new Error(`location answered ${placed.status}`);
  return { cookie, id, post };
}

async function openChat(a, b) {
  const opened = await a.post('/api/conversations', { userId: b.id }, a.cookie);
  if (!opened.ok) throw new Error(`opening a chat answered ${opened.status}`);
  const { id } = await opened.json();
  for (let i = 0; i < 12; i++) {
    const sent = await a.post(
      `/api/conversations/${id}/messages`,
      {
        clientId: `bench-web-${i}-${Date.now()}`,
        kind: 'text',
        text: `Message ${i + 1}: hey there`,
      },
      a.cookie,
    );
    if (sent.status !== 201) throw new Error(`sending answered ${sent.status}`);
  }
  return `/app/chat/${id}`;
}

async function audit(label, path, cookie, run) {
  const flags = {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 1.75 },
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const { lhr } = await lighthouse(`${server.url}${path}`, flags);
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    const name = `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run + 1}.json`;
    fs.writeFileSync(`${REPORTS}/${name}`, JSON.stringify(lhr));
  }
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
    jsFiles: scripts.length,
    requests: lhr.audits['network-requests'].details.items.length,
  };
}

async function median(label, path, cookie) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(label, path, cookie, i));
  runs.sort((x, y) => x.performance - y.performance);
  return runs[Math.floor(runs.length / 2)];
}

const mark = (ok) => (ok ? 'met' : 'NOT met');
try {
  const anton = await signUp('anton');
  const bruno = await signUp('bruno');
  const chat = await openChat(anton, bruno);
  const screens = [
    ['/auth', '/auth', null],
    ['/dashboard', '/dashboard', anton.cookie],
    ['/discovery', '/discovery', anton.cookie],
    ['a chat', chat, anton.cookie],
  ];
  console.log(`Lighthouse mobile, 390x844, median of ${RUNS} run(s) per screen`);
  const results = [];
  for (const [label, path, cookie] of screens) {
    const r = await median(label, path, cookie);
    results.push([label, r]);
    console.log(
      `${label.padEnd(11)} perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  ` +
        `LCP ${(r.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}  ` +
        `JS ${r.jsKb.toFixed(1)} KB on the wire in ${r.jsFiles} files  (${r.requests} requests)`,
    );
  }
  console.log('\nTargets (issue 13):');
  const auth = results[0][1];
  console.log(
    `  /auth JavaScript on the wire <= ${TARGETS.authJsKb} KB: ${auth.jsKb.toFixed(1)} KB, ${mark(auth.jsKb <= TARGETS.authJsKb)}`,
  );
  console.log(
    `  /auth performance >= ${TARGETS.authPerformance}: ${auth.performance}, ${mark(auth.performance >= TARGETS.authPerformance)}`,
  );
  for (const [label, r] of results.slice(1))
    console.log(
      `  ${label} performance >= ${TARGETS.signedInPerformance}: ${r.performance}, ${mark(r.performance >= TARGETS.signedInPerformance)}`,
    );
  for (const [label, r] of results)
    console.log(
      `  ${label} accessibility >= ${TARGETS.accessibility}: ${r.accessibility}, ${mark(r.accessibility >= TARGETS.accessibility)}`,
    );
} finally {
  await browser.close();
  await server.stop();
}
