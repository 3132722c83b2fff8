import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogArticles as articlesOf } from '#app/content/blog-articles.ts'
import { builtInBusiness } from '#app/content/business.ts'
import { materials } from '#app/content/materials.ts'
import { setupServer } from '../support/server-fixture.ts'

// A fresh test database shows the built-in facts.
const blogArticles = articlesOf(builtInBusiness)

/**
 * Every public page of the production build, as a crawler gets it, checked by tools we did not write:
 * the W3C Nu HTML checker (vnu-jar) for the HTML, and Google's documented properties for each kind of
 * structured data we publish. Pages are fetched once and shared by both checks.
 */

const site = setupServer()

const publicPaths = [
  '/',
  ...materials.map((material) => `/${material.slug}`),
  '/kalkulaator',
  '/tellimine',
  '/sertifikaat',
  '/blogi',
  ...blogArticles.map((article) => `/blogi/${article.id}`),
  '/privaatsus',
  '/olematu-leht',
  // The pages in Russian and English (ADR 060): one of each template, the account's sign-in and the 404.
  '/ru',
  '/en',
  '/ru/killustik',
  '/en/kalkulaator',
  '/ru/tellimine',
  '/en/sertifikaat',
  '/ru/blogi',
  '/en/privaatsus',
  '/ru/ariklient',
  '/en/konto/sisene',
  '/ru/olematu-leht',
]

const notFound = (pathname: string) => pathname.endsWith('/olematu-leht')

const pages = new Map<string, string>()
let pageDir = ''

beforeAll(async () => {
  pageDir = await mkdtemp(path.join(tmpdir(), 'karjaar-markup-'))
  for (const pathname of publicPaths) {
    const response = await fetch(`${site.url}${pathname}`)
    expect([pathname, response.status]).toEqual([pathname, notFound(pathname) ? 404 : 200])
    pages.set(pathname, await response.text())
  }
}, 120_000)

afterAll(async () => {
  if (pageDir) await rm(pageDir, { recursive: true, force: true })
})

// ── the Nu HTML checker ────────────────────────────────────────────────────────────────────────────
/**
 * What the checker reports as errors in valid CSS it does not know yet — each a gap of the checker's CSS
 * grammar, not of our HTML. Listed exactly; everything else it reports fails the test.
 */
const checkerCssGaps = [
  // CSS Properties and Values API: Tailwind registers its custom properties with @property.
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  // CSS Box Model 4 (Tailwind's space utilities use it where supported).
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  // CSS Transitions: a registered custom property may be transitioned (`<custom-ident>`).
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.?$/,
  // CSS Scroll-driven Animations: the chat launcher follows the page's scroll (app.css, ADR 055).
  /^CSS: “animation-(timeline|range)”: Property “animation-(timeline|range)” doesn't exist\.?$/,
]

/**
 * HTML the checker does not know yet. The HTML standard allows `blocking="render"` on a link of type
 * `expect` as well as `stylesheet` (the link types table and "blocking attributes"); the checker's grammar
 * predates the expect link type. Listed exactly, like the CSS gaps.
 */
const checkerHtmlGaps = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.?$/,
]

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  message: string
  extract?: string
}

const execFileAsync = promisify(execFile)

describe('the Nu HTML checker on every public page', () => {
  it('finds no errors beyond its known gaps', async () => {
    const files: string[] = []
    for (const [pathname, html] of pages) {
      const file = path.join(pageDir, `${pathname.replace(/[^a-z0-9]+/gi, '_') || 'root'}.html`)
      await writeFile(file, html)
      files.push(file)
    }
    const jar = createRequire(import.meta.url)('vnu-jar') as string
    let output: string
    try {
      // One run over every page: the JVM takes seconds to start. Exit status 1 means "errors found".
      // The client compiler alone (TieredStopAtLevel=1): a run of seconds never earns back the optimising
      // compiler's threads, about half the CPU time of a run (measured 2.6 against 5.6 s). Its frames are
      // larger, and the checker needs a stack of at least 512 KB: 4 MB.
      const result = await execFileAsync(
        'java',
        [
          '-XX:TieredStopAtLevel=1',
          '-Xss4m',
          '-jar',
          jar,
          '--errors-only',
          '--format',
          'json',
          '--stdout',
          ...files,
        ],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      )
      output = result.stdout
    } catch (error) {
      const failed = error as NodeJS.ErrnoException & { stdout?: string }
      if (failed.code === 'ENOENT')
        throw new Error(
          'Java is missing: the Nu HTML checker needs it (apt-get install -y default-jre-headless)',
        )
      if (!failed.stdout) throw error
      output = failed.stdout
    }
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] }
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => ![...checkerCssGaps, ...checkerHtmlGaps].some((gap) => gap.test(message.message)))
      .map((message) => `${path.basename(message.url ?? '')}: ${message.message} ${message.extract ?? ''}`)
    expect(errors).toEqual([])
    // The exceptions are still met (the checker did run over our CSS).
    expect(messages.some((message) => checkerCssGaps[0]!.test(message.message))).toBe(true)
  }, 120_000)
})

