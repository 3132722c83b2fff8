import { readdirSync, readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumArgs, chromiumPath, omniboxPopupFeatures, playwrightDisabledFeatures } from './browser.ts'

/** The command lines of the Chromium browser processes this test process started. */
function ownChromiumCommandLines(): string[][] {
  const lines: string[][] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent !== process.pid) continue
      lines.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'))
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return lines.filter((line) => line.some((arg) => arg === '--remote-debugging-pipe'))
}

const disabledFeaturesOf = (line: string[]) =>
  line
    .filter((arg) => arg.startsWith('--disable-features='))
    .at(-1)
    ?.slice('--disable-features='.length)
    .split(',') ?? []

describe("the tests' Chromium", () => {
  it('keeps every feature Playwright turns off, since Chromium takes only the last --disable-features', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless'] })
    try {
      const [line] = ownChromiumCommandLines()
      expect(line).toBeDefined()
      const playwrights = disabledFeaturesOf(line!)
      expect(playwrights.length).toBeGreaterThan(0)
      expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(playwrights))
    } finally {
      await browser.close()
    }
  })

  // The page the flag removes is one that Chromium 156 makes as it starts; Chromium 150 and others make no
  // such page, and there the flag has nothing to remove. So the flag's effect is asserted only on a
  // Chromium that makes the page without it, and there it fails if the page is still made with it.
  it('renders no omnibox popup of its own window where it makes one without the flag', async (context) => {
    const plain = chromiumArgs.filter((arg) => !arg.startsWith('--disable-features='))
    expect(chromiumArgs.at(-1)).toContain(omniboxPopupFeatures.join(','))
    const unflagged = await omniboxPages(plain, { until: 'found', deadlineMs: 10_000 })
    if (unflagged.urls.length === 0)
      return context.skip(
        `Chromium ${unflagged.version} makes no omnibox popup page of its own in 10 s: the flag has nothing to remove`,
      )
    // A page that is not there cannot be waited for: the flagged browser is watched for twice as long as
    // the unflagged one took to make it, at least two seconds.
    const flagged = await omniboxPages(chromiumArgs, {
      until: 'deadline',
      deadlineMs: Math.max(2_000, 2 * unflagged.foundAfterMs),
    })
    expect(flagged.urls).toEqual([])
  })
})

/**
 * The omnibox popup pages of a browser started with `args`: polled from its start until one is there or
 * the deadline passes ('found'), or until the deadline whatever is found ('deadline').
 */
async function omniboxPages(args: string[], watch: { until: 'found' | 'deadline'; deadlineMs: number }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args })
  try {
    const started = Date.now()
    const page = await (await browser.newContext()).newPage()
    await page.setContent('<p>Tere</p>')
    const session = await browser.newBrowserCDPSession()
    const urls = new Set<string>()
    let foundAfterMs = 0
    do {
      const { targetInfos } = await session.send('Target.getTargets')
      for (const target of targetInfos) if (target.url.includes('omnibox-popup')) urls.add(target.url)
      if (urls.size > 0 && foundAfterMs === 0) foundAfterMs = Date.now() - started
      if (urls.size > 0 && watch.until === 'found') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    } while (Date.now() - started < watch.deadlineMs)
    return { urls: [...urls], foundAfterMs, version: browser.version() }
  } finally {
    await browser.close()
  }
}
