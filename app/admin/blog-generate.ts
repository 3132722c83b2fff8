/**
 * 'Genereeri sisu' (SPEC §7 generateBlogContent: {Pealkiri, Teema, Stiil} → {Pealkiri, Sisu}), called
 * the way the spec's function calls are, signed in by the session cookie. A refusal throws an Error
 * carrying the server's own Estonian `error`, for generationFailureText.
 */
export async function generateBlogContent(request: { Pealkiri: string; Teema: string; Stiil: string }) {
  const response = await fetch('/api/functions/generateBlogContent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'same-origin',
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as {
    Pealkiri?: unknown
    Sisu?: unknown
    error?: unknown
  } | null
  if (!response?.ok || typeof answer?.Sisu !== 'string' || !answer.Sisu.trim())
    throw new GenerationError(typeof answer?.error === 'string' && answer.error ? answer.error : undefined)
  return {
    Pealkiri: typeof answer.Pealkiri === 'string' && answer.Pealkiri.trim() ? answer.Pealkiri : undefined,
    Sisu: answer.Sisu,
  }
}

export class GenerationError extends Error {
  constructor(
    /** The server's `error` text, when it sent one. */
    readonly detail?: string,
  ) {
    super(detail ?? 'Blog content generation failed')
    this.name = 'GenerationError'
  }
}

/** The toast text of a failed generation: the server's reason inside the spec's sentence, one period. */
export function generationFailureText(detail: string | undefined): string {
  const reason = (detail ?? 'tundmatu viga').trim().replace(/[.\s]+$/, '')
  return `Ei saanud sisu genereerida: ${reason}.`
}
