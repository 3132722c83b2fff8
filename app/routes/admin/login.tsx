import { Form, redirect } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { SignInFields } from '#app/admin/ui/sign-in-fields.tsx'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import { signInFromForm } from '#app/server/auth/form-sign-in.server.ts'
import { checkAdmin } from '#app/server/auth/guard.server.ts'
import type { Route } from './+types/login'

/** Someone already signed in has nothing to do here. */
export async function loader({ request }: Route.LoaderArgs) {
  const check = await checkAdmin(request)
  if (check.ok) throw redirect('/admin/ulevaade')
  return null
}

const refusedText = 'Invalid credentials. Please try again.'

/** Sign-in, with or without JavaScript: the same check as /api/auth/login, then the overview (post/redirect/get). */
export async function action({ request, context }: Route.ActionArgs) {
  return signInFromForm(request, context, {
    path: '/admin/login',
    refusedText,
    redirectTo: '/admin/ulevaade',
  })
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const pending = usePostPending()
  // SPEC §8's text for a refusal; a lockout or an outage keeps the server's own explanation.
  const error = pending ? null : (actionData?.error ?? null)

  return (
    <section className="mx-auto mt-8 max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-graphite">Halduse sisselogimine</h1>
      <Form method="post" className="mt-6 space-y-4">
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <SignInFields idPrefix="admin" />
        <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
          {pending ? 'Signing in...' : 'Sign In'}
        </button>
      </Form>
    </section>
  )
}

export function meta() {
  return [
    { title: 'Sisselogimine | Haldus | Padu Karjäär' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
