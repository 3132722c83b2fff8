/**
 * The toast text of a failed 'Genereeri sisu' (SPEC §7 generateBlogContent, asked of /blogi-admin's
 * action): the server's reason inside the spec's sentence, one period.
 */
export function generationFailureText(detail: string | undefined): string {
  const reason = (detail ?? 'tundmatu viga').trim().replace(/[.\s]+$/, '')
  return `Ei saanud sisu genereerida: ${reason}.`
}
