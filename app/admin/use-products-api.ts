import { useEffect, useMemo, useRef } from 'react'
import { useAuth } from './auth.tsx'
import { createProductsApi } from './products-api.ts'

/**
 * The product API client with the signed-in admin's headers. One client for the page's lifetime that
 * reads the current headers at each call: the token arriving from storage after the first render must
 * not make the pages fetch everything a second time.
 */
export function useProductsApi() {
  const { authHeaders } = useAuth()
  const headers = useRef(authHeaders)
  useEffect(() => {
    headers.current = authHeaders
  }, [authHeaders])
  return useMemo(() => createProductsApi(() => headers.current()), [])
}
