/**
 * An allow-list HTML sanitizer for blog bodies. It does not try to repair or preserve arbitrary HTML:
 * it reads the input as a stream of tags and text and writes a new document from scratch, containing
 * only the allowed elements, no attributes except a checked href on links, and every piece of text
 * escaped. Since nothing of the input reaches the output verbatim, a browser parsing the output can
 * only ever see the elements written here, whatever tricks the input plays on a parser.
 */

const allowedElements = new Set([
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
  'br',
])

const voidElements = new Set([
  'br',
  'area',
  'base',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
])

/** Elements whose content a browser reads as raw text up to the closing tag; dropped with their content. */
const rawTextElements = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
])

/** Elements dropped together with everything inside them. */
const droppedSubtrees = new Set(['svg', 'math', 'template', 'object', 'select', 'head', 'frameset', 'applet'])

/** Opening one of these closes an open <p>, as an HTML parser would. */
const closesParagraph = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'table', 'blockquote'])

/** Common synonyms kept as their allowed counterparts; h1 becomes h2 since the page's h1 is its title. */
const renamed: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' }

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  times: '×',
  divide: '÷',
  minus: '−',
  plusmn: '±',
  deg: '°',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  middot: '·',
  bull: '•',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  sect: '§',
  para: '¶',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  otilde: 'õ',
  Otilde: 'Õ',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  scaron: 'š',
  Scaron: 'Š',
  zcaron: 'ž',
  Zcaron: 'Ž',
}

function codePointText(codePoint: number): string {
  // Null, surrogates and out-of-range code points become the replacement character, as in HTML.
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(codePoint)
}

/** Decodes character references (numeric, and the named ones above; a missing ';' is tolerated). */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]{1,31}));?/g,
    (match, dec, hex, name) => {
      if (dec !== undefined) return codePointText(Number.parseInt(dec, 10))
      if (hex !== undefined) return codePointText(Number.parseInt(hex, 16))
      return namedEntities[name as string] ?? match
    },
  )
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;')
}

/**
 * The link target if it is safe to keep: http(s), mailto, or relative. Browsers ignore tabs and newlines
 * inside a URL and leading control characters and spaces, so those are removed before the scheme is read.
 */
export function safeHref(raw: string): string | null {
  let url = decodeEntities(raw).replace(/[\t\n\r]/g, '')
  let start = 0
  let end = url.length
  while (start < end && url.charCodeAt(start) <= 0x20) start += 1
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end -= 1
  url = url.slice(start, end)
  if (url === '' || url.length > 2000) return null
  for (let index = 0; index < url.length; index += 1) {
    const code = url.charCodeAt(index)
    // Any control character left inside is suspicious.
    if (code < 0x20 || code === 0x7f) return null
  }
  const scheme = /^([^/?#]*?):/.exec(url)
  if (scheme) {
    if (!/^(?:https?|mailto)$/i.test(scheme[1]!)) return null
    // A backslash is read as a slash by browsers in http(s) URLs; keep the address unambiguous.
    if (url.includes('\\')) return null
    return url
  }
  if (url.startsWith('\\') || url.startsWith('/\\')) return null
  return url
}

interface Attribute {
  name: string
  value: string
}

interface Tag {
  name: string
  closing: boolean
  attributes: Attribute[]
  /** Index just past the tag's closing '>'. */
  end: number
}

const tagNameChar = /[^\s/>]/
const whitespace = /[\s]/

/**
 * Reads a tag starting at `start` (which holds '<'). Returns null when the '<' does not start a tag
 * (it is then text), or a Tag whose end is the input's length when the tag is never closed.
 */
function readTag(input: string, start: number): Tag | null {
  let position = start + 1
  const closing = input[position] === '/'
  if (closing) position += 1
  if (!/[A-Za-z]/.test(input[position] ?? '')) return null
  let name = ''
  while (position < input.length && tagNameChar.test(input[position]!)) name += input[position++]
  const attributes: Attribute[] = []
  while (position < input.length) {
    const char = input[position]!
    if (char === '>') return { name: name.toLowerCase(), closing, attributes, end: position + 1 }
    if (whitespace.test(char) || char === '/') {
      position += 1
      continue
    }
    let attributeName = ''
    // '=' may be the first character of a name ('<a =x>'), as in HTML.
    do attributeName += input[position++]
    while (position < input.length && !/[\s/>=]/.test(input[position]!))
    while (position < input.length && whitespace.test(input[position]!)) position += 1
    let value = ''
    if (input[position] === '=') {
      position += 1
      while (position < input.length && whitespace.test(input[position]!)) position += 1
      const quote = input[position]
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, position + 1)
        if (close === -1) return { name: name.toLowerCase(), closing, attributes, end: input.length }
        value = input.slice(position + 1, close)
        position = close + 1
      } else {
        while (position < input.length && !/[\s>]/.test(input[position]!)) value += input[position++]
      }
    }
    attributes.push({ name: attributeName.toLowerCase(), value })
  }
  return { name: name.toLowerCase(), closing, attributes, end: input.length }
}

