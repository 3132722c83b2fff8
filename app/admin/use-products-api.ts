import { useMemo } from 'react'
import { useAuth } from './auth.tsx'
import { createProductsApi } from './products-api.ts'

/** The product API client with the signed-in admin's headers. */
export function useProductsApi() {
  const { authHeaders } = useAuth()
  return useMemo(() => createProductsApi(authHeaders), [authHeaders])
}