// ── structured data ────────────────────────────────────────────────────────────────────────────────
type Node = Record<string, unknown>

/**
 * The properties Google documents for each type we publish: `required` must be there for the rich result
 * at all, `recommended` are the ones we can honestly give. Sources (Google Search Central, structured data):
 * - LocalBusiness: /search/docs/appearance/structured-data/local-business
 * - Product (merchant listing): /search/docs/appearance/structured-data/merchant-listing
 * - FAQPage: /search/docs/appearance/structured-data/faqpage
 * - BreadcrumbList: /search/docs/appearance/structured-data/breadcrumb
 * - Article (BlogPosting): /search/docs/appearance/structured-data/article
 * - WebSite (site names): /search/docs/appearance/site-names
 */
const googleProperties: Record<string, { required: string[]; recommended: string[] }> = {
  HomeAndConstructionBusiness: {
    required: ['name', 'address'],
    recommended: ['geo', 'openingHoursSpecification', 'priceRange', 'telephone', 'url', 'image'],
  },
  PostalAddress: {
    required: [],
    recommended: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  },
  GeoCoordinates: { required: ['latitude', 'longitude'], recommended: [] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'], recommended: [] },
  Product: { required: ['name', 'image', 'offers'], recommended: ['description', 'brand', 'url'] },
  Offer: { required: ['price', 'priceCurrency'], recommended: ['availability', 'url'] },
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name', 'item'], recommended: [] },
  BlogPosting: {
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author'],
  },
  Organization: { required: ['name'], recommended: ['url'] },
  WebSite: { required: ['name', 'url'], recommended: [] },
}

/** Nested nodes Google reads without a rich result of their own (checked for well-formed values only). */
const plainTypes = new Set(['Brand', 'UnitPriceSpecification', 'GeoCircle'])

function structuredData(html: string): Node[] {
  const window = new Window()
  window.document.write(html)
  const blocks = [...window.document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Node,
  )
  window.close()
  return blocks
}

/** Every object in the data, nested ones included. */
function allNodes(value: unknown, into: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) allNodes(item, into)
  else if (typeof value === 'object' && value !== null) {
    into.push(value as Node)
    for (const item of Object.values(value)) allNodes(item, into)
  }
  return into
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+\/\S*$/.test(value)

function problemsOf(pathname: string, blocks: Node[]): string[] {
  const problems: string[] = []
  const nodes = blocks.flatMap((block) => allNodes(block))
  const defined = new Set(
    nodes
      .filter((node) => node['@id'] && node['@type'] && Object.keys(node).length > 2)
      .map((node) => node['@id']),
  )
  for (const block of blocks)
    if (block['@context'] !== 'https://schema.org')
      problems.push(`${pathname}: @context ${String(block['@context'])}`)
  for (const node of nodes) {
    const type = node['@type']
    const where = `${pathname} ${String(type ?? node['@id'])}`
    if (type === undefined) {
      if (node['@id'] && !defined.has(node['@id'])) problems.push(`${where}: @id defined nowhere on the page`)
      continue
    }
    const rules = googleProperties[String(type)]
    if (!rules && !plainTypes.has(String(type))) problems.push(`${where}: no rules for this type`)
    for (const property of [...(rules?.required ?? []), ...(rules?.recommended ?? [])])
      if (!present(node[property])) problems.push(`${where}: ${property} missing`)
    for (const property of ['url', 'item', 'image', 'mainEntityOfPage'])
      if (property in node && typeof node[property] === 'string' && !absoluteUrl(node[property]))
        problems.push(`${where}: ${property} is not an absolute URL: ${String(node[property])}`)
    for (const property of ['datePublished', 'dateModified'])
      if (
        property in node &&
        !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(String(node[property]))
      )
        problems.push(`${where}: ${property} is not ISO 8601: ${String(node[property])}`)
    if ('price' in node && !/^\d+(\.\d{1,2})?$/.test(String(node.price)))
      problems.push(`${where}: price ${String(node.price)}`)
    if ('priceCurrency' in node && node.priceCurrency !== 'EUR') problems.push(`${where}: priceCurrency`)
    if (type === 'GeoCoordinates')
      for (const axis of ['latitude', 'longitude'])
        if (!/^-?\d+\.\d{5,}$/.test(String(node[axis])))
          problems.push(`${where}: ${axis} has under 5 decimals`)
  }
  return problems
}

describe("structured data against Google's documented properties", () => {
  it('is complete, well-formed and self-contained on every public page', () => {
    const problems: string[] = []
    const typesSeen = new Set<string>()
    for (const [pathname, html] of pages) {
      const blocks = structuredData(html)
      for (const node of blocks.flatMap((block) => allNodes(block)))
        if (node['@type']) typesSeen.add(String(node['@type']))
      problems.push(...problemsOf(pathname, blocks))
    }
    expect(problems).toEqual([])
    // Each kind of page publishes what it should.
    for (const type of [
      'HomeAndConstructionBusiness',
      'WebSite',
      'Product',
      'FAQPage',
      'BreadcrumbList',
      'BlogPosting',
    ])
      expect(typesSeen).toContain(type)
  })

  it('gives every material page a product picture, and every page a share picture', () => {
    for (const material of materials) {
      const html = pages.get(`/${material.slug}`) ?? ''
      const product = structuredData(html).find((block) => block['@type'] === 'Product')
      expect([material.slug, absoluteUrl(product?.image)]).toEqual([material.slug, true])
    }
    for (const [pathname, html] of pages) {
      if (notFound(pathname)) continue
      expect([pathname, /<meta property="og:image" content="https?:\/\/[^"]+"/.test(html)]).toEqual([
        pathname,
        true,
      ])
    }
  })
})

