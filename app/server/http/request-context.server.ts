import { createHmac } from 'node:crypto'
import { getSigningSecret } from '../auth/signing-secret.server.ts'

/** What the HTTP server passes to every loader and action besides the request. */
declare module 'react-router' {
  interface AppLoadContext {
    /** The client's address as Express sees it (behind a trusted proxy: the forwarded one). */
    clientIp: string
    /**
     * This response's Content-Security-Policy nonce (base64), made by the HTTP server per request.
     * Optional only because loaders and actions called directly (in tests) have no response.
     */
    cspNonce?: string
  }
}

/** A keyed hash of the client address: enough to rate-limit and spot abuse, not to identify anyone. */
export function clientIpHash(clientIp: string): string {
  return createHmac('sha256', getSigningSecret()).update(clientIp).digest('base64url').slice(0, 22)
}
