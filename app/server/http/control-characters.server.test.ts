import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addressHasControlCharacter,
  findInBody,
  findInJson,
  findInQuery,
  hasRefusedCharacter,
} from './control-characters.server.ts'

const refused = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter(
    (character) => !'\t\n\r'.includes(character),
  ),
  '\u007f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
]

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'))

describe('hasRefusedCharacter', () => {
  it('refuses NUL, the rest of C0 but tab, line feed and carriage return, DEL and lone surrogates', () => {
    for (const character of refused) {
      expect(hasRefusedCharacter(character), character.charCodeAt(0).toString(16)).toBe(true)
      expect(hasRefusedCharacter(`Mari${character}Maasikas`)).toBe(true)
    }
  })

  it('takes the text people write: several lines, tabs, Estonian, other scripts, emoji', () => {
    for (const text of [
      '',
      'Värav on sinine,\r\nhelistage kaks korda.\n\tTänan!',
      'Õun ja Šokolaad, žürii',
      'Щебень 16–32 мм',
      'מחיר',
      '🏗️🚚 killustik',
      '\u200b\u202eevil\u202c',
    ])
      expect(hasRefusedCharacter(text), text).toBe(false)
  })

  it('finds a refused character wherever it is put into any well-formed text', () => {
    const clean = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((text) => !hasRefusedCharacter(text))
    fc.assert(
      fc.property(clean, fc.constantFrom(...refused), fc.nat(), (text, character, at) => {
        const position = at % (text.length + 1)
        // A lone surrogate put between a pair's halves would pair up with one of them; put it elsewhere.
        const before = text.slice(0, position)
        if (/[\ud800-\udbff]$/.test(before)) return
        expect(hasRefusedCharacter(`${before}${character}${text.slice(position)}`)).toBe(true)
      }),
    )
  })
})

describe('addressHasControlCharacter', () => {
  it('decodes the path, and refuses every control character in it, tab and line feed too', () => {
    expect(addressHasControlCharacter('/tellimus/abc%00')).toBe(true)
    expect(addressHasControlCharacter('/api/functions/%09')).toBe(true)
    expect(addressHasControlCharacter('/api/functions/%0a')).toBe(true)
    expect(addressHasControlCharacter('/media/x.webp%7f')).toBe(true)
    expect(addressHasControlCharacter('/k%C3%BCsimus/%C3%B5un')).toBe(false)
    expect(addressHasControlCharacter('/tellimus/AbC-123_x')).toBe(false)
    // One that does not decode is the request gate's to refuse.
    expect(addressHasControlCharacter('/%ZZ')).toBe(false)
  })
})

describe('findInQuery', () => {
  it('names the first parameter with a refused character, encoded or not', () => {
    expect(findInQuery('?q=Tapa%00')).toBe('q')
    expect(findInQuery('?page=1&status=%01')).toBe('status')
    expect(findInQuery('?q=a\u0000b')).toBe('q')
    expect(findInQuery('?%00=1')).toBe('')
  })

  it('passes an ordinary query, an empty one and bytes that are not UTF-8 (which decode to U+FFFD)', () => {
    expect(findInQuery('')).toBeNull()
    expect(findInQuery('?')).toBeNull()
    expect(findInQuery('?q=V%C3%A4ike-Maarja%20Tamme%20tee%205&index')).toBeNull()
    expect(findInQuery('?q=%ED%A0%80&x=%C0%AF')).toBeNull()
  })
})

describe('findInJson', () => {
  it('gives the path of the first string or key with a refused character, at any depth', () => {
    expect(findInJson({ username: '/e\u0000' })).toBe('username')
    expect(findInJson({ faq: [{ question: 'K', answer: 'a\u0000b' }] })).toBe('faq.0.answer')
    expect(findInJson({ chatInput: 'x', history: [{ content: '\ud800' }] })).toBe('history.0.content')
    expect(findInJson({ a: { 'b\u0001': 1 } })).toBe('a')
    expect(findInJson('\u001b[31m')).toBe('')
    expect(findInJson(['ok', 'ok', '\u0007'])).toBe('2')
  })

  it('passes ordinary values, numbers, null, multi-line text and surrogate pairs', () => {
    expect(
      findInJson({ staffNote: 'rida\nteine rida\ttabeldusega', quantity: 8, x: null, ok: true }),
    ).toBeNull()
    expect(findInJson({ emoji: '\ud83d\ude9a' })).toBeNull()
    expect(findInJson(null)).toBeNull()
  })

  it('walks nesting deeper than a call stack would take', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`)
    const path = findInJson(deep)
    expect(path).toMatch(/^0(\.0)+\.?$/)
    expect(path?.length).toBe(80)
  })
})

describe('findInBody', () => {
  it('reads JSON escapes as JSON: NUL and lone surrogates arrive as \\u escapes', async () => {
    expect(await findInBody('application/json', bytes('{"username":"/e\\u0000"}'))).toBe('username')
    expect(await findInBody('application/json', bytes('{"chatInput":"\\udfff"}'))).toBe('chatInput')
    // The chat reads its body as JSON whatever the Content-Type says; so does the check.
    expect(await findInBody('text/plain', bytes('{"chatInput":"a\\u0000"}'))).toBe('chatInput')
    expect(await findInBody(undefined, bytes('{"chatInput":"küsimus"}'))).toBeNull()
  })

  it('reads urlencoded and multipart forms by their fields, and a file by its name only', async () => {
    expect(await findInBody('application/x-www-form-urlencoded', bytes('username=%2Fe%00&password=x'))).toBe(
      'username',
    )
    expect(
      await findInBody('application/x-www-form-urlencoded', bytes('notes=rida%0D%0Ateine%09rida')),
    ).toBeNull()

    const form = new FormData()
    form.append('name', 'Juhan')
    form.append('details', 'Kolm\u0000kümmend')
    const multipart = new Response(form)
    const type = multipart.headers.get('Content-Type') ?? ''
    expect(await findInBody(type, new Uint8Array(await multipart.arrayBuffer()))).toBe('details')

    const upload = new FormData()
    upload.append('pealkiri', 'Pilt')
    upload.append('picture', new Blob([new Uint8Array([0, 1, 2, 0x1b, 0x7f])]), 'pilt.png')
    const clean = new Response(upload)
    expect(
      await findInBody(clean.headers.get('Content-Type') ?? '', new Uint8Array(await clean.arrayBuffer())),
    ).toBeNull()

    const named = new FormData()
    named.append('picture', new Blob([new Uint8Array([1])]), 'pilt\u0000.png')
    const badName = new Response(named)
    expect(
      await findInBody(
        badName.headers.get('Content-Type') ?? '',
        new Uint8Array(await badName.arrayBuffer()),
      ),
    ).toBe('picture')
  })

  it('leaves a body that is not what it says to the route, but refuses raw control bytes in any text', async () => {
    expect(await findInBody('multipart/form-data; boundary=x', bytes('not a form'))).toBeNull()
    expect(await findInBody('application/json', bytes('{"a":'))).toBeNull()
    expect(await findInBody('application/json', bytes('{"a":"\u0000"}'))).toBe('')
    expect(await findInBody('text/plain', bytes('\u0000\u0001'))).toBe('')
    expect(await findInBody('application/json', new Uint8Array())).toBeNull()
  })
})
