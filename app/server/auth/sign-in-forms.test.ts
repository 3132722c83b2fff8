import { describe, expect, it } from 'vitest'
import { signInSchema, signOutFormSchema } from '#app/domain/sign-in-forms.ts'
import { parseSubmission } from '../http/submission.server.ts'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const required = 'Kasutajanimi ja parool on kohustuslikud'

describe('the staff sign-in', () => {
  it('reads the form and the JSON alike, the username trimmed and the password as typed', () => {
    const expected = { ok: true, value: { username: 'admin', password: ' salasõna ' } }
    expect(parseSubmission(signInSchema, form({ username: ' admin ', password: ' salasõna ' }))).toEqual(
      expected,
    )
    expect(parseSubmission(signInSchema, { username: ' admin ', password: ' salasõna ', extra: 1 })).toEqual(
      expected,
    )
  })

  it.each<[string, FormData | unknown]>([
    ['an empty form', form({})],
    ['a blank username', form({ username: '   ', password: 'x' })],
    ['no password', form({ username: 'admin' })],
    ['a number for a username', { username: 5, password: 'x' }],
    ['a list', []],
    ['a string', 'admin'],
    ['null', null],
  ])('refuses %s with one message', (_name, posted) => {
    const parsed = parseSubmission(signInSchema, posted)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toBe(required)
  })
})

describe("'Välju'", () => {
  it.each([
    [{ next: '/blogi-admin' }, '/blogi-admin'],
    [{ next: '/admin/login' }, '/admin/login'],
    [{ next: 'https://example.com/' }, '/admin/login'],
    [{ next: '//example.com' }, '/admin/login'],
    [{}, '/admin/login'],
  ])('leads %o to %s', (fields, destination) => {
    expect(parseSubmission(signOutFormSchema, form(fields))).toEqual({
      ok: true,
      value: { next: destination },
    })
  })
})
