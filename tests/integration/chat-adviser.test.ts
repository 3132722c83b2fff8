import { asc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { materials } from '#app/content/materials.ts'
import { calculateMaterial } from '#app/domain/calculator.ts'
import * as format from '#app/domain/format.ts'
import { MAX_DELIVERY_TENTHS_KM, metresToTenthsKm } from '#app/domain/order-rules.ts'
import { quote, withVatCents } from '#app/domain/quote.ts'
import { chatMessages, products } from '#app/server/db/schema.server.ts'
import { estimatedRoadMetres } from '#app/server/geo/geo-service.server.ts'
import { builtinPlaces } from '#app/server/geo/towns.server.ts'
import { material, seedCatalogueUnpublishing } from '../support/catalogue.ts'
import { newSessionId, plain, postChat } from '../support/chat-webhook.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The built-in chat adviser through the n8n chat webhook protocol, against the production build with
 * the built-in towns (GEO_PROVIDER=builtin). Expected figures come from the catalogue as staff left it
 * and from app/domain, plus the spec's own literal figures.
 */

/** Staff unpublished one material and changed one price before the site started. */
const unpublishedSlug = 'kruusaveeris-64-100'
const changedPrice = { slug: 'purukruus', cents: 725 }

const site = setupServer({
  env: { GEO_PROVIDER: 'builtin' },
  prepare: async (db) => {
    await seedCatalogueUnpublishing(db, unpublishedSlug)
    await db
      .update(products)
      .set({ priceCents: changedPrice.cents })
      .where(eq(products.slug, changedPrice.slug))
  },
})

// ---- expected figures -------------------------------------------------------------------------------

const priceCents = (slug: string) =>
  slug === changedPrice.slug ? changedPrice.cents : material(slug).priceCents
/** The price sentence's two figures: '8 €/t' and '9,92 €/t'. */
const prices = (slug: string) => [
  `${material(slug).title}: ${format.formatPriceNumber(priceCents(slug))} €/t`,
  plain(format.formatEurPerTonne(withVatCents(priceCents(slug)))),
]
const links = (slug: string) => [`](/${slug})`, `](/${slug}#order-form)`]

function tenthsKmTo(name: string): number {
  const place = builtinPlaces.find((candidate) => candidate.name === name)
  if (!place) throw new Error(`no built-in place ${name}`)
  return metresToTenthsKm(estimatedRoadMetres(business.coordinates, place))
}

/** The receipt lines of app/domain/quote.ts for this order. */
function receipt(slug: string, tonnes: number, town: string | null): string[] {
  const distanceTenthsKm = town ? tenthsKmTo(town) : null
  const q = quote({
    unitPriceCents: priceCents(slug),
    quantityTonnes: tonnes,
    delivery: distanceTenthsKm === null ? { option: 'self' } : { option: 'delivery', distanceTenthsKm },
  })
  const lines = [
    `Toode: ${tonnes} t × ${plain(format.formatEurPerTonne(priceCents(slug)))} = ${plain(format.formatEur(q.productCents))}`,
    `Summa ilma käibemaksuta: ${plain(format.formatEur(q.netCents))}`,
    `Käibemaks 24%: ${plain(format.formatEur(q.vatCents))}`,
    `Kokku koos käibemaksuga: ${plain(format.formatEur(q.totalCents))}`,
  ]
  if (distanceTenthsKm !== null) {
    lines.push(
      `Transport: umbes ${plain(format.formatKm(distanceTenthsKm))} × 2,70 € = ${plain(format.formatEur(q.transportCents))}`,
    )
  }
  return lines
}

function weight(slug: string, width: string, length: string, depth: string): string[] {
  const result = calculateMaterial({
    density: material(slug).densityTonnesPerCubicMetre,
    width,
    length,
    depth,
  })
  if (!result.ok) throw new Error(result.error)
  return [
    plain(format.formatCubicMetres(result.volumeCubicMetres)),
    plain(format.formatTonnes(result.weightTonnes)),
  ]
}

function transportTo(town: string): string[] {
  const tenths = tenthsKmTo(town)
  const cost = quote({
    unitPriceCents: 0,
    quantityTonnes: 0,
    delivery: { option: 'delivery', distanceTenthsKm: tenths },
  })
  return [`umbes ${plain(format.formatKm(tenths))}`, plain(format.formatEur(cost.transportCents))]
}

const published = materials.filter((candidate) => candidate.slug !== unpublishedSlug)

// ---- the table --------------------------------------------------------------------------------------

interface Case {
  question: string
  expect: string[]
  refuse?: string[]
}

const cases: Case[] = [
  // Prices and availability, every material, in several case forms and without diacritics.
  {
    question: 'Kui palju maksab killustik?',
    expect: ['Killustik: 8 €/t ilma käibemaksuta', 'käibemaksuga 9,92 €/t', ...links('killustik')],
  },
  { question: 'killustiku hind', expect: [...prices('killustik'), ...links('killustik')] },
  { question: 'Palju killustikku tonn maksab?', expect: prices('killustik') },
  { question: 'Mis on killustiku hind käibemaksuga?', expect: prices('killustik') },
  {
    question: 'kruusa hind',
    expect: [...prices('looduslik-kruus'), ...prices('soelutud-kruus'), ...links('soelutud-kruus')],
  },
  {
    question: 'Mis maksab sõelutud kruus?',
    expect: [...prices('soelutud-kruus'), ...links('soelutud-kruus')],
    refuse: ['Looduslik'],
  },
  { question: 'soelutud kruusa hind', expect: prices('soelutud-kruus'), refuse: ['Looduslik'] },
  {
    question: 'Kui palju maksab liiv?',
    expect: [...prices('soelutud-taiteliiv'), ...prices('soelutud-ehitusliiv'), ...prices('kaldaliiv')],
  },
  { question: 'täiteliiva hind', expect: [...prices('soelutud-taiteliiv'), ...links('soelutud-taiteliiv')] },
  { question: 'taiteliiva hind', expect: prices('soelutud-taiteliiv') },
  { question: 'ehitusliiv hind', expect: [...prices('soelutud-ehitusliiv'), '6,20 €/t'] },
  { question: 'kaldaliiva hind', expect: [...prices('kaldaliiv'), ...links('kaldaliiv')] },
  { question: 'Kaldaliiv', expect: ['Kaldaliiv: 3,5 €/t', '4,34 €/t'] },
  {
    question: 'Loodusliku kruusa hind?',
    expect: [...prices('looduslik-kruus'), ...links('looduslik-kruus')],
  },
  { question: 'purukruusa hind', expect: [...prices('purukruus'), 'Purukruus: 7,25 €/t', '8,99 €/t'] },
  {
    question: 'Kas teil on mulda?',
    expect: ['Jah, on saadaval', ...prices('soelutud-muld'), ...links('soelutud-muld')],
  },
  { question: 'muld hind', expect: prices('soelutud-muld') },
  {
    question: 'kruusaveeris 32-64 hind',
    expect: [...prices('kruusaveeris-32-64'), ...links('kruusaveeris-32-64')],
  },
  {
    question: 'Kas kruusaveeris 64-100 on saadaval?',
    expect: ['Kruusaveeris 64-100 ei ole hetkel saadaval', '](/kruusaveeris-64-100)', business.phone],
    refuse: ['/kruusaveeris-64-100#order-form', '€/t'],
  },
  {
    question: 'veerise hind',
    expect: [...prices('kruusaveeris-32-64'), 'Kruusaveeris 64-100 ei ole hetkel saadaval'],
  },
  {
    question: 'Hinnad',
    expect: published.flatMap((candidate) => [
      `](/${candidate.slug})`,
      format.formatPriceNumber(priceCents(candidate.slug)),
    ]),
    refuse: [`(/${unpublishedSlug})`],
  },
  // Quotes: the same figures as the order form.
  {
    question: '10 tonni sõelutud kruusa Tapale',
    expect: [...receipt('soelutud-kruus', 10, 'Tapa'), 'Tapa linn', '(/soelutud-kruus#order-form)'],
  },
  { question: '10 t soelutud kruusa Tapale', expect: receipt('soelutud-kruus', 10, 'Tapa') },
  { question: '12 tonni killustikku Rakverre', expect: receipt('killustik', 12, 'Rakvere') },
  {
    question: 'Palju maksab 8 tonni täiteliiva Kundasse?',
    expect: receipt('soelutud-taiteliiv', 8, 'Kunda'),
  },
  { question: '20 tonni kaldaliiva Tamsallu', expect: receipt('kaldaliiv', 20, 'Tamsalu') },
  {
    question: '9 tonni ehitusliiva Väike-Maarjasse',
    expect: receipt('soelutud-ehitusliiv', 9, 'Väike-Maarja'),
  },
  { question: '15 tonni purukruusa Rakvere linna', expect: receipt('purukruus', 15, 'Rakvere') },
  {
    question: '5 tonni killustikku Tapale',
    expect: ['Transporti pakume alates 8 tonnist', ...receipt('killustik', 5, null)],
    refuse: ['Transport:'],
  },
  {
    question: '3 tonni sõelutud kruusa',
    expect: [...receipt('soelutud-kruus', 3, null), 'ise järele tulles'],
  },
  {
    question: '1 tonn täiteliiva',
    expect: [...receipt('soelutud-taiteliiv', 1, null), 'Minimaalne tellimuse summa on 15€'],
  },
  { question: '30 tonni killustikku', expect: ['Üle 25 tonni', business.phone] },
  {
    question: '10 tonni killustikku Tartusse',
    expect: ['Transport pole võimalik', ...receipt('killustik', 10, null)],
  },
  // Quantities from dimensions (the spec's two calculator examples among them).
  {
    question: 'mitu tonni kruusa on vaja 6 x 3 x 0,15 m',
    expect: ['2,70 m³', '4,86 t', 'Looduslik kruus', 'Sõelutud kruus'],
  },
  {
    question: 'Mitu tonni sõelutud kruusa on vaja 6 x 3 x 0,15 m?',
    expect: ['maht 2,70 m³, kaal 4,86 t', ...links('soelutud-kruus')],
  },
  { question: 'Kui palju ehitusliiva läheb 8 x 4 x 0,05 m alale?', expect: ['1,60 m³', '2,72 t'] },
  { question: 'killustikku 5 x 4 x 10 cm', expect: weight('killustik', '5', '4', '0.1') },
  {
    question: '40 m2 ja 5 cm kiht täiteliiva, mitu tonni?',
    expect: weight('soelutud-taiteliiv', '40', '1', '0.05'),
  },
  { question: '5 m3 mulda on mitu tonni?', expect: weight('soelutud-muld', '5', '1', '1') },
  // Delivery.
  { question: 'Kui kaugel on Rakvere?', expect: [...transportTo('Rakvere'), '8 tonnist'] },
  { question: 'Kas toote Kundasse?', expect: transportTo('Kunda') },
  { question: 'Kas te Tartusse veate?', expect: ['Tartu linn', 'Transport pole võimalik'] },
  { question: 'Kas transporti pakute?', expect: ['alates 8 tonnist', '60,0 km', '2,70 €'] },
  // Hours and contact.
  { question: 'Millal olete avatud?', expect: ['E-R 08:00-17:00', 'L 09:00-15:00'] },
  // Saturday's hours alone (issue 16), not the whole week nor a price list.
  {
    question: 'mis kell olete laupäeval lahti',
    expect: ['Laupäeval oleme avatud 09:00-15:00'],
    refuse: ['E-R', '€/t'],
  },
  { question: 'Mis on teie telefoninumber?', expect: [business.phone] },
  { question: 'e-posti aadress?', expect: [business.email] },
  { question: 'Kus te asute?', expect: [business.address.locality, '](/#contact)'] },
  {
    question: 'sõelutud kruusa hind ja lahtiolekuajad',
    expect: [...prices('soelutud-kruus'), 'E-R 08:00-17:00'],
  },
  // Small talk and the rest.
  { question: 'Tere', expect: ['Tere!', 'killustik'] },
  { question: 'Aitäh!', expect: ['Palun!'] },
  { question: 'Kuidas homme ilm on?', expect: ['ei saanud küsimusest', business.phone] },
]

describe('the built-in adviser through sendMessage', () => {
  it('knows where the Tartu and Tapa figures come from', () => {
    // The table's delivery cases rely on these facts of the built-in towns.
    expect(tenthsKmTo('Tartu')).toBeGreaterThan(MAX_DELIVERY_TENTHS_KM)
    expect(tenthsKmTo('Tapa')).toBeLessThanOrEqual(MAX_DELIVERY_TENTHS_KM)
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })

  it.each(cases)('$question', async ({ question, expect: wanted, refuse = [] }) => {
    const { response, json } = await postChat(site.url, {
      action: 'sendMessage',
      sessionId: newSessionId(),
      chatInput: question,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(typeof json.output).toBe('string')
    const output = plain(String(json.output))
    for (const text of wanted) expect(output).toContain(plain(text))
    for (const text of refuse) expect(output).not.toContain(text)
    expect(output).not.toMatch(/<[a-z]/i)
    expect(output).not.toMatch(/\d\.\d\d €/)
  })
})

describe('loadPreviousSession', () => {
  it('answers the session’s messages in order as LangChain messages', async () => {
    const sessionId = newSessionId()
    const first = await postChat(site.url, {
      action: 'sendMessage',
      sessionId,
      chatInput: 'killustiku hind',
    })
    const second = await postChat(site.url, { action: 'sendMessage', sessionId, chatInput: 'Aitäh!' })
    const { response, json } = await postChat(site.url, { action: 'loadPreviousSession', sessionId })
    expect(response.status).toBe(200)
    // The history as LangChain serializes its messages, which @n8n/chat reads back.
    const message = (type: 'HumanMessage' | 'AIMessage', content: unknown) =>
      expect.objectContaining({
        id: ['langchain_core', 'messages', type],
        kwargs: expect.objectContaining({ content }),
      })
    expect(json.data).toEqual([
      message('HumanMessage', 'killustiku hind'),
      message('AIMessage', first.json.output),
      message('HumanMessage', 'Aitäh!'),
      message('AIMessage', second.json.output),
    ])
  })

  it('answers an empty list for a session nobody used', async () => {
    const { response, json } = await postChat(site.url, {
      action: 'loadPreviousSession',
      sessionId: newSessionId(),
    })
    expect(response.status).toBe(200)
    expect(json).toEqual({ data: [] })
  })
})

describe('CORS', () => {
  it('answers the preflight of another origin', async () => {
    const response = await fetch(`${site.url}/api/chat`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://naide.ee',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST')
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type')
  })
})

describe('bad input', () => {
  const sessionId = '0b6c4f1e-7a2d-4c3b-9e8f-badbadbadbad'
  const bad: [name: string, body: unknown, message: RegExp][] = [
    ['not JSON', 'action=sendMessage', /JSON/],
    ['an array', [{ action: 'sendMessage' }], /JSON/],
    ['null', 'null', /JSON/],
    ['no action', { sessionId, chatInput: 'tere' }, /Tundmatu toiming/],
    ['an unknown action', { action: 'deleteEverything', sessionId }, /Tundmatu toiming/],
    ['an inherited name as action', { action: 'constructor', sessionId }, /Tundmatu toiming/],
    [
      'action only through __proto__',
      '{"__proto__":{"action":"sendMessage"},"sessionId":"abcdefgh12","chatInput":"x"}',
      /Tundmatu toiming/,
    ],
    ['no session id', { action: 'sendMessage', chatInput: 'tere' }, /sessionId/],
    ['a numeric session id', { action: 'sendMessage', sessionId: 12345678, chatInput: 'tere' }, /sessionId/],
    [
      'a session id with a path',
      { action: 'loadPreviousSession', sessionId: '../../etc/passwd' },
      /sessionId/,
    ],
    [
      'a session id of 101 characters',
      { action: 'loadPreviousSession', sessionId: 'a'.repeat(101) },
      /sessionId/,
    ],
    ['no question', { action: 'sendMessage', sessionId }, /chatInput/],
    ['a numeric question', { action: 'sendMessage', sessionId, chatInput: 42 }, /chatInput/],
    [
      'an object as question',
      { action: 'sendMessage', sessionId, chatInput: { toString: 'x' } },
      /chatInput/,
    ],
    ['an empty question', { action: 'sendMessage', sessionId, chatInput: '   ' }, /tühi/],
    [
      'a question of 1001 characters',
      { action: 'sendMessage', sessionId, chatInput: 'a'.repeat(1001) },
      /1000 märki/,
    ],
  ]

  it.each(bad)('refuses %s with 400 and an Estonian message', async (_name, body, message) => {
    const { response, json } = await postChat(site.url, body)
    expect(response.status).toBe(400)
    expect(String(json.error)).toMatch(message)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })

  it('answers a question of exactly 1000 characters, and ignores __proto__ beside valid fields', async () => {
    const long = await postChat(site.url, {
      action: 'sendMessage',
      sessionId: newSessionId(),
      chatInput: `killustiku hind ${'a'.repeat(984)}`,
    })
    expect(long.response.status).toBe(200)
    const sneaky = await postChat(
      site.url,
      `{"action":"sendMessage","sessionId":"${newSessionId()}","chatInput":"killustiku hind","__proto__":{"output":"x"}}`,
    )
    expect(sneaky.response.status).toBe(200)
    expect(String(sneaky.json.output)).toContain('Killustik')
  })

  it('refuses a huge body with 413', async () => {
    const big = await postChat(site.url, {
      action: 'sendMessage',
      sessionId,
      chatInput: 'ä'.repeat(20_000),
    })
    expect(big.response.status).toBe(413)
    expect(String(big.json.error)).toMatch(/liiga suur/)
    const huge = await postChat(site.url, {
      action: 'sendMessage',
      sessionId,
      chatInput: 'a'.repeat(100_000),
    })
    expect(huge.response.status).toBe(413)
  })

  it('answers a GET with 405', async () => {
    const response = await fetch(`${site.url}/api/chat`)
    expect(response.status).toBe(405)
    expect(((await response.json()) as { error: string }).error).toBe('Lubatud on ainult POST.')
  })

  it('never answers 500 whatever JSON arrives', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            action: fc.oneof(fc.constantFrom('sendMessage', 'loadPreviousSession'), fc.jsonValue()),
            sessionId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), fc.jsonValue()),
            chatInput: fc.oneof(fc.string({ maxLength: 60 }), fc.jsonValue()),
          }),
        ),
        async (body) => {
          const { response } = await postChat(site.url, body)
          expect([200, 400]).toContain(response.status)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('rate limits', () => {
  it('stops a session after 10 questions a minute, whatever address asks', async () => {
    const sessionId = newSessionId()
    const statuses: number[] = []
    let last: Record<string, unknown> = {}
    for (let index = 0; index < 11; index += 1) {
      const { response, json } = await postChat(site.url, {
        action: 'sendMessage',
        sessionId,
        chatInput: 'Tere',
      })
      statuses.push(response.status)
      last = json
      if (response.status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    expect(last.error).toBe('Liiga palju küsimusi lühikese aja jooksul. Palun oodake veidi.')
  })

  it('stops a client address after 20 questions a minute, whatever session it uses', async () => {
    const client = newClientAddress()
    const statuses: number[] = []
    for (let index = 0; index < 21; index += 1) {
      const { response } = await postChat(
        site.url,
        { action: 'sendMessage', sessionId: newSessionId(), chatInput: 'Tere' },
        client,
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429])
  })
})

describe('storage', () => {
  it('keeps every exchange in chat_messages under its session', async () => {
    const sessionId = newSessionId()
    const { json } = await postChat(site.url, {
      action: 'sendMessage',
      sessionId,
      chatInput: 'Millal olete avatud?',
    })
    await site.server.stop()
    const handle = await site.openDatabase()
    try {
      const rows = await handle.db
        .select({ role: chatMessages.role, text: chatMessages.text })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.id))
      expect(rows).toEqual([
        { role: 'user', text: 'Millal olete avatud?' },
        { role: 'assistant', text: json.output },
      ])
      const all = await handle.db.select({ id: chatMessages.id }).from(chatMessages)
      // Every answered question of this file is stored with its answer.
      expect(all.length % 2).toBe(0)
      expect(all.length).toBeGreaterThanOrEqual(2 * cases.length)
    } finally {
      await handle.close()
    }
  })
})
