import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseSubmission } from './submission.server.ts'

const schema = z.strictObject({
  name: z.string({ error: 'Nimi on kohustuslik' }).min(2, 'Nimi on liiga lühike'),
  tonnes: z.number({ error: 'Kogus peab olema number' }).int({ error: 'Kogus peab olema täisarv' }),
  published: z.boolean().default(false),
  note: z.string().optional(),
})

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('parseSubmission', () => {
  it('reads a form and a JSON body to the same value', () => {
    const expected = { ok: true, value: { name: 'Liiv', tonnes: 12, published: true } }
    expect(parseSubmission(schema, form({ name: 'Liiv', tonnes: '12', published: 'on', note: '' }))).toEqual(
      expected,
    )
    expect(parseSubmission(schema, { name: 'Liiv', tonnes: 12, published: true })).toEqual(expected)
  })

  it('gives the first message per field and the first problem, from a form and from JSON alike', () => {
    const refusal = {
      ok: false,
      error: 'Nimi on kohustuslik',
      field: 'name',
      fieldErrors: { name: 'Nimi on kohustuslik', tonnes: 'Kogus peab olema täisarv' },
    }
    expect(parseSubmission(schema, form({ name: '', tonnes: '7.5' }))).toEqual(refusal)
    expect(parseSubmission(schema, { tonnes: 7.5 })).toEqual(refusal)
    expect(parseSubmission(schema, form({ name: 'Liiv', tonnes: 'kümme' }))).toMatchObject({
      ok: false,
      fieldErrors: { tonnes: 'Kogus peab olema number' },
    })
  })

  it('names a field nobody asked for in Estonian', () => {
    expect(parseSubmission(schema, { name: 'Liiv', tonnes: 1, hind: 3 })).toEqual({
      ok: false,
      error: 'Tundmatu väli: hind.',
      fieldErrors: {},
    })
  })
})
