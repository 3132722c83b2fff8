import { decodeHTML } from 'entities'
import { Marked, type Token, type Tokens } from 'marked'
import sanitize from 'sanitize-html'

/**
 * The blog's allow-list HTML sanitizer (ADR 019). sanitize-html reads the input with htmlparser2 and
 * writes a new document containing only the allowed elements, no attributes except a checked href on
 * links, and every piece of text escaped; what is here is the allow-list and the few places where
 * htmlparser2 reads markup differently from a browser, which a sanitizer must not.
 */

/** The elements an article is written in: headings, paragraphs, lists, emphasis, links, tables, quotes. */
export const articleElements = [
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
]

/**
 * Dropped together with everything inside them: raw-text elements (a browser reads their content as
 * text up to the closing tag) and foreign or inert subtrees.
 */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'svg',
  'math',
  'template',
  'object',
  'select',
  'option',
  'head',
  'frameset',
  'applet',
]

/** Common synonyms kept as their allowed counterparts; h1 becomes h2 since the page's h1 is its title. */
const renamed: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' }

/** Decodes character references as an HTML parser does (all named ones; a missing ';' where HTML allows). */
export function decodeEntities(text: string): string {
  return decodeHTML(text)
}

// Escaping for the HTML our own code writes around sanitized fragments (blog.server.ts); three string
// replacements, not worth a library.
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;')
}

/**
 * A decoded link target if it is safe to keep: http(s), mailto, or relative. Browsers ignore tabs and
 * newlines inside a URL and leading control characters and spaces, so those are removed before the
 * scheme is read.
 */
function checkedHref(decoded: string): string | null {
  let url = decoded.replace(/[\t\n\r]/g, '')
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

/** The link target of a raw (not yet decoded) href value if it is safe to keep, else null. */
export function safeHref(raw: string): string | null {
  return checkedHref(decodeEntities(raw))
}

const sanitizeOptions: sanitize.IOptions = {
  // div and hr are let through only to be turned into spaces below, so that words on either side of a
  // block boundary stay apart in the text.
  allowedTags: [...articleElements, 'div', 'hr'],
  allowedAttributes: { a: ['href'] },
  // The href is already checked by checkedHref; sanitize-html's own scheme check is a second fence.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  selfClosing: ['br', 'hr'],
  nonTextTags: droppedWithContent,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...renamed,
    a: (_tagName, attributes) => {
      // htmlparser2 has decoded the value already.
      const href = attributes.href === undefined ? null : checkedHref(attributes.href)
      const attribs: sanitize.Attributes = href === null ? {} : { href }
      return { tagName: 'a', attribs }
    },
  },
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
}

/**
 * Makes htmlparser2 read two constructs as a browser does, before it sees them: CDATA outside SVG and
 * MathML is a bogus comment ending at the first '>', and noscript's content is raw text up to its
 * closing tag (htmlparser2 would parse markup inside, where a browser sees none).
 */
function asBrowserReadsIt(input: string): string {
  return input
    .replace(/<!\[CDATA\[[^>]*>?/g, '')
    .replace(/<noscript(?=[\s/>])[\s\S]*?(?:<\/noscript(?=[\s/>])[^>]*>?|$)/gi, '')
}

/** Opening one of these closes an open <p>, as an HTML parser would. */
const closesParagraph = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'table', 'blockquote'])

