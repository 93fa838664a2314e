// Speed benchmark (not a test). `pnpm bench` prints four goals (issues #9 and #39):
//
// 1. Lighthouse 12.8 on every prerendered route of the current build, mobile and desktop presets,
//    median of BENCH_RUNS (3) runs: performance 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0 on mobile; then
//    each mobile route's TBT run by run, with the kinds of task it came from (blockingBySource).
// 2. The throttled phone (scripts/phone-profile.mjs): the current build against a baseline build
//    of a git ref (BENCH_BASELINE, default 141c85c, built once in a temporary `git worktree` under
//    the OS temp dir), loads interleaved in one run, median of BENCH_RUNS, on BENCH_PHONE_ROUTES
//    (default /,/financiamento,/contato: the pages that hydrate): FCP, LCP, hydration and their ratios. Goals:
//    FCP ≤ 0.75× the baseline's, hydration no later (≤ 1.0×; two identical builds differ by up to
//    10% here, so repeat a run before trusting a ratio near 1).
//
// 3. Bounded load on loopback (autocannon against 127.0.0.1 only): the same build served by nginx
//    (scripts/nginx.mjs, the build's nginx.conf) and by `pnpm start` (scripts/serve.mjs), on `/`
//    and on the largest script, each BENCH_LOAD_SECONDS (10) with BENCH_LOAD_CONNECTIONS (50)
//    keep-alive connections asking for brotli or gzip, the two servers alternated: requests per
//    second, p99 latency, errors. Goal: `pnpm start` ≥ 0.5× nginx's requests per second on both,
//    with 0 errors and 0 non-2xx answers.
//
// 4. /home's fraud warning on the throttled phone (scripts/phone-profile.mjs, measureDialog): when
//    it opens, from the navigation's start, in BENCH_WARNING_RUNS (5) loads of the current build.
//    Goal: every load at 3 s ± 0.3 s (SPEC: 3 s after load; the page's inline script opens it).
//
// 5. The phone menu on the text pages (scripts/phone-profile.mjs): when a press on it works, the
//    current build against the build before issue 39 (BENCH_MENU_BASELINE, default 47339a0, whose
//    text pages hydrated), loads interleaved, median of BENCH_RUNS, on BENCH_MENU_ROUTES (default
//    /sobre,/servicos,/como-funciona). Goal: ≤ 0.5× the baseline's.
//
// 6. /clientes' carousel (issue 39 §3, scripts/phone-profile.mjs): when a press on its dots
//    works (its buttons are shown once they work), and the scripts the page loaded, the current
//    build against the build whose page hydrated for it (BENCH_CAROUSEL_BASELINE, default e562f28),
//    loads interleaved, median of BENCH_RUNS. Goal: first-load JS as low as the design allows,
//    stated (the inline script alone: no script file).
//
// BENCH_ROUTES=/,/sobre and BENCH_PRESETS=mobile narrow part 1 down (BENCH_PRESETS=phone runs only
// part 2, BENCH_PRESETS=mobile,desktop only part 1, BENCH_PRESETS=load only part 3,
// BENCH_PRESETS=warning only part 4, BENCH_PRESETS=menu only part 5, BENCH_PRESETS=carousel only part 6). BENCH_PORT (4180) and BENCH_BASELINE_PORT
// (4280) are where the two builds are served (not 4190: fetch refuses it as a blocked port).
//
// To weigh two designs against each other, commit the other one and give it as BENCH_BASELINE;
// BENCH_LIGHTHOUSE_BASELINE=1 then runs part 1 on the baseline build too, its runs interleaved
// with the current build's, and prints FCP, LCP and TBT of both with their ratios.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { browserPath, chromium, fontconfigFile } from '../../../.ci/chromium.mjs';
import { openPhone, phone } from './phone-profile.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4180);
const baselinePort = Number(process.env.BENCH_BASELINE_PORT ?? 4280);
const baselineRef = process.env.BENCH_BASELINE ?? '141c85c';
const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildDirName = process.env.SITE_BUILD_DIR ?? 'build';
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop,phone,warning,menu,carousel,load').split(',');
const lighthousePresets = presets.filter((preset) => preset === 'mobile' || preset === 'desktop');
const phoneRoutes = (process.env.BENCH_PHONE_ROUTES ?? '/,/financiamento,/contato').split(',');
const lighthouseBaseline = process.env.BENCH_LIGHTHOUSE_BASELINE === '1';
const menuBaselineRef = process.env.BENCH_MENU_BASELINE ?? '47339a0';
const menuRoutes = (process.env.BENCH_MENU_ROUTES ?? '/sobre,/servicos,/como-funciona').split(',');
const carouselBaselineRef = process.env.BENCH_CAROUSEL_BASELINE ?? 'e562f28';

