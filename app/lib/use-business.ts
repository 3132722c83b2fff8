import { useRouteLoaderData } from 'react-router'
import { type BusinessInfo, builtInBusiness } from '#app/content/business.ts'
import type { loader as rootLoader } from '#app/root.tsx'

/**
 * The business facts staff keep on /admin/ettevote, as the server read them for this page (the root
 * loader). The built-in facts only where no loader ran (an error page before the root's data).
 */
export function useBusiness(): BusinessInfo {
  return useRouteLoaderData<typeof rootLoader>('root')?.business ?? builtInBusiness
}

/** The same for a route's meta function, from its matches. */
export function businessOfMatches(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): BusinessInfo {
  const root = matches.find((match) => match?.id === 'root')?.data as { business?: BusinessInfo } | undefined
  return root?.business ?? builtInBusiness
}
