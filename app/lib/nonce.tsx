import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of this response, for the inline elements the server renders. In
 * the browser it is '': browsers hide nonce attributes after parsing, and elements the client adds
 * later read the page's nonce with pageNonce().
 */
export const NonceContext = createContext('')

export function useNonce(): string {
  return useContext(NonceContext)
}

/** The nonce of the page's own scripts, for a script element added at run time. */
export function pageNonce(): string {
  // The content attribute is emptied by the browser; the nonce property keeps the value.
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
}