const goal = {
  performance: 100,
  lcpMobile: 1200,
  tbtMobile: 50,
  cls: 0,
  fcpRatio: 0.75,
  hydrationRatio: 1,
  loadRatio: 0.5,
  warningOpensMs: 3000,
  warningToleranceMs: 300,
  menuRatio: 0.5,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Serves a build directory like `pnpm start` (or with `script`); resolves once it answers. */
async function serve(dir, buildName, servePort, script = 'scripts/serve.mjs') {
  const server = spawn(process.execPath, [script], {
    cwd: dir,
    env: { ...process.env, PORT: String(servePort), SITE_BUILD_DIR: buildName },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(`http://127.0.0.1:${servePort}/`).then((r) => r.ok, () => false)) return server;
    await delay(200);
  }
  server.kill();
  throw new Error(`The build in ${dir} did not answer on port ${servePort}`);
}

/**
 * The baseline's site build: a detached `git worktree` of the ref in the temp dir (never part of
 * the repository), installed from the warm pnpm store and built once; later runs reuse it.
 */
function baselineSite(ref) {
  const git = (...args) => execFileSync('git', args, { cwd: siteDir, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short', `${ref}^{commit}`);
  const worktree = path.join(os.tmpdir(), `site-bench-baseline-${commit}`);
  const site = path.join(worktree, 'apps', 'site');
  if (existsSync(path.join(site, 'build', 'serve.json'))) return { commit, site };
  if (!existsSync(worktree)) git('worktree', 'add', '--detach', worktree, commit);
  const pnpm = (...args) =>
    execFileSync('npx', ['-y', 'pnpm@12.21.0', ...args], { cwd: worktree, stdio: ['ignore', 'ignore', 'inherit'] });
  process.stderr.write(`Building the baseline ${commit} in ${worktree}…\n`);
  try {
    pnpm('install', '--offline', '--frozen-lockfile');
  } catch {
    pnpm('install', '--frozen-lockfile');
  }
  pnpm('exec', 'turbo', 'run', 'build', '--filter=site', '--output-logs=errors-only');
  return { commit, site };
}

// ---- 1. Lighthouse ----------------------------------------------------------------------------

/** Where a mobile run's blocking time comes from, in the order a page loads. */
const blockingSources = ['navigation', 'parse', 'layout', 'scripts'];

/**
 * Splits a mobile run's Total Blocking Time by what its tasks did, from the tasks of Lantern's
 * simulation (Lighthouse's simulated 4× phone; not a Lighthouse API, so read right after its run):
 * each main-thread task's time past 50 ms between first contentful paint and time to interactive
 * (both as reported), counted by its kind — `navigation`, Chrome committing the navigation
 * (creating the page's script contexts, Lighthouse's and DevTools' included: no page code runs in
 * it); `parse`, HTML parsing (with the inline scripts it runs); `layout`, a rendering frame;
 * `scripts`, everything else (the page's modules, React). Lighthouse averages two estimates, so
 * the sum is close to its TBT, not equal.
 */
function blockingBySource(lhr) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('optimisticTotalBlockingTime');
  if (!timings) return null;
  const from = lhr.audits['first-contentful-paint'].numericValue;
  const to = lhr.audits.interactive.numericValue;
  const sums = Object.fromEntries(blockingSources.map((source) => [source, 0]));
  for (const [node, { startTime, endTime }] of timings) {
    if (node.type !== 'cpu') continue;
    const blocking = Math.min(endTime, to) - Math.max(startTime, from) - 50;
    if (blocking <= 0) continue;
    const names = new Set(node.childEvents.map((event) => event.name));
    const source = names.has('DocumentLoader::CommitNavigation')
      ? 'navigation'
      : names.has('ParseHTML')
        ? 'parse'
        : names.has('Layout')
          ? 'layout'
          : 'scripts';
    sums[source] += blocking;
  }
  return sums;
}

/**
 * Lighthouse on every route of the current build (and, with BENCH_LIGHTHOUSE_BASELINE=1, of the
 * baseline's, each run of a route on both builds back to back, in alternating order): one row
 * per build, preset and route, with the medians of its runs.
 */
async function lighthouseRows() {
  const clientDir = path.join(siteDir, buildDirName, 'client');
  // The site's pages: not the editor at /admin, which asks not to be indexed (no visitor's page).
  const pages = (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith('index.html'));
  const forVisitors = await Promise.all(
    pages.map(async (file) => !/<meta name="robots" content="noindex/.test(await readFile(path.join(clientDir, file), 'utf8'))),
  );
  const routes = pages
    .filter((_, index) => forVisitors[index])
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
    .sort()
    .filter((route) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').includes(route));
  const builds = [{ name: 'current', origin: `http://localhost:${port}`, server: await serve(siteDir, buildDirName, port) }];
  if (lighthouseBaseline) {
    const baseline = baselineSite(baselineRef);
    builds.push({ name: 'baseline', origin: `http://localhost:${baselinePort}`, server: await serve(baseline.site, 'build', baselinePort) });
  }
  const chrome = await chromeLauncher.launch({ chromePath: browserPath, chromeFlags: ['--headless=new', ...chromium.args], envVars: { ...process.env, FONTCONFIG_FILE: fontconfigFile } });
  const rows = [];
  try {
    for (const preset of lighthousePresets) {
      for (const route of routes) {
        const results = new Map(builds.map((build) => [build.name, []]));
        for (let run = 0; run < runs; run++) {
          for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
            const result = await lighthouseRun(chrome, preset, `${build.origin}${route}`);
            if (result) results.get(build.name).push(result);
          }
        }
        for (const build of builds) {
          const row = { build: build.name, preset, route, runs: results.get(build.name) };
          if (row.runs.length === 0) throw new Error(`Lighthouse completed no run of ${route} (${preset}, ${build.name})`);
          for (const key of Object.keys(row.runs[0]).filter((key) => key !== 'blocking')) {
            row[key] = median(row.runs.map((result) => result[key]));
          }
          rows.push(row);
        }
        process.stderr.write(`lighthouse ${preset} ${route} done\n`);
      }
    }
  } finally {
    await chrome.kill();
    for (const build of builds) build.server.kill();
  }
  return rows;
}

/** One Lighthouse run of `url`: its scores and metrics. */
async function lighthouseRun(chrome, preset, url) {
  const audit = async () => {
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    return (
      await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        preset === 'desktop' ? desktopConfig : undefined,
      )
    ).lhr;
  };
  // A run Lighthouse itself could not complete (no score, no metrics) is said and made again,
  // rather than counted as a page scoring 0; after three such, the run is left out (null).
  let lhr = await audit();
  for (let attempt = 1; lhr.runtimeError; attempt++) {
    process.stderr.write(`lighthouse ${preset} ${url}: ${lhr.runtimeError.code}${attempt < 3 ? ', run again' : ', run left out'}\n`);
    if (attempt === 3) return null;
    lhr = await audit();
  }
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    blocking: preset === 'mobile' ? blockingBySource(lhr) : null,
  };
}

function lighthouseReport(allRows) {
  const rows = allRows.filter((r) => r.build === 'current');
  const mobileMisses = (r) =>
    r.preset !== 'mobile'
      ? { performance: r.performance < goal.performance, cls: r.cls > goal.cls }
      : {
          performance: r.performance < goal.performance,
          lcp: r.lcp > goal.lcpMobile,
          tbt: r.tbt > goal.tbtMobile,
          cls: r.cls > goal.cls,
        };
  const mark = (missed) => (missed ? ' ✗' : '');
  const misses = rows.filter((r) => Object.values(mobileMisses(r)).some(Boolean)).length;
  return [
    `Goal 1 — Lighthouse 12.8, median of ${runs} run(s), Debian Chromium: performance ${goal.performance} on every route ` +
      `(mobile and desktop); on mobile LCP ≤ ${seconds(goal.lcpMobile)}, TBT ≤ ${goal.tbtMobile} ms; CLS 0.`,
    '',
    '| preset | route | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS (KB) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => {
      const missed = mobileMisses(r);
      return (
        `| ${r.preset} | ${r.route} | ${r.performance.toFixed(0)}${mark(missed.performance)} | ${r.accessibility.toFixed(0)} | ` +
        `${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ${seconds(r.fcp)} | ${seconds(r.lcp)}${mark(missed.lcp)} | ` +
        `${r.tbt.toFixed(0)} ms${mark(missed.tbt)} | ${r.cls.toFixed(3)}${mark(missed.cls)} | ${r.jsKb.toFixed(1)} |`
      );
    }),
    '',
    `Goal 1: ${misses === 0 ? 'met' : `NOT met (${misses} of ${rows.length} route × preset pairs miss it, marked ✗)`}.`,
    ...blockingReport(rows.filter((r) => r.preset === 'mobile')),
    ...lighthouseComparison(allRows),
  ].join('\n');
}