/** Index just past the closing tag of a raw-text element, or the input's end when it is never closed. */
function skipRawText(input: string, from: number, name: string): number {
  const closer = new RegExp(`</${name}(?=[\\s/>])`, 'ig')
  closer.lastIndex = from
  const match = closer.exec(input)
  if (!match) return input.length
  const close = input.indexOf('>', match.index)
  return close === -1 ? input.length : close + 1
}

/** Sanitizes an HTML fragment to the blog's allow-list. */
export function sanitizeHtml(input: string): string {
  const output: string[] = []
  const open: string[] = []
  /** Names of dropped subtrees we are inside, innermost last. */
  const dropped: string[] = []
  let position = 0

  const closeUpTo = (index: number) => {
    while (open.length > index) output.push(`</${open.pop()}>`)
  }
  const isOpen = (name: string) => open.lastIndexOf(name)

  const openElement = (name: string, attributes: Attribute[]) => {
    if (closesParagraph.has(name) && isOpen('p') !== -1) closeUpTo(isOpen('p'))
    if (name === 'li') {
      const list = Math.max(isOpen('ul'), isOpen('ol'))
      const item = isOpen('li')
      if (item > list) closeUpTo(item)
    }
    if ((name === 'td' || name === 'th') && isOpen('tr') !== -1) {
      const cell = Math.max(isOpen('td'), isOpen('th'))
      if (cell > isOpen('tr')) closeUpTo(cell)
    }
    if (name === 'tr' && isOpen('tr') > isOpen('table')) closeUpTo(isOpen('tr'))
    // Links never nest.
    if (name === 'a' && isOpen('a') !== -1) closeUpTo(isOpen('a'))
    if (name === 'a') {
      const href = attributes.find((attribute) => attribute.name === 'href')
      const target = href ? safeHref(href.value) : null
      output.push(target === null ? '<a>' : `<a href="${escapeAttribute(target)}">`)
    } else {
      output.push(`<${name}>`)
    }
    if (name !== 'br') open.push(name)
  }

  while (position < input.length) {
    const lt = input.indexOf('<', position)
    const textEnd = lt === -1 ? input.length : lt
    if (textEnd > position) {
      if (dropped.length === 0) output.push(escapeText(decodeEntities(input.slice(position, textEnd))))
      position = textEnd
      continue
    }
    // Comments, doctypes, CDATA and processing instructions are dropped.
    if (input.startsWith('<!--', position)) {
      const close = input.indexOf('-->', position + 4)
      position = close === -1 ? input.length : close + 3
      continue
    }
    if (input[position + 1] === '!' || input[position + 1] === '?') {
      const close = input.indexOf('>', position)
      position = close === -1 ? input.length : close + 1
      continue
    }
    const tag = readTag(input, position)
    if (!tag) {
      if (dropped.length === 0) output.push('&lt;')
      position += 1
      continue
    }
    position = tag.end
    const { closing } = tag
    if (tag.name === 'plaintext' && !closing) break
    if (dropped.length > 0) {
      if (droppedSubtrees.has(tag.name) && !voidElements.has(tag.name)) {
        if (!closing) dropped.push(tag.name)
        else if (dropped.lastIndexOf(tag.name) !== -1) dropped.length = dropped.lastIndexOf(tag.name)
      }
      continue
    }
    if (rawTextElements.has(tag.name)) {
      if (!closing) position = skipRawText(input, position, tag.name)
      continue
    }
    if (droppedSubtrees.has(tag.name)) {
      if (!closing) dropped.push(tag.name)
      continue
    }
    const name = renamed[tag.name] ?? tag.name
    if (!allowedElements.has(name)) {
      // Unknown elements disappear but their text stays; a block-level break keeps words apart.
      if (tag.name === 'div' || tag.name === 'hr') output.push(' ')
      continue
    }
    if (!closing) {
      openElement(name, tag.attributes)
      continue
    }
    if (name === 'br') {
      output.push('<br>')
      continue
    }
    const index = isOpen(name)
    if (index !== -1) closeUpTo(index)
  }
  closeUpTo(0)
  return output.join('')
}

