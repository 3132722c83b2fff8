import { z } from 'zod'

/** The staff's sign-in: the forms of /admin/login and /blogi-admin, and POST /api/auth/login (SPEC §7). */

const requiredText = 'Kasutajanimi ja parool on kohustuslikud'

/**
 * `{username, password}`, both given. How long either may be is the sign-in's own concern
 * (login.server.ts): too long is a wrong password, answered as one.
 */
export const signInSchema = z.object(
  {
    username: z.string({ error: requiredText }).trim().min(1, { error: requiredText }),
    password: z.string({ error: requiredText }).min(1, { error: requiredText }),
  },
  { error: requiredText },
)

export type SignInInput = z.output<typeof signInSchema>

/** The sign-in pages 'Välju' may lead back to. */
export const signOutDestinations = ['/admin/login', '/blogi-admin'] as const

/** 'Välju' and 'Logi välja': `next`, the sign-in page to go to; any other value is the staff's own. */
export const signOutFormSchema = z.object({
  next: z.enum(signOutDestinations).catch('/admin/login'),
})
