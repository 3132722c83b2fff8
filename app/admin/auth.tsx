import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'

/**
 * The signed-in state of the admin pages (SPEC §4 'Visitor-side auth', §6): the token and user that
 * /api/auth/login returned, kept in localStorage under admin_token and admin_user, restored on load and
 * cleared on logout. The pages themselves load and change through their loaders and actions with the
 * session cookie set at the same sign-in; the stored token is for the spec and for signing out.
 */

export interface AdminUser {
  username: string
}

interface AuthState {
  user: AdminUser | null
  isAuthenticated: boolean
  /** Resolves when signed in; throws an Error whose message the sign-in page shows. */
  login: (username: string, password: string) => Promise<void>
  logout: () => Promise<void>
}

export const invalidCredentials = 'Invalid credentials'
const tokenKey = 'admin_token'
const userKey = 'admin_user'

const AuthContext = createContext<AuthState | null>(null)

function readStored(): { token: string | null; user: AdminUser | null } {
  try {
    const token = window.localStorage.getItem(tokenKey)
    const user = JSON.parse(window.localStorage.getItem(userKey) ?? 'null') as AdminUser | null
    if (token && user && typeof user.username === 'string') return { token, user }
  } catch {
    // Storage blocked or a damaged value: signed out.
  }
  return { token: null, user: null }
}

function clearStored() {
  try {
    window.localStorage.removeItem(tokenKey)
    window.localStorage.removeItem(userKey)
  } catch {
    // Nothing stored that could be cleared.
  }
}

export function AuthProvider({
  serverUser,
  children,
}: {
  /** Who the server found signed in by the session cookie; null clears a stale stored token. */
  serverUser: AdminUser | null
  children: React.ReactNode
}) {
  const [user, setUser] = useState<AdminUser | null>(serverUser)

  useEffect(() => {
    if (!serverUser) {
      clearStored()
      setUser(null)
      return
    }
    const stored = readStored()
    setUser(stored.user ?? serverUser)
  }, [serverUser])

  const login = useCallback(async (username: string, password: string) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }).catch(() => null)
    if (!response?.ok) {
      // A lockout or an unavailable server says so in its own words; any other refusal is the spec's.
      const body = (await response?.json().catch(() => null)) as { error?: unknown } | null
      const explained = response && (response.status === 429 || response.status >= 500)
      throw new Error(explained && typeof body?.error === 'string' ? body.error : invalidCredentials)
    }
    const body = (await response.json()) as { token: string; user: AdminUser }
    try {
      window.localStorage.setItem(tokenKey, body.token)
      window.localStorage.setItem(userKey, JSON.stringify(body.user))
    } catch {
      // Without storage the session cookie still carries the sign-in for this browser.
    }
    setUser(body.user)
  }, [])

  const logout = useCallback(async () => {
    const token = readStored().token
    clearStored()
    setUser(null)
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: token ? { 'X-Admin-Token': token } : {},
    }).catch(() => {})
  }, [])

  const value = useMemo<AuthState>(
    () => ({ user, isAuthenticated: user !== null, login, logout }),
    [user, login, logout],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}
