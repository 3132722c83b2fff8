import type { Locale } from '#app/domain/locale.ts'
import { currentBusiness } from '../content/site-content.server.ts'

// Mail clients ignore stylesheets, classes and most of CSS, so the layout is nested tables with inline
// styles and web-safe fonts. Every value from an order or inquiry goes through escapeHtml on the way
// into HTML; the plain-text part carries the same content for clients that show no HTML.

export interface MailContent {
  subject: string
  html: string
  text: string
}

export const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

// ---------------------------------------------------------------------------------------------------------
// Building blocks, each rendered both as HTML and as plain text.

/** A run of text, optionally a link. */
export type Inline = string | { text: string; href: string }
export type Paragraph = Inline[]

export interface Field {
  label: string
  value: string
  href?: string
}

export interface PriceLine {
  label: string
  amount: string
  total?: boolean
}

export type Section =
  | { kind: 'paragraphs'; title?: string; paragraphs: Paragraph[] }
  | { kind: 'fields'; title: string; fields: Field[] }
  | { kind: 'prices'; title: string; lines: PriceLine[]; notes: string[] }
  | { kind: 'steps'; title: string; steps: string[] }
  | { kind: 'notice'; text: string }

export interface Letter {
  subject: string
  /** The line many clients show after the subject in the inbox list. */
  preview: string
  heading: string
  sections: Section[]
}

export const colours = {
  page: '#f3f0ea',
  card: '#ffffff',
  border: '#e3ddd2',
  text: '#1f2328',
  muted: '#555d63',
  header: '#2f3437',
  accent: '#b23c0a',
  noticeBackground: '#fdf1e7',
}
export const fontFamily = 'Arial, Helvetica, sans-serif'

export function singleLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

/** Keeps the customer's line breaks in HTML. */
export function multilineHtml(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>')
}

export function inlineHtml(parts: Paragraph): string {
  return parts
    .map((part) =>
      typeof part === 'string'
        ? multilineHtml(part)
        : `<a href="${escapeHtml(part.href)}" style="color:${colours.accent};">${escapeHtml(part.text)}</a>`,
    )
    .join('')
}

/**
 * A paragraph as plain text: a web link whose words are not its address carries the address after them,
 * so that a reader of the plain-text part can follow it too.
 */
export function inlineText(parts: Paragraph): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part
      return /^https?:/.test(part.href) && part.text !== part.href ? `${part.text} (${part.href})` : part.text
    })
    .join('')
}

export function sectionTitleHtml(title: string): string {
  return `<h2 style="margin:28px 0 10px;font-family:${fontFamily};font-size:17px;line-height:1.3;color:${colours.text};">${escapeHtml(title)}</h2>`
}

export function sectionHtml(section: Section): string {
  const cell = `font-family:${fontFamily};font-size:15px;line-height:1.45;border-bottom:1px solid ${colours.border};vertical-align:top;`
  switch (section.kind) {
    case 'paragraphs':
      return (
        (section.title ? sectionTitleHtml(section.title) : '') +
        section.paragraphs
          .map((paragraph) => `<p style="margin:0 0 14px;">${inlineHtml(paragraph)}</p>`)
          .join('\n')
      )
    case 'fields': {
      const rows = section.fields
        .map((field) => {
          const value = field.href
            ? inlineHtml([{ text: field.value, href: field.href }])
            : multilineHtml(field.value)
          return `<tr><th align="left" scope="row" style="${cell}padding:8px 12px 8px 0;width:38%;font-weight:normal;color:${colours.muted};">${escapeHtml(field.label)}</th><td style="${cell}padding:8px 0;color:${colours.text};">${value}</td></tr>`
        })
        .join('\n')
      return `${sectionTitleHtml(section.title)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;">\n${rows}\n</table>`
    }
    case 'prices': {
      const rows = section.lines
        .map((line) => {
          const weight = line.total ? 'font-weight:bold;' : ''
          const border = line.total
            ? `border-top:2px solid ${colours.text};border-bottom:0;`
            : `border-bottom:1px solid ${colours.border};`
          return `<tr><td style="${cell}${border}${weight}padding:8px 12px 8px 0;">${escapeHtml(line.label)}</td><td align="right" style="${cell}${border}${weight}padding:8px 0;white-space:nowrap;font-variant-numeric:tabular-nums;">${escapeHtml(line.amount)}</td></tr>`
        })
        .join('\n')
      const notes = section.notes
        .map(
          (note) =>
            `<p style="margin:10px 0 0;font-size:14px;color:${colours.muted};">${escapeHtml(note)}</p>`,
        )
        .join('\n')
      return `${sectionTitleHtml(section.title)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;">\n${rows}\n</table>${notes}`
    }
    case 'steps':
      return `${sectionTitleHtml(section.title)}<ol style="margin:0 0 14px;padding-left:22px;">${section.steps
        .map((step) => `<li style="margin:0 0 6px;">${escapeHtml(step)}</li>`)
        .join('')}</ol>`
    case 'notice':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 14px;"><tr><td style="padding:12px 16px;background:${colours.noticeBackground};border-left:4px solid ${colours.accent};font-family:${fontFamily};font-size:15px;line-height:1.45;color:${colours.text};">${escapeHtml(section.text)}</td></tr></table>`
  }
}

