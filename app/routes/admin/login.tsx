import { useState } from 'react'
import { data, redirect, useNavigate } from 'react-router'
import { invalidCredentials, useAuth } from '#app/admin/auth.tsx'
import { buttonClass, inputClass } from '#app/admin/ui/button.ts'
import { checkAdmin, sessionCookie } from '#app/server/auth/guard.server.ts'
import { logIn } from '#app/server/auth/login.server.ts'
import { readFormData } from '#app/server/form-data.server.ts'
import { clientIpHash } from '#app/server/request-context.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/login'

/** Someone already signed in has nothing to do here. */
export async function loader({ request }: Route.LoaderArgs) {
  const check = await checkAdmin(request)
  if (check.ok) throw redirect('/admin/products')
  return null
}

const refusedText = 'Invalid credentials. Please try again.'

/** Sign-in without JavaScript: the same check as /api/auth/login, then the list (post/redirect/get). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request)
  const username = String(form.get('username') ?? '')
  const password = String(form.get('password') ?? '')
  let result: Awaited<ReturnType<typeof logIn>>
  try {
    result = await logIn(getDb(), { username, password, clientKey: clientIpHash(context.clientIp) })
  } catch (error) {
    console.error(`POST /admin/login: ${error instanceof Error ? error.message : String(error)}`)
    return data(
      { error: 'Sisselogimine ei ole hetkel võimalik. Palun proovige hetke pärast uuesti.' },
      { status: 503 },
    )
  }
  if (!result.ok)
    return data({ error: result.status === 429 ? result.error : refusedText }, { status: result.status })
  throw redirect('/admin/products', { headers: { 'Set-Cookie': sessionCookie(request, result.token) } })
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { login } = useAuth()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(actionData?.error ?? null)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setError(null)
    try {
      await login(String(form.get('username') ?? ''), String(form.get('password') ?? ''))
      navigate('/admin/products')
    } catch (caught) {
      // SPEC §8's text for a refusal; a lockout or an outage keeps the server's own explanation.
      const message = caught instanceof Error ? caught.message : invalidCredentials
      setError(message === invalidCredentials ? refusedText : message)
      setPending(false)
    }
  }

  return (
    <section className="mx-auto mt-8 max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-graphite">Halduse sisselogimine</h1>
      <form method="post" onSubmit={submit} className="mt-6 space-y-4">
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <div>
          <label htmlFor="admin-username" className="mb-1 block font-medium">
            Kasutajanimi
          </label>
          <input
            id="admin-username"
            name="username"
            autoComplete="username"
            required
            autoCapitalize="none"
            spellCheck={false}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="admin-password" className="mb-1 block font-medium">
            Parool
          </label>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
          {pending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </section>
  )
}

export function meta() {
  return [
    { title: 'Sisselogimine | Haldus | Padu Karjäär' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