/** With BENCH_LIGHTHOUSE_BASELINE=1: the current build's medians against the baseline's, run for run. */
function lighthouseComparison(rows) {
  const baseline = rows.filter((r) => r.build === 'baseline');
  if (baseline.length === 0) return [];
  const of = (r) => baseline.find((b) => b.preset === r.preset && b.route === r.route);
  const ms = (value) => `${value.toFixed(0)} ms`;
  return [
    '',
    `Against the baseline ${baselineRef} (${runs} runs of each route on each build, interleaved; medians, and the current/baseline ratio; FCP run by run):`,
    '',
    '| preset | route | perf base | perf now | FCP base | FCP now | ratio | LCP base | LCP now | ratio | TBT base | TBT now | FCP runs base | FCP runs now |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows
      .filter((r) => r.build === 'current')
      .map((r) => {
        const b = of(r);
        const fcpRuns = (row) => row.runs.map((run) => run.fcp.toFixed(0)).join(' · ');
        return (
          `| ${r.preset} | ${r.route} | ${b.performance.toFixed(0)} | ${r.performance.toFixed(0)} | ${ms(b.fcp)} | ${ms(r.fcp)} | ` +
          `${(r.fcp / b.fcp).toFixed(2)} | ${ms(b.lcp)} | ${ms(r.lcp)} | ${(r.lcp / b.lcp).toFixed(2)} | ${ms(b.tbt)} | ${ms(r.tbt)} | ` +
          `${fcpRuns(b)} | ${fcpRuns(r)} |`
        );
      }),
  ];
}

