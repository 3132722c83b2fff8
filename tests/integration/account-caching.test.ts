import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * A business customer's pages are theirs alone (issue 41 item 9, ADR 059), on the production build: the
 * account's pages, and any public page rendered for a signed-in customer, are answered
 * `private, no-store`, neither the page cache nor a shared cache keeps them, and the anonymous visitor
 * right after a signed-in one gets the public page, as the page cache kept it. The shipped nginx
 * configuration passes a signed-in customer to the app and keeps nothing it answers them.
 */

const site = setupServer({ smtp: true, env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })
const staff = staffClient(site)

const company = { name: 'Vahemälu Ehitus OÜ', email: 'mari@vahemalu.example.ee', agreedEur: 12.34 }
const accountPages = [
  '/konto',
  '/konto/arved',
  '/konto/tellimused',
  '/konto/saldo',
  '/konto/objektid',
  '/konto/kasutajad',
]
const publicCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60'

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.url}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
  })
  // React separates neighbouring text with <!-- --> in server HTML; read the text as a visitor sees it.
  return { response, text: (await response.text()).replaceAll('<!-- -->', '') }
}

/** A company with an agreed price for crushed stone, made by staff; its contact signed in by the mailed link. */
async function signedInCompany(): Promise<string> {
  const products = (await (await staff.api('/api/admin/products')).json()) as { id: number; slug: string }[]
  const crushedStone = products.find((product) => product.slug === 'killustik')!
  const created = await staff.api('/api/admin/customers', {
    method: 'POST',
    body: {
      name: company.name,
      registryCode: '14000009',
      vatNumber: null,
      address: { street: 'Jaama 4', city: 'Tapa', postalCode: '45106', countryCode: 'EE' },
      contactName: 'Mari Maasikas',
      email: company.email,
      phone: '+372 5333 4444',
      invoiceEmail: null,
      paymentTermDays: 21,
      creditLimitEur: 5000,
      eInvoice: false,
      prices: [{ productId: crushedStone.id, netPriceEur: company.agreedEur }],
    },
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const [mail] = await site.smtp.waitFor(1, { filter: (m) => m.to.includes(company.email) })
  const token = mail!.text.match(/\/konto\/sisene\/([A-Za-z0-9_-]{43})/)![1]
  const opened = await fetch(`${site.url}/konto/sisene/${token}`, {
    method: 'POST',
    body: new URLSearchParams({}),
    headers: { Origin: site.url, 'X-Forwarded-For': newClientAddress() },
    redirect: 'manual',
  })
  expect(opened.status).toBe(302)
  return (opened.headers.get('set-cookie') ?? '').split(';')[0]!
}

describe("a signed-in business customer's pages", () => {
  it('are private and never stored; the anonymous visitor after them gets the public page', async () => {
    // An anonymous visitor first: the material page is kept.
    const before = await get('/killustik')
    expect(before.response.headers.get('Cache-Control')).toBe(publicCacheControl)
    expect((await get('/killustik')).response.headers.get('X-Page-Cache')).toBe('hit')

    const cookie = await signedInCompany()
    for (const path of accountPages) {
      const { response, text } = await get(path, cookie)
      expect([path, response.status]).toEqual([path, 200])
      expect([path, response.headers.get('Cache-Control')]).toEqual([path, 'private, no-store'])
      expect(response.headers.get('X-Page-Cache')).not.toBe('hit')
      expect(text).toContain(company.name)
    }
    // A public page rendered for them carries the company's price and details.
    for (const path of ['/killustik', '/', '/ru/killustik', '/en/killustik']) {
      const { response } = await get(path, cookie)
      expect([path, response.status]).toEqual([path, 200])
      expect([path, response.headers.get('Cache-Control')]).toEqual([path, 'private, no-store'])
      expect(response.headers.get('X-Page-Cache')).not.toBe('hit')
    }
    const theirs = await get('/killustik', cookie)
    expect(theirs.text).toContain('Teie hind 12,34')
    expect(theirs.text).toContain(company.name)

    // The next anonymous visitor: the public page as it was kept, public prices, no company.
    const after = await get('/killustik')
    expect(after.response.headers.get('X-Page-Cache')).toBe('hit')
    expect(after.response.headers.get('Cache-Control')).toBe(publicCacheControl)
    expect(after.text).toBe(before.text)
    expect(after.text).not.toContain('Teie hind')
    expect(after.text).not.toContain(company.name)
  })

  it('are private in every language, signed in or not', async () => {
    // The sign-in page and the account's addresses with a language prefix, whatever they answer.
    for (const path of ['/konto/sisene', '/ru/konto', '/en/konto/arved', '/RU/Konto/saldo']) {
      const { response } = await get(path)
      expect([path, response.headers.get('Cache-Control') ?? '']).not.toEqual([
        path,
        expect.stringMatching(/public|s-maxage/),
      ])
      expect(response.headers.get('X-Page-Cache')).not.toBe('hit')
    }
    expect((await get('/konto/sisene')).response.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('the shipped nginx configuration', () => {
  const conf = readFileSync('docs/production/nginx.conf', 'utf8')

  it("passes a request with the customer's session to the app and keeps nothing answered to it", () => {
    // The map that marks signed-in requests: its pattern, read as nginx reads it (PCRE; the same in JS).
    const map = /map \$http_cookie \$(\w+) \{([^}]*)\}/.exec(conf)
    expect(map).not.toBeNull()
    const [, variable, body] = map!
    const pattern = /"~([^"]+)"\s+1;/.exec(body!)![1]!
    const signedIn = (cookie: string) => new RegExp(pattern).test(cookie)
    expect(signedIn('konto_session=abc')).toBe(true)
    expect(signedIn('_ga=1; konto_session=abc')).toBe(true)
    expect(signedIn('admin_session=abc')).toBe(true)
    expect(signedIn('admin_flash=abc')).toBe(true)
    expect(signedIn('_ga=1; theme=dark')).toBe(false)
    expect(signedIn('not_konto_session=abc')).toBe(false)
    // The page cache's location bypasses it and keeps nothing it answered.
    const pages = /location \/ \{([^}]*)\}/.exec(conf)![1]!
    expect(pages).toMatch(new RegExp(`proxy_cache_bypass[^;]*\\$${variable}\\b`))
    expect(pages).toMatch(new RegExp(`proxy_no_cache[^;]*\\$${variable}\\b`))
  })

  it("never caches the account's addresses, in any language", () => {
    const uncached = [...conf.matchAll(/location ~\* (\S+) \{([^}]*)\}/g)]
      .filter(([, , body]) => !body!.includes('proxy_cache '))
      .map(([, pattern]) => new RegExp(pattern!, 'i'))
    const matched = (path: string) => uncached.some((pattern) => pattern.test(path))
    for (const path of ['/konto', '/konto/arved', '/ru/konto', '/en/konto/saldo', '/admin', '/api/orders'])
      expect([path, matched(path)]).toEqual([path, true])
    for (const path of ['/', '/killustik', '/ru/killustik', '/kontakt', '/kontod'])
      expect([path, matched(path)]).toEqual([path, false])
  })
})