export function footerParts(): Paragraph {
  const business = currentBusiness()
  return [
    `${business.legalName} · ${business.address.locality}, ${business.address.region} · `,
    { text: business.phone, href: `tel:${business.phoneE164}` },
    ' · ',
    { text: business.email, href: `mailto:${business.email}` },
    ' · ',
    { text: new URL(business.website).hostname, href: business.website },
  ]
}

/** The words of the plain-text footer, in the mail's language. */
const footerWords: Record<Locale, { phone: string; email: string }> = {
  et: { phone: 'Telefon', email: 'E-post' },
  ru: { phone: 'Телефон', email: 'Эл. почта' },
  en: { phone: 'Phone', email: 'Email' },
}

export function renderHtml(letter: Letter, locale: Locale = 'et'): string {
  const business = currentBusiness()
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(letter.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(letter.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${colours.card};border:1px solid ${colours.border};">
<tr><td style="padding:18px 28px;background:${colours.header};color:#ffffff;font-family:${fontFamily};font-size:19px;font-weight:bold;">${escapeHtml(business.name)}</td></tr>
<tr><td style="padding:28px;font-family:${fontFamily};font-size:16px;line-height:1.5;color:${colours.text};">
<h1 style="margin:0 0 18px;font-family:${fontFamily};font-size:22px;line-height:1.3;color:${colours.text};">${escapeHtml(letter.heading)}</h1>
${letter.sections.map(sectionHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${colours.border};font-family:${fontFamily};font-size:13px;line-height:1.5;color:${colours.muted};">${inlineHtml(footerParts())}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

export function sectionText(section: Section): string {
  const title = (text: string) => `${text.toUpperCase()}\n`
  switch (section.kind) {
    case 'paragraphs':
      return (section.title ? title(section.title) : '') + section.paragraphs.map(inlineText).join('\n\n')
    case 'fields':
      return (
        title(section.title) +
        section.fields
          .map((field) => {
            const value = field.value.includes('\n')
              ? `\n  ${field.value.replace(/\r\n|\r|\n/g, '\n  ')}`
              : ` ${field.value}`
            return `${field.label}:${value}`
          })
          .join('\n')
      )
    case 'prices':
      return (
        title(section.title) +
        section.lines.map((line) => `${line.label}: ${line.amount}`).join('\n') +
        section.notes.map((note) => `\n${note}`).join('')
      )
    case 'steps':
      return title(section.title) + section.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')
    case 'notice':
      return section.text
  }
}

export function renderText(letter: Letter, locale: Locale = 'et'): string {
  const business = currentBusiness()
  const words = footerWords[locale]
  const footer = `${business.legalName}\n${business.address.locality}, ${business.address.region}\n${words.phone}: ${business.phone}\n${words.email}: ${business.email}\n${business.website}`
  return `${letter.heading}\n\n${letter.sections.map(sectionText).join('\n\n')}\n\n-- \n${footer}\n`
}

/** The letter as a mail, in `locale` (the layout's language and its plain-text footer's words). */
export function render(letter: Letter, locale: Locale = 'et'): MailContent {
  return {
    subject: singleLine(letter.subject),
    html: renderHtml(letter, locale),
    text: renderText(letter, locale),
  }
}