/** Mobile TBT run by run, and where it came from (see blockingBySource). */
function blockingReport(rows) {
  if (rows.length === 0 || rows.some((r) => r.runs.some((run) => run.blocking === null))) return [];
  const perRun = (r, value) => r.runs.map((run) => value(run).toFixed(0)).join(' · ');
  return [
    '',
    'Mobile TBT run by run (ms), and the time past 50 ms of each kind of task in those runs (Lantern\'s simulated tasks, ' +
      'between FCP and TTI): navigation = Chrome committing the navigation (the page\'s script contexts, Lighthouse\'s ' +
      'among them; no page script runs in it); parse = HTML parsing and its inline scripts; layout = rendering frames; ' +
      'scripts = the modules and React.',
    '',
    `| route | TBT | ${blockingSources.join(' | ')} |`,
    `| --- | ---: | ${blockingSources.map(() => '---:').join(' | ')} |`,
    ...rows.map(
      (r) =>
        `| ${r.route} | ${perRun(r, (run) => run.tbt)} | ${blockingSources.map((source) => perRun(r, (run) => run.blocking[source])).join(' | ')} |`,
    ),
  ];
}

// ---- 2. The throttled phone, current build against the baseline ---------------------------

/**
 * Loads each route on the current build and on the baseline `ref`'s, on the throttled phone,
 * interleaved: each of `runs` runs loads both builds back to back, in alternating order. Returns
 * the samples by `<build> <route>` and their median per measure.
 */
