import { readFileSync } from 'node:fs'
import path from 'node:path'
import estonian from 'dictionary-et'
import { Window } from 'happy-dom'
import { type Hunspell, type HunspellFactory, loadModule } from 'hunspell-asm'
import { beforeAll, describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import { accountListMessages } from '#app/content/messages/account-lists.ts'
import { accountPageMessages } from '#app/content/messages/account-pages.ts'
import { translatedPaths } from '#app/content/translated-pages.ts'
import { type Catalogue, localePath } from '#app/domain/locale.ts'
import { compiledMessages } from '#app/lib/messages.ts'
import { adviserTexts } from '#app/server/chat/adviser-texts.server.ts'
import { jobs } from '#app/server/chat/jobs.server.ts'
import { moneyTexts } from '#app/server/chat/money-texts.server.ts'
import { accountMailWords } from '#app/server/mail/templates/account-mail-words.server.ts'
import { publicPages } from '../../scripts/public-pages.js'
import { baseUrl } from './browser.ts'

/**
 * Every word a visitor can read on the public pages, checked with hunspell (compiled to WebAssembly,
 * from npm) and the Estonian dictionary Debian ships as myspell-et. Words the dictionary lacks but that
 * are right (names, units, the spec's English texts) are listed in tests/spelling/words.txt.
 */
function wordList(file: string): Set<string> {
  return new Set(
    readFileSync(path.join(import.meta.dirname, '..', 'spelling', file), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  )
}
const allowed = wordList('words.txt')

function words(text: string): string[] {
  const found = text.match(/[\p{L}][\p{L}'’-]*[\p{L}]|[\p{L}]/gu) ?? []
  return [...new Set(found.map((word) => word.replace(/^-+|-+$/g, '')).filter((word) => word.length > 1))]
}

let hunspell: Hunspell
let factory: HunspellFactory

beforeAll(async () => {
  factory = await loadModule()
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

/**
 * The pages' visible words by the language of the element they stand in (ADR 060): on a Russian or
 * English page, the owner's content still in Estonian and the addresses carry lang="et"; the language
 * switch names each language in its own words and language.
 */
function wordsByLanguage(html: string): Map<string, string[]> {
  const window = new Window()
  const document = new window.DOMParser().parseFromString(html, 'text/html')
  const found = new Map<string, string[]>()
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, template')) continue
    const language = parent.closest('[lang]')?.getAttribute('lang') ?? 'et'
    found.set(language, [...(found.get(language) ?? []), node.textContent ?? ''])
  }
  window.close()
  return new Map([...found].map(([language, texts]) => [language, words(texts.join(' '))]))
}

/**
 * The Russian and English checkers: Debian's dictionaries (hunspell-ru, hunspell-en-gb, installed by
 * scripts/system-packages.js) and the words they lack but that are right
 * (tests/spelling/words.<language>.txt).
 */
const checkers = new Map<string, (word: string) => string[]>()

beforeAll(() => {
  checkers.set('et', (word) => (allowed.has(word) ? [] : misspelled(word)))
  for (const [language, dictionary] of [
    ['ru', 'ru_RU'],
    ['en', 'en_GB'],
  ] as const) {
    // en_GB's files begin with a byte order mark, which hunspell would read as part of the first line.
    const file = (extension: string) => {
      const data = readFileSync(`/usr/share/hunspell/${dictionary}.${extension}`)
      return data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? data.subarray(3) : data
    }
    const checker = factory.create(
      factory.mountBuffer(file('aff'), `${dictionary}.aff`),
      factory.mountBuffer(file('dic'), `${dictionary}.dic`),
    )
    const allowedHere = wordList(`words.${language}.txt`)
    checkers.set(language, (word) =>
      allowedHere.has(word)
        ? []
        : word.split('-').filter((part) => part.length > 1 && !allowedHere.has(part) && !checker.spell(part)),
    )
  }
})

/** Each page's words its language's dictionary does not know, with the first page that has each. */
async function unknownWords(pages: readonly string[]): Promise<string[]> {
  const unknown = new Map<string, string>()
  for (const page of pages) {
    const response = await fetch(`${baseUrl()}${page}`)
    for (const [language, list] of wordsByLanguage(await response.text())) {
      const check = checkers.get(language)
      const wrong = check ? list.flatMap(check) : [`[${language}] ${list.join(' ')}`]
      for (const word of wrong) if (!unknown.has(word)) unknown.set(word, page)
    }
  }
  return [...unknown].map(([word, page]) => `${word} (${page})`)
}

describe('spelling of the public pages', () => {
  it('knows every word of the Estonian pages', async () => {
    expect(await unknownWords([...publicPages, '/olematu-leht'])).toEqual([])
  })

  it.each(['ru', 'en'] as const)('knows every word of the pages in %s', async (locale) => {
    // The account's sign-in is public; its other pages are read from their catalogues below.
    const pages = [...translatedPaths, '/konto/sisene', '/olematu-leht'].map((page) =>
      localePath(locale, page),
    )
    expect(await unknownWords(pages)).toEqual([])
  })
})

/** Every text of a compiled ICU message (Lingui's compiler output): its words and its branches' words. */
function messageTexts(compiled: unknown): string[] {
  if (typeof compiled === 'string') return [compiled]
  if (!Array.isArray(compiled)) return []
  return compiled.flatMap((part) => {
    if (typeof part === 'string') return [part]
    // An argument: [name], or [name, 'select' | 'plural', { branch: message }].
    const branches = Array.isArray(part) ? part[2] : undefined
    return branches && typeof branches === 'object' ? Object.values(branches).flatMap(messageTexts) : []
  })
}

describe('spelling of the business account in three languages', () => {
  // Its pages are behind a sign-in and its mails go to its people: their catalogues are read here.
  const catalogues: Catalogue<string>[] = [accountPageMessages, accountListMessages, accountMailWords]
  it.each(['et', 'ru', 'en'] as const)('knows every word of the account pages and mails in %s', (locale) => {
    const texts = catalogues.flatMap((catalogue) =>
      Object.values(compiledMessages(catalogue, locale)).flatMap(messageTexts),
    )
    const check = checkers.get(locale)!
    expect(words(texts.join(' ')).flatMap(check)).toEqual([])
  })
})
