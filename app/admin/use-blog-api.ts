import { useEffect, useMemo, useRef } from 'react'
import { useAuth } from './auth.tsx'
import { createBlogApi } from './blog-api.ts'

/** The blog API client with the signed-in admin's headers, read afresh at each call. */
export function useBlogApi() {
  const { authHeaders } = useAuth()
  const headers = useRef(authHeaders)
  useEffect(() => {
    headers.current = authHeaders
  }, [authHeaders])
  return useMemo(() => createBlogApi(() => headers.current()), [])
}