async function interleavedOnPhone(ref, routes, label, options) {
  const baseline = baselineSite(ref);
  const servers = [await serve(siteDir, buildDirName, port), await serve(baseline.site, 'build', baselinePort)];
  const builds = [
    { name: 'baseline', origin: `http://localhost:${baselinePort}` },
    { name: 'current', origin: `http://localhost:${port}` },
  ];
  const { measure, close } = await openPhone();
  const samples = new Map();
  try {
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
          const key = `${build.name} ${route}`;
          samples.set(key, [...(samples.get(key) ?? []), await measure(`${build.origin}${route}`, options)]);
        }
      }
      process.stderr.write(`${label} run ${run + 1}/${runs} done\n`);
    }
  } finally {
    await close();
    for (const server of servers) server.kill();
  }
  const medianOf = (name, route, key) => median(samples.get(`${name} ${route}`).map((sample) => sample[key]));
  return { baseline, medianOf, samples: Object.fromEntries(samples) };
}

async function phoneComparison() {
  const { baseline, medianOf, samples } = await interleavedOnPhone(baselineRef, phoneRoutes, 'phone');
  const rows = phoneRoutes.map((route) => {
    const row = { route };
    for (const name of ['baseline', 'current']) {
      row[name] = {
        fcp: medianOf(name, route, 'fcp'),
        lcp: medianOf(name, route, 'lcp'),
        hydrated: medianOf(name, route, 'propsOnMain'),
        mark: medianOf(name, route, 'hydratedMark'),
      };
    }
    row.fcpRatio = row.current.fcp / row.baseline.fcp;
    row.lcpRatio = row.current.lcp / row.baseline.lcp;
    row.hydratedRatio = row.current.hydrated / row.baseline.hydrated;
    return row;
  });
  const misses = rows.filter((r) => r.fcpRatio > goal.fcpRatio || r.hydratedRatio > goal.hydrationRatio).length;
  const ratio = (value, limit) => `${value.toFixed(2)}${limit !== undefined && value > limit ? ' ✗' : ''}`;
  const report = [
    `Goal 2 — throttled phone (DevTools throttling: ${phone.latencyMs} ms RTT, ${phone.downloadBitsPerSecond / 1e6} Mbps down, ` +
      `${phone.uploadBitsPerSecond / 1e3} kbps up, ${phone.cpuSlowdown}× CPU, ${phone.viewport.width}×${phone.viewport.height}), ` +
      `current build vs baseline ${baseline.commit}, interleaved, median of ${runs}. Goals: FCP ≤ ${goal.fcpRatio}× baseline, ` +
      `hydration ≤ ${goal.hydrationRatio.toFixed(1)}×. "Hydrated" = React's props are on the page's form, or <main> without one (checked each frame, the same ` +
      `probe for both builds); "mark" = the current build's performance.mark('hydrated').`,
    '',
    '| route | FCP base | FCP now | ratio | LCP base | LCP now | ratio | hydrated base | hydrated now | ratio | mark now |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${seconds(r.baseline.fcp)} | ${seconds(r.current.fcp)} | ${ratio(r.fcpRatio, goal.fcpRatio)} | ` +
        `${seconds(r.baseline.lcp)} | ${seconds(r.current.lcp)} | ${ratio(r.lcpRatio)} | ` +
        `${seconds(r.baseline.hydrated)} | ${seconds(r.current.hydrated)} | ${ratio(r.hydratedRatio, goal.hydrationRatio)} | ` +
        `${Number.isNaN(r.current.mark) ? '—' : seconds(r.current.mark)} |`,
    ),
    '',
    `Goal 2: ${misses === 0 ? 'met' : `NOT met (${misses} of ${rows.length} routes miss it, marked ✗)`}.`,
  ].join('\n');
  return { report, samples };
}

// ---- 4. /home's fraud warning on the throttled phone -----------------------------------------

