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

  it('renders no omnibox popup of its own window, which it does without the flag', async () => {
    const omniboxPages = async (args: string[]) => {
      const browser = await chromium.launch({ executablePath: chromiumPath, args })
      try {
        const page = await (await browser.newContext()).newPage()
        await page.setContent('<p>Tere</p>')
        const session = await browser.newBrowserCDPSession()
        // The popup's page is made while the browser starts; wait until it is there, or a deadline.
        let urls: string[] = []
        const deadline = Date.now() + 5_000
        do {
          const { targetInfos } = await session.send('Target.getTargets')
          urls = targetInfos.map((target) => target.url).filter((url) => url.includes('omnibox-popup'))
        } while (urls.length === 0 && args === plain && Date.now() < deadline)
        return urls
      } finally {
        await browser.close()
      }
    }
    const plain = chromiumArgs.filter((arg) => !arg.startsWith('--disable-features='))
    expect(await omniboxPages(plain)).not.toEqual([])
    expect(await omniboxPages(chromiumArgs)).toEqual([])
    expect(chromiumArgs.at(-1)).toContain(omniboxPopupFeatures.join(','))
  })
})
