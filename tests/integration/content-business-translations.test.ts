import { describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The business facts that are text, in Russian and English (ADR 060), against the production build:
 * the sales hours, the season's name and the delivery area's counties each have a field per language on
 * /admin/ettevote and in /api/admin/business; one left empty shows the Estonian one on that language's
 * pages and 'Tõlkimata' to staff; the Russian and English home page's lead and every page's footer name
 * the counties in their language. Names (the company, the address) stay as they are.
 */

const site = setupServer({ env: testAdminEnv })
const staff = staffClient(site)
const estonianArea = builtInBusiness.deliveryArea.join(', ')

async function page(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.text()).replaceAll('<!-- -->', '')
}

/** The admin form's translated fields: name → value and whether staff are told it is untranslated. */
async function translatedFields(): Promise<Record<string, { value: string; untranslated: boolean }>> {
  const html = await (await staff.page('/admin/ettevote')).text()
  const fields: Record<string, { value: string; untranslated: boolean }> = {}
  for (const match of html.matchAll(/<input\b([^>]*name="(translations\.[^"]+)"[^>]*)>/g)) {
    const value = /\bvalue="([^"]*)"/.exec(match[1]!)?.[1] ?? ''
    const hintId = /aria-describedby="([^"]*)"/.exec(match[1]!)?.[1] ?? ''
    const hint = hintId ? (new RegExp(`id="${hintId}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '') : ''
    fields[match[2]!] = { value, untranslated: hint.startsWith('Tõlkimata') }
  }
  return fields
}

async function putFacts(change: (facts: Record<string, unknown>) => Record<string, unknown>) {
  const current = (await (await staff.api('/api/admin/business')).json()) as Record<string, unknown>
  const response = await staff.api('/api/admin/business', { method: 'PUT', body: change(current) })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

describe('the text facts in Russian and English', () => {
  it('offers every text fact in both languages, with the built-in translations of the counties', async () => {
    const fields = await translatedFields()
    expect(Object.keys(fields).sort()).toEqual(
      ['en', 'ru'].flatMap((locale) =>
        ['deliveryArea', 'salesHours', 'seasonName'].map((text) => `translations.${locale}.${text}`),
      ),
    )
    expect(fields['translations.ru.deliveryArea']).toEqual({
      value: 'Ляэне-Вирумаа, Йыгевамаа, Ярвамаа',
      untranslated: false,
    })
    expect(fields['translations.en.deliveryArea']!.value).toBe(
      'Lääne-Viru County, Jõgeva County, Järva County',
    )

    const russian = await page('/ru')
    expect(russian).toContain('привезём самосвалом на объект: Ляэне-Вирумаа, Йыгевамаа, Ярвамаа.')
    expect(russian).toContain('Доставляем: Ляэне-Вирумаа, Йыгевамаа, Ярвамаа.')
    expect(russian).not.toContain(estonianArea)
    const english = await page('/en/kalkulaator')
    expect(english).toContain('We deliver to Lääne-Viru County, Jõgeva County, Järva County.')
    expect(await page('/')).toContain(`Tarnime ${estonianArea}.`)
  })

  it('saves a translation through the form and shows it at once; an emptied one is Estonian, marked so', async () => {
    const form = await translatedFields()
    const values = Object.fromEntries(Object.entries(form).map(([name, field]) => [name, field.value]))
    const html = await (await staff.page('/admin/ettevote')).text()
    // Every other field as the page shows it, so that only the translations change.
    const others = Object.fromEntries(
      [...html.matchAll(/<input\b([^>]*)>/g)].flatMap((match) => {
        const name = /\bname="([^"]*)"/.exec(match[1]!)?.[1]
        if (
          !name ||
          name.startsWith('translations.') ||
          ['intent', 'retentionMonths', 'noticeDate'].includes(name)
        )
          return []
        if (/type="checkbox"/.test(match[1]!)) return /\bchecked\b/.test(match[1]!) ? [[name, 'on']] : []
        return [[name, (/\bvalue="([^"]*)"/.exec(match[1]!)?.[1] ?? '').replaceAll('&amp;', '&')]]
      }),
    )
    const area = /<textarea[^>]*name="deliveryArea"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? ''
    const posted = await staff.post('/admin/ettevote', {
      ...others,
      ...values,
      deliveryArea: area,
      'translations.ru.deliveryArea': 'Ляэне-Вирумаа; Ида-Вирумаа',
      'translations.en.deliveryArea': '',
      'translations.en.salesHours': '',
      intent: 'save',
    })
    expect(posted.status).toBe(302)

    const stored = (await (await staff.api('/api/admin/business')).json()) as {
      translations: Record<string, Record<string, unknown>>
      deliveryArea: string[]
    }
    expect(stored.translations.ru!.deliveryArea).toEqual(['Ляэне-Вирумаа', 'Ида-Вирумаа'])
    expect(stored.translations.en!.deliveryArea).toEqual([])
    expect(stored.deliveryArea).toEqual(builtInBusiness.deliveryArea)
    const after = await translatedFields()
    expect(after['translations.en.deliveryArea']).toEqual({ value: '', untranslated: true })
    expect(after['translations.en.salesHours']).toEqual({ value: '', untranslated: true })
    expect(after['translations.ru.deliveryArea']!.untranslated).toBe(false)

    expect(await page('/ru')).toContain('Доставляем: Ляэне-Вирумаа, Ида-Вирумаа.')
    const english = await page('/en')
    expect(english).toContain(`We deliver to ${estonianArea}.`)
    expect(english).toContain(`Sales: ${builtInBusiness.salesHours}`)
  })

  it('refuses a county too long in the API with its Estonian message, changing nothing', async () => {
    const before = (await (await staff.api('/api/admin/business')).json()) as Record<string, unknown>
    const response = await staff.api('/api/admin/business', {
      method: 'PUT',
      body: { ...before, translations: { ru: { deliveryArea: ['Ляэне-Вирумаа'.repeat(5)] } } },
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toContain(
      'Maakond vene keeles võib olla kuni 40 märki',
    )
    const restored = await putFacts((facts) => ({ ...facts, translations: builtInBusiness.translations }))
    expect(restored.translations).toEqual(builtInBusiness.translations)
  })
})
