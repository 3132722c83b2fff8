import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { json, jsonError, readJsonObject } from './admin-api.server.ts'

/**
 * Every PUT under /api/admin takes back the body its GET gave (issue 28): a program may read a record,
 * change one field and send the whole object back. What the server owns — the id, a slug, the times, a
 * computed total, the history — is compared with what the GET would answer now: sent unchanged it is
 * left out, changed it is refused with the field's name, since the server would not store it. A field
 * the GET does not have and the PUT does not take is refused as unknown, as before.
 */
export interface PutFields {
  /** The fields the PUT takes (its schema's). */
  accepts: readonly string[]
  /**
   * Taken fields that a command reads as an instruction even when they repeat the record: in a body that
   * GET gave (one that carries a field the server owns) they are left out when unchanged. An order's
   * quantity sent back as GET gave it is not a correction.
   */
  ignoredWhenUnchanged?: readonly string[]
  /**
   * Taken fields that go together: in a body that GET gave, all left out when none of them changed and
   * something else did, all kept when one of them changed. An order sent back with its day and window
   * and a new status is a change of status, not a move.
   */
  together?: readonly (readonly string[])[]
}

/** The fields of an object schema, for `accepts`. */
export function fieldsOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
}

export const putBodyTexts = {
  owned: (field: string) =>
    `Välja „${field}“ määrab server: saatke see nii, nagu GET selle andis, või jätke see välja.`,
  unknown: (fields: readonly string[]) => `Tundmatu väli: ${fields.join(', ').slice(0, 80)}.`,
}

function refusal(field: string, error: string): Response {
  return json({ error, field, fieldErrors: { [field]: error } }, 400)
}

/**
 * The body to parse: `body` without the server's fields sent unchanged, or the 400 that names the first
 * one changed or unknown. `current` is what the GET answers for the record now; null (no such record)
 * passes the body on, for the handler's 404.
 */
export function takeBack(
  body: Record<string, unknown>,
  current: object | null,
  fields: PutFields,
): { ok: true; body: Record<string, unknown> } | { ok: false; response: Response } {
  if (current === null) return { ok: true, body }
  // Compared as the GET's JSON: times as their ISO strings, no undefined members.
  const given = JSON.parse(JSON.stringify(current)) as Record<string, unknown>
  const has = (field: string) => Object.hasOwn(given, field)
  const unchanged = (field: string) => has(field) && isDeepStrictEqual(body[field], given[field])
  const accepted = (field: string) => fields.accepts.includes(field)
  // A body without the server's fields is a command as it always was: everything in it is meant.
  const sentBack = Object.keys(body).some((field) => !accepted(field) && has(field))
  const ignored = (field: string) =>
    sentBack && fields.ignoredWhenUnchanged?.includes(field) && unchanged(field)
  const asked = Object.keys(body).filter((field) => accepted(field) && !ignored(field) && !unchanged(field))
  const kept: Record<string, unknown> = {}
  const unknown: string[] = []
  for (const [field, value] of Object.entries(body)) {
    if (accepted(field)) {
      if (ignored(field)) continue
      const group = fields.together?.find((names) => names.includes(field))
      const groupUnchanged = group?.every((name) => !(name in body) || unchanged(name))
      if (sentBack && groupUnchanged && asked.some((other) => !group?.includes(other))) continue
      kept[field] = value
    } else if (has(field)) {
      if (!unchanged(field)) return { ok: false, response: refusal(field, putBodyTexts.owned(field)) }
    } else unknown.push(field)
  }
  if (unknown.length > 0) return { ok: false, response: refusal(unknown[0]!, putBodyTexts.unknown(unknown)) }
  return { ok: true, body: kept }
}

/**
 * A PUT's JSON object body taken back (see takeBack): `current` reads what the GET answers for the
 * record. The 400 answers when the body is not a JSON object or a field may not be sent so.
 */
export async function readPutBody(
  request: Request,
  current: () => Promise<object | null> | object | null,
  fields: PutFields,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const read = await readJsonObject(request)
  if (!read.ok) return { ok: false, response: jsonError(400, read.error) }
  return takeBack(read.body as Record<string, unknown>, await current(), fields)
}
