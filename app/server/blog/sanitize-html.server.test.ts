import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blogArticles as articlesOf } from '#app/content/blog-articles.ts'
import { builtInBusiness } from '#app/content/business.ts'
import {
  articleElements,
  decodeEntities,
  htmlToText,
  looksLikeHtml,
  postBodyToHtml,
  renderMarkdown,
  safeHref,
  sanitizeHtml,
} from './sanitize-html.server.ts'

// A fresh test database shows the built-in facts.
const blogArticles = articlesOf(builtInBusiness)

// The tags the output of these cases may hold: the elements an article is written in.
const allowedTags = new Set(articleElements)

/** Every tag of the output, as the browser would read it. */
function tagsOf(html: string): { name: string; attributes: string }[] {
  return [...html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attributes: match[2]!.trim(),
  }))
}

/** Asserts that nothing in the output can run: only allowed tags, only a safe href, no raw '<'. */
function expectInert(html: string) {
  for (const tag of tagsOf(html)) {
    expect(allowedTags.has(tag.name), `tag <${tag.name}> in ${html}`).toBe(true)
    if (tag.attributes === '') continue
    expect(tag.name).toBe('a')
    const href = /^href="([^"]*)"$/.exec(tag.attributes)
    expect(href, `attributes "${tag.attributes}" in ${html}`).not.toBeNull()
    const target = safeHref(decodeEntities(href![1]!))
    expect(target).not.toBeNull()
    // A scheme is what comes before the first ':' that is not after a '/', '?' or '#'.
    const scheme = /^([^/?#]*?):/.exec(target!)
    if (scheme) expect(scheme[1]!.toLowerCase()).toMatch(/^(?:https?|mailto)$/)
  }
  // Outside tags, every '<' is escaped: strip the tags and no '<' may remain.
  expect(html.replace(/<\/?[a-zA-Z][^>]*>/g, '')).not.toContain('<')
}

