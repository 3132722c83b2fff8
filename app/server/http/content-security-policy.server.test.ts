import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type Config, parseConfig } from '../config.server.ts'
import { contentSecurityPolicy, createNonce, scriptHashSource } from './content-security-policy.server.ts'

function config(env: Record<string, string> = {}): Config {
  const result = parseConfig(env, '/srv/karjaar')
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.config
}

/** An S3 store but for its bucket and public address. */
const s3Storage = { S3_ENDPOINT: 'https://s3.example', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' }

/** The policy as directive name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('createNonce', () => {
  it('is 16 random bytes in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
  })
})

describe('contentSecurityPolicy', () => {
  it('with the defaults: scripts by nonce only, nothing from elsewhere but the map embed', () => {
    expect(contentSecurityPolicy(config(), 'abc123==')).toBe(
      [
        "default-src 'self'",
        "script-src 'nonce-abc123==' 'strict-dynamic'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        'frame-src https://www.openstreetmap.org',
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
  })

  it("names a public page's inline scripts by their SHA-256 instead of a nonce", () => {
    const loader = '(function (nonce, src) { var ä = 1; })(document.currentScript.nonce,"/assets/x.js")'
    const source = scriptHashSource(loader)
    expect(source).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(loader, 'utf8')).digest('base64')}'`,
    )
    expect(scriptHashSource(`${loader} `)).not.toBe(source)
    const policy = contentSecurityPolicy(config(), { hashes: [source] })
    expect(directives(policy).get('script-src')).toEqual([source, "'strict-dynamic'"])
    expect(policy).not.toContain("'nonce-")
    expect(policy).not.toContain("'unsafe-inline' 'strict")
  })

  it('never allows inline or evaluated script without Google Maps', () => {
    const script = directives(contentSecurityPolicy(config(), 'n')).get('script-src')
    expect(script).not.toContain("'unsafe-inline'")
    expect(script).not.toContain("'unsafe-eval'")
    expect(script).not.toContain('*')
  })

  it('adds the public origin of S3 pictures (not its path) to img-src', () => {
    const policy = directives(
      contentSecurityPolicy(
        config({ ...s3Storage, S3_BUCKET: 'pildid', S3_PUBLIC_URL: 'https://cdn.example:8443/pildid/' }),
        'n',
      ),
    )
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example:8443'])
  })

  it('S3 without a public address adds nothing (pictures come through /media)', () => {
    const policy = directives(contentSecurityPolicy(config({ ...s3Storage, S3_BUCKET: 'b' }), 'n'))
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  })

  it("adds a chat webhook on another origin to connect-src; our own '/api/chat' is 'self'", () => {
    const elsewhere = directives(
      contentSecurityPolicy(config({ CHAT_WEBHOOK_URL: 'https://n8n.example/webhook/abc/chat' }), 'n'),
    )
    expect(elsewhere.get('connect-src')).toEqual(["'self'", 'https://n8n.example'])
    const own = directives(contentSecurityPolicy(config({ CHAT_WEBHOOK_URL: '/api/chat' }), 'n'))
    expect(own.get('connect-src')).toEqual(["'self'"])
  })

  it("with Montonio's keys, a form may be sent on to Montonio's payment pages; without them only to us", () => {
    const keys = { MONTONIO_ACCESS_KEY: 'a', MONTONIO_SECRET_KEY: 's' }
    expect(directives(contentSecurityPolicy(config(keys), 'n')).get('form-action')).toEqual([
      "'self'",
      'https://stargate.montonio.com',
      'https://*.montonio.com',
    ])
    const sandbox = config({ ...keys, MONTONIO_API_URL: 'http://127.0.0.1:9999/api' })
    expect(directives(contentSecurityPolicy(sandbox, 'n')).get('form-action')).toEqual([
      "'self'",
      'http://127.0.0.1:9999',
      'https://*.montonio.com',
    ])
    expect(directives(contentSecurityPolicy(config(), 'n')).get('form-action')).toEqual(["'self'"])
  })

  it("with a Maps browser key: what Google's strict-CSP guide lists for the Maps JavaScript API", () => {
    const policy = directives(contentSecurityPolicy(config({ GOOGLE_MAPS_API_KEY: 'browser-key' }), 'n0'))
    expect(policy.get('script-src')).toEqual(["'nonce-n0'", "'strict-dynamic'", "'unsafe-eval'", 'blob:'])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'])
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining([
        'https://*.googleapis.com',
        'https://*.gstatic.com',
        'https://*.googleusercontent.com',
      ]),
    )
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.google.com']),
    )
    expect(policy.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com'])
    expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org', 'https://*.google.com'])
    expect(policy.get('worker-src')).toEqual(['blob:'])
    // The rest stays as strict as without Maps.
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('a server key alone (Routes API on the server) changes nothing for the browser', () => {
    expect(
      contentSecurityPolicy(config({ GEO_PROVIDER: 'google', GOOGLE_MAPS_SERVER_KEY: 'server-key' }), 'n'),
    ).toBe(contentSecurityPolicy(config(), 'n'))
  })
})
