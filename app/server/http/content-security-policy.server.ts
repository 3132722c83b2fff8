import { createHash, randomBytes } from 'node:crypto'
import type { Config } from '../config.server.ts'

/**
 * The Content-Security-Policy of every HTML answer, built from the parsed configuration in this one
 * place (docs/decisions/012-content-security-policy.md explains each source). To allow a new origin,
 * add it to the directive here and to the unit test beside this file.
 */

/** 128 random bits per response: a nonce an attacker cannot guess or reuse. */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The OpenStreetMap embed of app/components/quarry-map.tsx. */
const openStreetMapOrigin = 'https://www.openstreetmap.org'

/**
 * What Google's Maps JavaScript API with PlaceAutocompleteElement needs beside a nonce-based strict
 * policy (Google's "Content Security Policy Guide" for the Maps JavaScript API).
 */
const google = {
  script: ["'unsafe-eval'", 'blob:'],
  style: ['https://fonts.googleapis.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['https://*.google.com'],
  worker: ['blob:'],
}

/** Montonio's payment pages (production and sandbox). */
const montonioOrigins = 'https://*.montonio.com'

/** The origin of an absolute http(s) URL; undefined for a relative one (it is our own origin). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))]
}

/** The CSP source that allows one inline script by its text: `'sha256-…'`. */
export function scriptHashSource(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/**
 * The policy of one document. `scripts` is the response's nonce, or, for a public page that is the same
 * bytes for every visitor (docs/decisions/040-page-cache.md), the hash sources of its inline scripts.
 */
export function contentSecurityPolicy(config: Config, scripts: string | { hashes: string[] }): string {
  const scriptSources = typeof scripts === 'string' ? [`'nonce-${scripts}'`] : scripts.hashes
  const maps = Boolean(config.geo.googleBrowserKey)
  // An absolute CHAT_WEBHOOK_URL (an n8n workflow) is called from the browser; '/api/chat' is 'self'.
  const chat = originOf(config.chatWebhookUrl)
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'strict-dynamic': the nonced (or hashed) scripts may load the rest (route chunks, the islands, the
    // Maps script); hosts and 'self' are then ignored by the browser, so nothing else is listed.
    ['script-src', [...scriptSources, "'strict-dynamic'", ...(maps ? google.script : [])]],
    // Toasts (sonner), Radix's scroll lock and Google's autocomplete insert <style> elements without a
    // nonce; a nonce here would make the browser ignore 'unsafe-inline' and block them.
    ['style-src', ["'self'", "'unsafe-inline'", ...(maps ? google.style : [])]],
    [
      'img-src',
      unique(["'self'", 'data:', 'blob:', originOf(config.s3?.publicUrl), ...(maps ? google.img : [])]),
    ],
    ['font-src', ["'self'", ...(maps ? google.font : [])]],
    ['connect-src', unique(["'self'", chat, ...(maps ? google.connect : [])])],
    ['frame-src', [openStreetMapOrigin, ...(maps ? google.frame : [])]],
    ...(maps ? ([['worker-src', google.worker]] as [string, string[]][]) : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // 'Maksa kohe' posts to us and is redirected to Montonio's payment page (and on to a bank's):
    // browsers hold a form's redirects to form-action too.
    [
      'form-action',
      config.montonio ? unique(["'self'", originOf(config.montonio.apiUrl), montonioOrigins]) : ["'self'"],
    ],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}
