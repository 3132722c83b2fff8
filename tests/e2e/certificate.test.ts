import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import { certificatePage, certificatePdfInfo, certifiedProducts } from '#app/content/certificate.ts'
import { baseUrl, expectNoAxeViolations, setupBrowser } from './browser.ts'

const browser = setupBrowser()
// A fresh test database shows the built-in facts.
const certificate = certificatePage(builtInBusiness)
const certificatePdf = certificatePdfInfo(builtInBusiness)

describe('certificate page', () => {
  it('shows the production instruction with its seven products in a table', async () => {
    const { page, status } = await browser.open('/sertifikaat')
    expect(status).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tootmisohje ja sertifikaat')
    expect(await page.title()).toBe(certificate.metaTitle)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      certificate.metaDescription,
    )
    const table = page.getByRole('table', { name: 'Sertifitseeritud tooted' })
    expect(await table.isVisible()).toBe(true)
    const rows = table.locator('tbody tr')
    expect(await rows.count()).toBe(7)
    for (const [index, product] of certifiedProducts.entries()) {
      const cells = await rows.nth(index).locator('th, td').allTextContents()
      expect(cells[0]).toBe(product.fraction)
      expect(cells[1]).toBe(product.name)
      expect(cells[2]).toBe(product.screen ?? '–puudub')
      expect(cells[3]).toBe(product.use)
    }
    // The spec's screens: 0-8 through a 12 mm, 0-16 through 32 mm, 0-90 through 125 mm.
    expect(await rows.nth(0).textContent()).toContain('12 mm')
    expect(await rows.nth(1).textContent()).toContain('32 mm')
    expect(await rows.nth(2).textContent()).toContain('125 mm')
    expect(await table.getByRole('link', { name: 'Sõelutud ehitusliiv' }).getAttribute('href')).toBe(
      '/soelutud-ehitusliiv',
    )
    expect(await table.getByRole('link', { name: 'Killustik' }).getAttribute('href')).toBe('/killustik')
  })

  it('shows the products as cards on a phone, without widening the screen', async () => {
    const { page } = await browser.open('/sertifikaat', { viewport: 'phone' })
    expect(await page.getByRole('table').isVisible()).toBe(false)
    const section = page.getByRole('region', { name: 'Sertifitseeritud tooted' })
    const cards = section.getByRole('heading', { level: 3 })
    expect(await cards.allTextContents()).toEqual(
      certifiedProducts.map((product) => `${product.name} ${product.fraction}`),
    )
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  })

  it('describes the production steps, the sales hours and the price', async () => {
    const { page } = await browser.open('/sertifikaat')
    const steps = page.getByRole('region', { name: 'Tootmisprotsess' }).getByRole('heading', { level: 3 })
    expect(await steps.allTextContents()).toEqual(
      certificate.process.map((step, index) => `${index + 1}${step.title}`),
    )
    const sales = page.getByRole('region', { name: 'Müük ja hinnad' })
    expect(await sales.textContent()).toContain('Müük toimub E-R 08:00-17:00, v.a talvel.')
    expect(await sales.textContent()).toContain('Hind sõltub kogusest ja transpordist.')
  })

  it('opens the certificate PDF in a new tab', async () => {
    const { page } = await browser.open('/sertifikaat')
    const link = page.getByRole('link', { name: 'Ava tootmisohje (PDF) – avaneb uuel vahelehel' }).first()
    expect(await link.getAttribute('href')).toBe('/sertifikaat.pdf')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await popup.waitForLoadState()
    expect(new URL(popup.url()).pathname).toBe('/sertifikaat.pdf')
  })
})

describe('GET /sertifikaat.pdf', () => {
  it('answers a PDF to show inline, cacheable, with an ETag', async () => {
    const response = await fetch(`${baseUrl()}/sertifikaat.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      'inline; filename="padu-karjaar-tootmisohje.pdf"',
    )
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"[^"]+"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe(certificatePdf.title)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)

    const again = await fetch(`${baseUrl()}/sertifikaat.pdf`, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    const same = new Uint8Array(await (await fetch(`${baseUrl()}/sertifikaat.pdf`)).arrayBuffer())
    expect(same).toEqual(bytes)
  })
})

describe('certificate accessibility', () => {
  it('has no axe violations at phone and desktop width', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page } = await browser.open('/sertifikaat', { viewport })
      await expectNoAxeViolations(page, viewport)
    }
  })
})