describe('sanitizeHtml', () => {
  const payloads: [string, string, string][] = [
    // [description, input, text that must survive]
    ['script element', '<p>Tere<script>alert(1)</script> maailm</p>', 'Tere maailm'],
    ['script with attributes', '<SCRIPT src="//evil.example/x.js"></SCRIPT>Liiv', 'Liiv'],
    ['unclosed script', 'Kruus<script>alert(1)', 'Kruus'],
    ['img onerror', '<p>Pilt <img src=x onerror=alert(1)> siin</p>', 'Pilt siin'],
    ['javascript: link', '<a href="javascript:alert(1)">Vajuta</a>', 'Vajuta'],
    ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">Vajuta</a>', 'Vajuta'],
    ['javascript: with leading space and tab', '<a href=" \tjava\tscript:alert(1)">Vajuta</a>', 'Vajuta'],
    [
      'decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      'x',
    ],
    [
      'hex entities without semicolons',
      '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
      'x',
    ],
    ['named colon entity', '<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['padded decimal entity', '<a href="&#0000106avascript:alert(1)">x</a>', 'x'],
    ['control character in scheme', '<a href="java\u0000script:alert(1)">x</a>', 'x'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Ava</a>', 'Ava'],
    ['svg onload', '<svg onload=alert(1)><text>varjatud</text></svg><p>Nähtav</p>', 'Nähtav'],
    ['svg script', '<svg><script>alert(1)</script></svg>Tekst', 'Tekst'],
    ['iframe', '<iframe src="javascript:alert(1)">sisu</iframe><p>Pärast</p>', 'Pärast'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>Ok', 'Ok'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>Tekst</p>', 'Tekst'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">Tekst</p>', 'Tekst'],
    ['event handler on allowed tag', '<p onclick="alert(1)">Klõps</p>', 'Klõps'],
    ['event handler on link', '<a href="/killustik" onmouseover="alert(1)">Killustik</a>', 'Killustik'],
    ['attribute injection with quotes', '<a href="/x" " onmouseover="alert(1)">link</a>', 'link'],
    ['attribute injection without space', '<a href="/x"onmouseover="alert(1)">link</a>', 'link'],
    ['quote breaking out of href', '<a href=\'/x" onclick="alert(1)\'>link</a>', 'link'],
    ['slash as attribute separator', '<p/onclick=alert(1)>Tekst</p>', 'Tekst'],
    ['greater-than inside a quoted value', '<p title="a>b" onclick="alert(1)">Tekst</p>', 'Tekst'],
    ['nested tag names', '<scr<script>ipt>alert(1)</script>Ok', 'ipt>alert(1)Ok'],
    ['unclosed tag at the end', '<p>Tekst</p><img src=x onerror=alert(1)', 'Tekst'],
    ['unclosed attribute quote', '<p>Tekst</p><a href="javascript:alert(1)>x', 'Tekst'],
    ['comment', '<p>En<!-- <script>alert(1)</script> -->d</p>', 'End'],
    ['unclosed comment', '<p>Tekst</p><!-- <script>alert(1)</script>', 'Tekst'],
    ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->Ok', 'Ok'],
    // Outside SVG and MathML, CDATA is a bogus comment ending at the first '>', as in a browser.
    ['CDATA', '<![CDATA[<script>alert(1)</script>]]>Ok', 'alert(1)]]>Ok'],
    ['math with link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>Ok', 'Ok'],
    ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '">'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">Ok', 'Ok'],
    [
      'form and input',
      '<form action="javascript:alert(1)"><input autofocus onfocus=alert(1)></form>Ok',
      'Ok',
    ],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">Ok', 'Ok'],
    ['base href', '<base href="javascript:alert(1)//">Ok', 'Ok'],
    ['template', '<template><script>alert(1)</script></template>Ok', 'Ok'],
    ['textarea breakout', '<textarea></textarea><script>alert(1)</script>Ok', 'Ok'],
    ['escaped markup stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
    ['plaintext swallows the rest', 'Ok<plaintext><script>alert(1)</script>', 'Ok'],
  ]

  it.each(payloads)('neutralises %s', (_name, input, text) => {
    const output = sanitizeHtml(input)
    expectInert(output)
    expect(htmlToText(output)).toBe(text)
  })

  it('keeps the allowed elements and safe links', () => {
    const input =
      '<h2>Pealkiri</h2><p>Üks <strong>paks</strong> ja <em>kaldkiri</em>.<br>Uus rida.</p>' +
      '<ul><li>Esimene</li></ul><ol><li>Teine</li></ol><blockquote>Tsitaat</blockquote>' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>B</td></tr></tbody></table>' +
      '<p><a href="/killustik">sise</a> <a href="https://example.com/a?b=1&amp;c=2">välis</a> ' +
      '<a href="mailto:info@padukarjaar.ee">e-post</a> <a href="#contact">ankur</a></p>'
    expect(sanitizeHtml(input)).toBe(input)
  })

  it('drops every attribute except href on links', () => {
    expect(sanitizeHtml('<p class="x" id="y" style="color:red">Tekst</p>')).toBe('<p>Tekst</p>')
    expect(sanitizeHtml('<a href="/blogi" target="_blank" rel="opener" class="x">Blogi</a>')).toBe(
      '<a href="/blogi">Blogi</a>',
    )
  })

  it('keeps the text of unknown elements and drops the elements', () => {
    expect(sanitizeHtml('<div><span>Liiv</span> ja <u>kruus</u></div>')).toBe(' Liiv ja kruus ')
    expect(sanitizeHtml('<h1>Suur</h1><h4>Väike</h4><b>B</b><i>I</i>')).toBe(
      '<h2>Suur</h2><h3>Väike</h3><strong>B</strong><em>I</em>',
    )
  })

  it('closes unclosed elements and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p>Üks <strong>paks')).toBe('<p>Üks <strong>paks</strong></p>')
    expect(sanitizeHtml('</p>Tekst</em>')).toBe('Tekst')
    expect(sanitizeHtml('<ul><li>Üks<li>Kaks</ul>')).toBe('<ul><li>Üks</li><li>Kaks</li></ul>')
    expect(sanitizeHtml('<p>Üks<p>Kaks')).toBe('<p>Üks</p><p>Kaks</p>')
    expect(sanitizeHtml('<a href="/a">Üks<a href="/b">Kaks</a>')).toBe(
      '<a href="/a">Üks</a><a href="/b">Kaks</a>',
    )
    expect(sanitizeHtml('<p><em><strong>x</em></strong>y</p>')).toBe('<p><em><strong>x</strong></em>y</p>')
  })

  it('decodes entities and escapes text again', () => {
    expect(sanitizeHtml('<p>Tom &amp; Jerry &lt;3 &otilde; &#245; &#xF5; a < b > c</p>')).toBe(
      '<p>Tom &amp; Jerry &lt;3 õ õ õ a &lt; b &gt; c</p>',
    )
    expect(sanitizeHtml('&unknown; &#0; &#x110000;')).toBe('&amp;unknown; \ufffd \ufffd')
  })

  it('returns the built-in articles unchanged, since they use only the allowed elements', () => {
    for (const article of blogArticles) {
      expect(sanitizeHtml(article.content)).toBe(article.content)
    }
  })

  it('is idempotent', () => {
    for (const [, input] of payloads) {
      const once = sanitizeHtml(input)
      expect(sanitizeHtml(once)).toBe(once)
    }
  })
})

describe('sanitizeHtml on generated input', () => {
  // Fragments of markup that hostile or broken input is made of, in any order and number.
  const fragment = fc.constantFrom(
    '<',
    '>',
    '</',
    '/>',
    '"',
    "'",
    '=',
    ' ',
    '&',
    '&#',
    ';',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '<a href="',
    '<a href=',
    'javascript:',
    'JaVaScRiPt:',
    '&#106;',
    '&#x3A;',
    'data:text/html,',
    'https://x.ee/',
    '<script>',
    '</script>',
    '<style>',
    '</style>',
    '<svg onload=x>',
    '</svg>',
    '<math>',
    '</math>',
    '<img src=x onerror=alert(1)>',
    '<iframe>',
    '<textarea>',
    '</textarea>',
    '<noscript>',
    '</noscript>',
    '<p>',
    '</p>',
    '<h2>',
    '</h2>',
    '<ul><li>',
    '</li>',
    '<table><tr><td>',
    '</td>',
    '<strong>',
    '<em>',
    ' onclick=',
    'alert(1)',
    'Liiv',
    'õäöüšž',
    '\n',
    '\t',
    '\u0000',
  )

  it('never lets anything executable through, and is stable when run twice', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, fc.string({ maxLength: 6 })), { maxLength: 40 }), (parts) => {
        const output = sanitizeHtml(parts.join(''))
        expectInert(output)
        expect(sanitizeHtml(output)).toBe(output)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('safeHref', () => {
  it.each([
    ['/killustik', '/killustik'],
    ['blogi/2', 'blogi/2'],
    ['#contact', '#contact'],
    ['?a=1', '?a=1'],
    ['https://example.com/', 'https://example.com/'],
    ['HTTP://example.com/', 'HTTP://example.com/'],
    ['//example.com/a', '//example.com/a'],
    ['mailto:info@padukarjaar.ee', 'mailto:info@padukarjaar.ee'],
    ['  /kalkulaator  ', '/kalkulaator'],
    ['/a:b', '/a:b'],
  ])('keeps %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&#x3a;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    'tel:+37250000000x',
    'ftp://example.com',
    'http:\\\\evil.example',
    '\\\\evil.example',
    '',
    '   ',
  ])('rejects %j', (input) => {
    expect(safeHref(input)).toBeNull()
  })
})

describe('renderMarkdown', () => {
  it('renders paragraphs, headings, lists, quotes, emphasis and links', () => {
    const markdown = [
      '# Suur pealkiri',
      '',
      'Esimene lõik, mis jätkub',
      'teisel real.',
      '',
      '## Teine',
      '### Kolmas ###',
      '',
      '- üks',
      '- **kaks**',
      '  jätk',
      '* kolm',
      '',
      '1. esimene',
      '2) teine',
      '',
      '> Tsitaat',
      '> jätkub',
      '',
      'Sõna **paks**, *kald*, _ka kald_, snake_case_nimi ja [killustik](/killustik "Killustik").',
    ].join('\n')
    expect(renderMarkdown(markdown)).toBe(
      '<h2>Suur pealkiri</h2>' +
        '<p>Esimene lõik, mis jätkub teisel real.</p>' +
        '<h2>Teine</h2><h3>Kolmas</h3>' +
        '<ul><li>üks</li><li><strong>kaks</strong> jätk</li><li>kolm</li></ul>' +
        '<ol><li>esimene</li><li>teine</li></ol>' +
        '<blockquote>Tsitaat jätkub</blockquote>' +
        '<p>Sõna <strong>paks</strong>, <em>kald</em>, <em>ka kald</em>, snake_case_nimi ja ' +
        '<a href="/killustik">killustik</a>.</p>',
    )
  })

  it('accepts Windows line endings and drops horizontal rules', () => {
    expect(renderMarkdown('Üks\r\n\r\n---\r\nKaks')).toBe('<p>Üks</p><p>Kaks</p>')
  })

  it('produces nothing unsafe from hostile Markdown', () => {
    const hostile = [
      '[vajuta](javascript:alert(1))',
      '[vajuta](JaVaScRiPt:alert(1))',
      '[x](" onclick="alert(1))',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '**<a href="javascript:alert(1)">x</a>**',
    ]
    for (const markdown of hostile) expectInert(postBodyToHtml(markdown))
    expect(postBodyToHtml('[vajuta](javascript:alert(1))')).toBe('<p><a>vajuta</a></p>')
    expect(postBodyToHtml('Tekst <script>alert(1)</script>')).toBe('<p>Tekst </p>')
  })
})

describe('postBodyToHtml', () => {
  it('tells HTML from Markdown', () => {
    expect(looksLikeHtml('<p>Tere</p>')).toBe(true)
    expect(looksLikeHtml('<H2 class="x">Tere</H2>')).toBe(true)
    expect(looksLikeHtml('# Tere\n\n**paks** <br> ja a<b')).toBe(false)
  })

  it('renders an HTML body through the sanitizer as it is', () => {
    expect(postBodyToHtml('<p>Tere <strong>maailm</strong></p><script>x</script>')).toBe(
      '<p>Tere <strong>maailm</strong></p>',
    )
  })

  it('renders a Markdown body', () => {
    expect(postBodyToHtml('## Liiv\n\nSõelutud **liiv** & kruus')).toBe(
      '<h2>Liiv</h2><p>Sõelutud <strong>liiv</strong> &amp; kruus</p>',
    )
  })
})