/** The plain text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withBreaks = sanitizeHtml(html).replace(/<\/(?:p|h2|h3|li|tr|th|td|blockquote)>|<br>/g, '$& ')
  return decodeEntities(withBreaks.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

// Markdown, minimally: staff may write a post body in Markdown instead of HTML. Paragraphs, headings
// (# and ## become h2, ### and deeper h3, since the page's h1 is the title), bullet and numbered lists,
// block quotes, **bold**, *italic* and [links](url). Inline HTML is passed on; the result always goes
// through sanitizeHtml, which is what makes it safe.

/** Links (a URL may hold one level of balanced parentheses), bold and italic. */
function renderInline(text: string): string {
  return text
    .replace(
      /\[([^\]\n]+)\]\(\s*([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"\n]*")?\s*\)/g,
      (_match, label: string, url: string) => {
        return `<a href="${escapeAttribute(url)}">${label}</a>`
      },
    )
    .replace(
      /\*\*(?=\S)([^*\n]*?\S)\*\*|__(?=\S)([^_\n]*?\S)__/g,
      (_match, a, b) => `<strong>${a ?? b}</strong>`,
    )
    .replace(/\*(?=\S)([^*\n]*?\S)\*/g, '<em>$1</em>')
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}_])/gu, '$1<em>$2</em>')
}

type MarkdownBlock =
  | { kind: 'p' | 'blockquote'; lines: string[] }
  | { kind: 'h2' | 'h3'; text: string }
  | { kind: 'ul' | 'ol'; items: string[][] }

export function renderMarkdown(markdown: string): string {
  const blocks: MarkdownBlock[] = []
  // Widened on purpose: finish() resets it, which narrowing by assignment would not see.
  let current = null as MarkdownBlock | null
  const finish = () => {
    if (current) blocks.push(current)
    current = null
  }
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.replace(/\s+$/, '')
    if (line.trim() === '') {
      finish()
      continue
    }
    const heading = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?$/.exec(line)
    if (heading) {
      finish()
      blocks.push({ kind: heading[1]!.length <= 2 ? 'h2' : 'h3', text: heading[2]! })
      continue
    }
    if (/^ {0,3}([-*_])(?:\s*\1){2,}$/.test(line)) {
      finish()
      continue
    }
    const bullet = /^ {0,3}[-*+]\s+(.*)$/.exec(line)
    const numbered = /^ {0,3}\d{1,9}[.)]\s+(.*)$/.exec(line)
    const item = bullet ?? numbered
    if (item) {
      const kind = bullet ? 'ul' : 'ol'
      const block: MarkdownBlock | null = current
      if (block?.kind === kind) block.items.push([item[1]!])
      else {
        finish()
        current = { kind, items: [[item[1]!]] }
      }
      continue
    }
    const quote = /^ {0,3}>\s?(.*)$/.exec(line)
    if (quote) {
      const block: MarkdownBlock | null = current
      if (block?.kind === 'blockquote') block.lines.push(quote[1]!)
      else {
        finish()
        current = { kind: 'blockquote', lines: [quote[1]!] }
      }
      continue
    }
    const block: MarkdownBlock | null = current
    if (block && (block.kind === 'ul' || block.kind === 'ol')) {
      // An indented line continues the list item; anything else starts a paragraph.
      if (/^\s/.test(line)) {
        block.items[block.items.length - 1]!.push(line.trim())
        continue
      }
      finish()
    }
    const paragraph: MarkdownBlock | null = current
    if (paragraph && (paragraph.kind === 'p' || paragraph.kind === 'blockquote'))
      paragraph.lines.push(line.trim())
    else {
      finish()
      current = { kind: 'p', lines: [line.trim()] }
    }
  }
  finish()
  return blocks
    .map((block) => {
      if ('text' in block) return `<${block.kind}>${renderInline(block.text)}</${block.kind}>`
      if ('items' in block) {
        const items = block.items.map((lines) => `<li>${renderInline(lines.join(' '))}</li>`)
        return `<${block.kind}>${items.join('')}</${block.kind}>`
      }
      return `<${block.kind}>${renderInline(block.lines.join(' '))}</${block.kind}>`
    })
    .join('')
}

/** True when a body is written in HTML rather than Markdown: it has at least one block-level tag. */
export function looksLikeHtml(text: string): boolean {
  return /<(?:p|h[1-6]|ul|ol|table|blockquote|div)[\s>]/i.test(text)
}

/** A staff-written post body, in Markdown or HTML, as sanitized HTML. */
export function postBodyToHtml(body: string): string {
  return sanitizeHtml(looksLikeHtml(body) ? body : renderMarkdown(body))
}