async function warningTiming() {
  const loads = Number(process.env.BENCH_WARNING_RUNS ?? 5);
  const server = await serve(siteDir, buildDirName, port);
  const { measureDialog, close } = await openPhone();
  const samples = [];
  try {
    for (let run = 0; run < loads; run++) samples.push(await measureDialog(`http://localhost:${port}/home`));
  } finally {
    await close();
    server.kill();
  }
  const missed = (sample) => Math.abs(sample.opened - goal.warningOpensMs) > goal.warningToleranceMs;
  const ms = (value) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`);
  const report = [
    `Goal 4 — /home's fraud warning on the throttled phone, ${loads} loads: it opens at ${seconds(goal.warningOpensMs)} ± ` +
      `${seconds(goal.warningToleranceMs)} after the navigation started, every load (times from the navigation's start).`,
    '',
    '| load | HTML received | first paint | load event | warning open |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...samples.map(
      (s, index) => `| ${index + 1} | ${ms(s.responseEnd)} | ${ms(s.fcp)} | ${ms(s.load)} | ${ms(s.opened)}${missed(s) ? ' ✗' : ''} |`,
    ),
    '',
    `Median: open at ${ms(median(samples.map((s) => s.opened)))}. Goal 4: ${samples.some(missed) ? 'NOT met (marked ✗)' : 'met'}.`,
  ].join('\n');
  return { report, samples };
}

// ---- 3. Bounded load on loopback, nginx against pnpm start ----------------------------------

