// `npm run audit`: serves the production build and runs Lighthouse (mobile preset, slow 4G and 4× CPU
// applied to the browser) and axe on one public page of each template, or on every public page with
// AUDIT_PAGES=all (about 40 s a page). Fails when a page is below the budgets of DESIGN.md §8.
// Usage: npm run audit [-- /path …]
import { execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { root } from './build-freshness.js'
import { chromiumFlags, chromiumPath } from './chromium.js'
import { ensureBuild } from './ensure-build.js'
import { publicPages, templatePages } from './public-pages.js'

const budget = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 }
const chromePath = chromiumPath
const chromeFlags = ['--headless=new', ...chromiumFlags]

function freePort() {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function startSite() {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-audit-'))
  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      GEO_PROVIDER: 'builtin',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** The share of all cores' time spent idle over the next `ms` milliseconds. */
async function idleShare(ms) {
  const total = () =>
    cpus().reduce(
      (sum, cpu) => {
        const times = Object.values(cpu.times)
        return { idle: sum.idle + cpu.times.idle, all: sum.all + times.reduce((a, b) => a + b, 0) }
      },
      { idle: 0, all: 0 },
    )
  const before = total()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const after = total()
  return (after.idle - before.idle) / Math.max(1, after.all - before.all)
}

/**
 * Lighthouse applies a 4× CPU slowdown on top of whatever else the machine is doing, so a page is only
 * judged on a quiet machine (Lighthouse's own advice on variability): before the first page, wait until
 * at least 90 % of the CPU time over 3 s is idle, for at most 2 minutes (a test server still winding
 * down, the new server's first work). If the machine stays busy, say what keeps it busy and go on.
 */
async function waitForQuietMachine() {
  const started = Date.now()
  let idle = 0
  while (Date.now() - started < 120_000) {
    idle = await idleShare(3_000)
    if (idle >= 0.9) {
      console.info(
        `Masin on vaikne (${Math.round(idle * 100)} % jõude), ootasin ${Math.round((Date.now() - started) / 1000)} s.`,
      )
      return
    }
  }
  console.warn(
    `Masin on endiselt hõivatud (${Math.round(idle * 100)} % jõude); mõõdan siiski. Kõige hõivatumad protsessid:`,
  )
  try {
    console.warn(
      execFileSync('ps', ['-eo', 'pid,pcpu,etime,args', '--sort=-pcpu'], { encoding: 'utf8' })
        .split('\n')
        .slice(0, 8)
        .map((line) => line.slice(0, 160))
        .join('\n'),
    )
  } catch {}
}

/** A plain-text table of the rows, for the terminal and the CI log. */
function formatTable(rows) {
  if (rows.length === 0) return ''
  const columns = Object.keys(rows[0])
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')
  return [
    line(columns),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map((row) => line(columns.map((column) => row[column]))),
  ].join('\n')
}

/** Whether one Lighthouse result is within every budget of DESIGN.md §8. */
function withinBudget(lhr) {
  const ok = ['performance', 'accessibility', 'best-practices', 'seo'].every(
    (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100) >= budget[id],
  )
  return ok && (lhr.audits['cumulative-layout-shift']?.numericValue ?? 1) <= budget.cls
}

const kb = (bytes) => `${Math.round(bytes / 1024)}`

async function main() {
  ensureBuild()
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
  const targets = pages.length > 0 ? pages : process.env.AUDIT_PAGES === 'all' ? publicPages : templatePages
  const site = await startSite()
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  })
  const rows = []
  const failures = []
  try {
    await waitForQuietMachine()
    for (const page of targets) {
      const url = `${site.url}${page}`
      // One Lighthouse run varies by a point or two (and now and then a 0.001 layout shift); a page that
      // misses any budget is run twice more and each figure is judged by its median over the three runs,
      // as Lighthouse's own guidance on variability advises. A page really over budget still fails.
      const runs = []
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Applied throttling by default (docs/decisions/009-audit-throttling.md); AUDIT_THROTTLING=simulate
          // gives Lighthouse's simulated figures for comparison.
          throttlingMethod: process.env.AUDIT_THROTTLING === 'simulate' ? 'simulate' : 'devtools',
        })
        runs.push(result.lhr)
        if (attempt === 0 && withinBudget(result.lhr)) break
      }
      const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
      const medianScore = (id) => median(runs.map((lhr) => lhr.categories[id]?.score ?? 0))
      const medianAudit = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0))
      const runner = {
        lhr: runs.reduce((best, lhr) =>
          Math.abs((lhr.categories.performance?.score ?? 0) - medianScore('performance')) <
          Math.abs((best.categories.performance?.score ?? 0) - medianScore('performance'))
            ? lhr
            : best,
        ),
      }
      const { categories, audits } = runner.lhr
      if (process.env.AUDIT_REPORT_DIR) {
        const file = path.join(process.env.AUDIT_REPORT_DIR, `${page.replace(/\W+/g, '_') || 'home'}.json`)
        await writeFile(file, JSON.stringify(runner.lhr))
      }
      const score = (id) => Math.round(medianScore(id) * 100)
      const items = audits['resource-summary']?.details?.items ?? []
      const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
      const tab = await context.newPage()
      await tab.goto(url, { waitUntil: 'networkidle' })
      const axe = await new AxeBuilder({ page: tab }).analyze()
      await context.close()
      const row = {
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        lcp: `${(medianAudit('largest-contentful-paint') / 1000).toFixed(2)} s`,
        cls: Number(medianAudit('cumulative-layout-shift').toFixed(3)),
        tbt: `${Math.round(medianAudit('total-blocking-time'))} ms`,
        runs: runs.length,
        'total KB': kb(bytes('total')),
        'JS KB': kb(bytes('script')),
        axe: axe.violations.length,
      }
      rows.push(row)
      for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
        if (row[key] < budget[key]) {
          const failed = Object.values(audits)
            .filter(
              (audit) =>
                audit.score !== null &&
                audit.score < 1 &&
                categories[key].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
            )
            .map((audit) => audit.id)
          failures.push(`${page}: ${key} ${row[key]} < ${budget[key]} (${failed.join(', ')})`)
        }
      }
      if (row.cls > budget.cls) failures.push(`${page}: CLS ${row.cls} > 0`)
      for (const violation of axe.violations)
        failures.push(`${page}: axe ${violation.id} (${violation.nodes.length})`)
      console.info(`${page}: ${row.performance}/${row.accessibility}/${row['best-practices']}/${row.seo}`)
    }
  } finally {
    await browser.close()
    await chrome.kill()
    await site.stop()
  }
  console.info(formatTable(rows))
  if (failures.length > 0) {
    console.error(`Eelarvest väljas:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
  console.info('Kõik lehed on eelarve piires.')
}

await main()