const outputTag = /<(\/?)([a-z0-9]+)((?: href="[^"]*")?)(?: \/)?>/g

/**
 * Tree fixes htmlparser2 does not make and browsers do, applied to sanitize-html's output (a known
 * vocabulary, so a tag is exactly `<name>`, `<a href="…">`, `<br />` or `</name>`): the implied ends
 * below, a stray closing tag dropped, empty paragraphs left out, and div/hr turned into the space they
 * stand for. What a browser reads from the result is then the same tree as what sanitizeHtml reads
 * from it again, which keeps the sanitizer idempotent.
 */
function settle(html: string): string {
  const output: string[] = []
  const open: string[] = []
  let position = 0
  const close = () => {
    const name = open.pop()
    // An empty paragraph is left out: htmlparser2 makes one for a lone '</p>', where a browser's is
    // invisible anyway.
    if (name === 'p' && output.at(-1) === '<p>') output.pop()
    else output.push(`</${name}>`)
  }
  const closeUpTo = (index: number) => {
    while (open.length > index) close()
  }
  const isOpen = (name: string) => open.lastIndexOf(name)
  // The implied ends of HTML's tree builder that htmlparser2 applies only when the element to be closed
  // is the innermost one, which it no longer is when a dropped element stood between.
  const openElement = (name: string) => {
    if (closesParagraph.has(name) && isOpen('p') !== -1) closeUpTo(isOpen('p'))
    if (name === 'li') {
      const item = isOpen('li')
      if (item > Math.max(isOpen('ul'), isOpen('ol'))) closeUpTo(item)
    }
    if ((name === 'td' || name === 'th') && isOpen('tr') !== -1) {
      const cell = Math.max(isOpen('td'), isOpen('th'))
      if (cell > isOpen('tr')) closeUpTo(cell)
    }
    if (name === 'tr' && isOpen('tr') > isOpen('table')) closeUpTo(isOpen('tr'))
    // Links never nest.
    if (name === 'a' && isOpen('a') !== -1) closeUpTo(isOpen('a'))
  }
  for (const match of html.matchAll(outputTag)) {
    if (match.index > position) output.push(html.slice(position, match.index))
    position = match.index + match[0].length
    const [, closing, name, href] = match as unknown as [string, string, string, string]
    if (name === 'div' || name === 'hr') {
      output.push(' ')
      continue
    }
    if (name === 'br') {
      output.push('<br>')
      continue
    }
    if (closing) {
      const index = open.lastIndexOf(name)
      if (index === -1) continue
      closeUpTo(index)
      continue
    }
    openElement(name)
    output.push(`<${name}${href}>`)
    open.push(name)
  }
  if (position < html.length) output.push(html.slice(position))
  closeUpTo(0)
  return output.join('')
}

/** Sanitizes an HTML fragment to the blog's allow-list. */
export function sanitizeHtml(input: string): string {
  return settle(sanitize(asBrowserReadsIt(input), sanitizeOptions))
}

const blockEnd = /<\/(?:p|h2|h3|li|tr|th|td|blockquote)>|<br>/g

/** The plain text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withBreaks = sanitizeHtml(html).replace(blockEnd, '$& ')
  return decodeEntities(sanitize(withBreaks, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim()
}

// Markdown: staff may write a post body in Markdown instead of HTML. marked reads it (CommonMark with
// GitHub's tables); the renderer writes the blocks without line breaks between them and without link
// titles, heading levels shift so that the page's title stays its only h1 (# and ## become h2, ### and
// deeper h3), a quote of one paragraph is written without the <p>, and horizontal rules are left out.
// Raw HTML in the Markdown is passed on: the result always goes through sanitizeHtml.
const markdown = new Marked({
  gfm: true,
  breaks: false,
  hooks: {
    // CommonMark starts a new list when the bullet changes ('-' to '*', '1.' to '2)'); staff mean one list.
    processAllTokens(tokens) {
      const merged: Token[] = []
      for (const token of tokens) {
        const previous = merged.at(-1)
        if (token.type === 'list' && previous?.type === 'list' && previous.ordered === token.ordered)
          previous.items.push(...(token as Tokens.List).items)
        else merged.push(token)
      }
      return merged
    },
  },
  renderer: {
    heading({ tokens, depth }) {
      const level = depth <= 2 ? 'h2' : 'h3'
      return `<${level}>${this.parser.parseInline(tokens)}</${level}>`
    },
    paragraph({ tokens }) {
      return `<p>${this.parser.parseInline(tokens)}</p>`
    },
    blockquote({ tokens }) {
      const only = tokens.length === 1 ? tokens[0] : undefined
      const inner =
        only?.type === 'paragraph'
          ? this.parser.parseInline((only as Tokens.Paragraph).tokens)
          : this.parser.parse(tokens)
      return `<blockquote>${inner}</blockquote>`
    },
    list({ ordered, items }) {
      const kind = ordered ? 'ol' : 'ul'
      return `<${kind}>${items.map((item) => this.listitem(item)).join('')}</${kind}>`
    },
    listitem({ tokens }) {
      return `<li>${this.parser.parse(tokens)}</li>`
    },
    link({ href, tokens }) {
      return `<a href="${escapeAttribute(href)}">${this.parser.parseInline(tokens)}</a>`
    },
    hr() {
      return ''
    },
  },
})

export function renderMarkdown(text: string): string {
  // What line breaks remain are inside text (soft breaks), where a space is what they mean.
  return markdown.parse(text, { async: false }).trim().replace(/\n/g, ' ')
}

/** True when a body is written in HTML rather than Markdown: it has at least one block-level tag. */
export function looksLikeHtml(text: string): boolean {
  return /<(?:p|h[1-6]|ul|ol|table|blockquote|div)[\s>]/i.test(text)
}

/** A staff-written post body, in Markdown or HTML, as sanitized HTML. */
export function postBodyToHtml(body: string): string {
  return sanitizeHtml(looksLikeHtml(body) ? body : renderMarkdown(body))
}