async function loadComparison() {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
  const nginxPort = port + 1;
  const assetsDir = path.join(siteDir, buildDirName, 'client', 'assets');
  const scripts = (await readdir(assetsDir)).filter((name) => name.endsWith('.js'));
  const sizes = await Promise.all(scripts.map(async (name) => (await readFile(path.join(assetsDir, name))).length));
  const largest = scripts[sizes.indexOf(Math.max(...sizes))];
  const targets = [
    { name: '/', path: '/' },
    { name: `largest script (${(Math.max(...sizes) / 1024).toFixed(0)} KB)`, path: `/assets/${largest}` },
  ];
  const servers = [
    { name: 'nginx', port: nginxPort, process: await serve(siteDir, buildDirName, nginxPort, 'scripts/nginx.mjs') },
    { name: 'pnpm start', port, process: await serve(siteDir, buildDirName, port) },
  ];
  const results = [];
  try {
    for (const target of targets) {
      for (const server of target === targets[0] ? servers : [...servers].reverse()) {
        const result = await autocannon({
          url: `http://127.0.0.1:${server.port}${target.path}`,
          connections,
          duration: seconds,
          headers: { 'accept-encoding': 'br, gzip' },
        });
        results.push({
          server: server.name,
          target: target.name,
          requestsPerSecond: result.requests.average,
          p99: result.latency.p99,
          bytesPerSecond: result.throughput.average,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
        process.stderr.write(`load ${server.name} ${target.name} done\n`);
      }
    }
  } finally {
    for (const server of servers) server.process.kill();
  }
  const of = (server, target) => results.find((r) => r.server === server && r.target === target);
  const rows = targets.map((target) => {
    const nginx = of('nginx', target.name);
    const start = of('pnpm start', target.name);
    return { target: target.name, nginx, start, ratio: start.requestsPerSecond / nginx.requestsPerSecond };
  });
  const missed = (row) => row.ratio < goal.loadRatio || row.start.errors + row.start.non2xx + row.nginx.errors + row.nginx.non2xx > 0;
  const cell = (r) => `${r.requestsPerSecond.toFixed(0)} | ${r.p99} ms | ${(r.bytesPerSecond / 1e6).toFixed(1)} MB/s | ${r.errors} / ${r.non2xx}`;
  const report = [
    `Goal 3 — bounded load on loopback (autocannon, ${connections} keep-alive connections, ${seconds} s each, ` +
      `Accept-Encoding: br, gzip; 127.0.0.1 only), the same build: pnpm start ≥ ${goal.loadRatio}× nginx's requests per second, 0 errors.`,
    '',
    '| target | nginx req/s | p99 | throughput | errors / non-2xx | pnpm start req/s | p99 | throughput | errors / non-2xx | ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.target} | ${cell(row.nginx)} | ${cell(row.start)} | ${row.ratio.toFixed(2)}${missed(row) ? ' ✗' : ''} |`),
    '',
    `Goal 3: ${rows.some(missed) ? 'NOT met (marked ✗)' : 'met'}.`,
  ].join('\n');
  return { report, samples: results };
}

// ---- 5. The phone menu on the text pages, current build against the build before issue 39 ----

async function menuComparison() {
  const { baseline, medianOf, samples } = await interleavedOnPhone(menuBaselineRef, menuRoutes, 'menu', { until: 'menu' });
  const rows = menuRoutes.map((route) => {
    const row = { route, baseline: medianOf('baseline', route, 'menuWorks'), current: medianOf('current', route, 'menuWorks') };
    return { ...row, fcp: medianOf('current', route, 'fcp'), ratio: row.current / row.baseline };
  });
  const misses = rows.filter((r) => r.ratio > goal.menuRatio).length;
  const report = [
    `Goal 5 — the phone menu on the text pages, throttled phone (as goal 2), current build vs ${baseline.commit} (before issue 39), ` +
      `interleaved, median of ${runs}: the first frame, from the first paint on, in which a press on the menu's toggle works ` +
      `(a popover whose panel is in the page; a React toggle once hydrated). Goal: ≤ ${goal.menuRatio}× the baseline's.`,
    '',
    '| route | menu works, baseline | menu works, now | ratio | FCP now |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.route} | ${seconds(r.baseline)} | ${seconds(r.current)} | ${r.ratio.toFixed(2)}${r.ratio > goal.menuRatio ? ' ✗' : ''} | ${seconds(r.fcp)} |`),
    '',
    `Goal 5: ${misses === 0 ? 'met' : `NOT met (${misses} of ${rows.length} routes miss it, marked ✗)`}.`,
  ].join('\n');
  return { report, samples };
}

// ---- 6. /clientes' carousel, current build against the build whose page hydrated for it ----

async function carouselComparison() {
  const { baseline, medianOf, samples } = await interleavedOnPhone(carouselBaselineRef, ['/clientes'], 'carousel', { until: 'carousel' });
  const of = (name, key) => medianOf(name, '/clientes', key);
  const cells = (name) => `${seconds(of(name, 'carouselWorks'))} | ${seconds(of(name, 'fcp'))} | ${seconds(of(name, 'lcp'))} | ${of(name, 'scripts')} | ${(of(name, 'scriptBytes') / 1024).toFixed(1)} KB`;
  const current = of('current', 'scripts');
  const report = [
    `Goal 6 — /clientes' carousel, throttled phone (as goal 2), current build vs ${baseline.commit} (its page hydrated for it), ` +
      `interleaved, median of ${runs}: the first frame, from the first paint on, in which a press on a dot works (its buttons shown), ` +
      'and the script files the page loaded (bytes on the wire, as served). Goal: first-load JS as low as the design allows.',
    '',
    '| build | dot press works | FCP | LCP | script files | their bytes |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| baseline | ${cells('baseline')} |`,
    `| current | ${cells('current')} |`,
    '',
    `Dot press works at ${(of('current', 'carouselWorks') / of('baseline', 'carouselWorks')).toFixed(2)}× the baseline's. ` +
      `Goal 6: ${current === 0 ? 'met (no script file: the inline script alone)' : `${current} script file(s) loaded, stated`}.`,
  ].join('\n');
  return { report, samples };
}

// Each part is printed as soon as it is measured, and its raw runs kept in `.bench/` (not in git).
const raw = path.join(siteDir, '.bench', `${new Date().toISOString().replaceAll(':', '-')}.json`);
const keep = async (part, data) => {
  await mkdir(path.dirname(raw), { recursive: true });
  const kept = existsSync(raw) ? JSON.parse(await readFile(raw, 'utf8')) : {};
  await writeFile(raw, JSON.stringify({ ...kept, [part]: data }, null, 1));
};
// Each part that was asked for, in this order: its report printed, its runs kept.
const parts = { phone: phoneComparison, warning: warningTiming, menu: menuComparison, carousel: carouselComparison, load: loadComparison };
for (const [part, measure] of Object.entries(parts)) {
  if (!presets.includes(part)) continue;
  const { report, samples } = await measure();
  await keep(part, samples);
  console.log(`${report}\n`);
}
if (lighthousePresets.length > 0) {
  const rows = await lighthouseRows();
  await keep('lighthouse', rows);
  console.log(lighthouseReport(rows));
}
process.stderr.write(`Raw runs: ${raw}\n`);