// ── the first frame ────────────────────────────────────────────────────────────────────────────────
describe('the first frame', () => {
  it('waits for the marker after the content of every page, and the marker follows all of it', () => {
    for (const [pathname, html] of pages) {
      const window = new Window()
      window.document.write(html)
      const { document } = window
      const expectLinks = [...document.head.querySelectorAll('link[rel="expect"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('blocking'),
      ])
      const marker = document.getElementById('page-end')
      // Everything a visitor sees comes before the marker; only scripts may follow it.
      const after: string[] = []
      for (let node = marker?.nextElementSibling; node; node = node.nextElementSibling)
        if (node.tagName !== 'SCRIPT') after.push(node.tagName)
      expect([
        pathname,
        expectLinks,
        marker?.parentElement?.tagName,
        marker?.hasAttribute('hidden'),
        after,
      ]).toEqual([pathname, [['#page-end', 'render']], 'BODY', true, []])
      expect([pathname, document.querySelectorAll('main').length]).toEqual([pathname, 1])
      window.close()
    }
  })
})

// ── the public stylesheet ──────────────────────────────────────────────────────────────────────────
describe('the stylesheet written into public pages', () => {
  it("styles every class of every page that the staff pages' full stylesheet styles", async () => {
    // app.css has every class of the site; public.css, written into public pages, leaves out the staff
    // pages' own. A class a public page uses but public.css lacks would render unstyled.
    const assets = path.join(process.cwd(), 'build/client/assets')
    const fullName = (await readdir(assets)).find((name) => /^app-[\w-]+\.css$/.test(name))
    const full = await readFile(path.join(assets, fullName!), 'utf8')
    // As Tailwind writes a class into a selector: every character but letters, digits, '-' and '_'
    // escaped, followed by what may end a simple selector.
    const selector = (name: string) => `.${name.replace(/[^\w-]/g, (char) => `\\${char}`)}`
    const styledIn = (css: string, name: string) =>
      [...'{:, >[)~+.'].some((end) => css.includes(selector(name) + end))
    const unstyled: string[] = []
    for (const [pathname, html] of pages) {
      const inline = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
      expect([pathname, inline.length > 10_000]).toEqual([pathname, true])
      const classes = new Set(
        [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean),
      )
      for (const name of classes)
        if (styledIn(full, name) && !styledIn(inline, name)) unstyled.push(`${pathname}: ${name}`)
    }
    expect(unstyled).toEqual([])
    // And it is the smaller one: the staff pages' classes stay out of every public page.
    const inline = /<style[^>]*>([\s\S]*?)<\/style>/.exec(pages.get('/')!)?.[1] ?? ''
    expect(inline.length).toBeLessThan(full.length * 0.9)
  })
})
