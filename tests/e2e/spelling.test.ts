import { readFileSync } from 'node:fs'
import path from 'node:path'
import estonian from 'dictionary-et'
import { type Hunspell, loadModule } from 'hunspell-asm'
import { beforeAll, describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import { adviserTexts } from '#app/server/chat/adviser-texts.server.ts'
import { jobs } from '#app/server/chat/jobs.server.ts'
import { moneyTexts } from '#app/server/chat/money-texts.server.ts'
import { publicPages } from '../../scripts/public-pages.js'
import { baseUrl } from './browser.ts'

/**
 * Every word a visitor can read on the public pages, checked with hunspell (compiled to WebAssembly,
 * from npm) and the Estonian dictionary Debian ships as myspell-et. Words the dictionary lacks but that
 * are right (names, units, the spec's English texts) are listed in tests/spelling/words.txt.
 */
const allowed = new Set(
  readFileSync(path.join(import.meta.dirname, '..', 'spelling', 'words.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
)

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;|&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

function words(text: string): string[] {
  const found = text.match(/[\p{L}][\p{L}'’-]*[\p{L}]|[\p{L}]/gu) ?? []
  return [...new Set(found.map((word) => word.replace(/^-+|-+$/g, '')).filter((word) => word.length > 1))]
}

let hunspell: Hunspell

beforeAll(async () => {
  const factory = await loadModule()
  // dictionary-et was converted to UTF-8 from ISO-8859-1 instead of ISO-8859-15, the encoding the
  // dictionary is written in, so š and ž arrive as ð and þ (letters Estonian never uses).
  const repaired = (data: Uint8Array) =>
    new TextEncoder().encode(
      new TextDecoder()
        .decode(data)
        .replace(/ð/g, 'š')
        .replace(/þ/g, 'ž')
        .replace(/Ð/g, 'Š')
        .replace(/Þ/g, 'Ž'),
    )
  hunspell = factory.create(
    factory.mountBuffer(repaired(estonian.aff), 'et_EE.aff'),
    factory.mountBuffer(repaired(estonian.dic), 'et_EE.dic'),
  )
})

/** Like hunspell's command line: a hyphenated word is checked part by part ('IP-aadressi'). */
function misspelled(word: string): string[] {
  return word.split('-').filter((part) => part.length > 1 && !allowed.has(part) && !hunspell.spell(part))
}

describe('Estonian spelling', () => {
  it('knows every word of the public pages', async () => {
    const unknown = new Map<string, string>()
    for (const page of [...publicPages, '/olematu-leht']) {
      const response = await fetch(`${baseUrl()}${page}`)
      const list = words(visibleText(await response.text())).filter((word) => !allowed.has(word))
      for (const word of list.flatMap(misspelled)) {
        if (!unknown.has(word)) unknown.set(word, page)
      }
    }
    expect([...unknown].map(([word, page]) => `${word} (${page})`)).toEqual([])
  })
})

/** Every Estonian sentence the built-in chat adviser can say, its figures and names left as samples. */
function adviserSentences(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') return [String(value('Killustik', 'Tapa', '8', '9,92'))]
  if (value && typeof value === 'object') return Object.values(value).flatMap(adviserSentences)
  return []
}

describe('Estonian spelling of the chat adviser', () => {
  it('knows every word the built-in adviser writes in Estonian', () => {
    // The money side with and without online payment, with and without a bank account.
    const money = [true, false].flatMap((online) =>
      [builtInBusiness, { ...builtInBusiness, iban: 'EE382200221020145685' }].flatMap((business) =>
        adviserSentences(moneyTexts({ business, online }).et),
      ),
    )
    const sentences = [
      ...adviserSentences(adviserTexts(builtInBusiness).et),
      ...money,
      ...jobs.map((job) => job.et),
    ]
    // A Markdown link's address is not read ('[Kontakt](/#contact)').
    const unknown = words(sentences.join(' ').replace(/\]\([^)]*\)/g, ']'))
      .filter((word) => !allowed.has(word))
      .flatMap(misspelled)
    expect(unknown).toEqual([])
  })
})
