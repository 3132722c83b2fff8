/** A number as the answers write it ('1 234,56', '2,7', '60.0'), for comparing: '1234.56'. */
function figureKey(written: string): string {
  const value = Number(written.replace(/[\s\u00a0]/g, '').replace(',', '.'))
  return Number.isFinite(value) ? value.toFixed(2) : written
}

const anyNumber = /\d[\d\s\u00a0]*(?:[.,]\d+)?/g
const statedFigure = /(\d[\d\u00a0 ]*(?:[.,]\d+)?)\s*(?:€|eur\b|euro|km\b)/gi

/**
 * The money and distance figures of the model's answer that no tool result, no rule of the system prompt
 * and no earlier message of the session contains. A model that invents or miscalculates a price is not
 * passed through: the caller answers with the built-in adviser instead.
 */
export function uncheckedFigures(answer: string, known: readonly string[]): string[] {
  const knownKeys = new Set(
    known.flatMap((text) => [...text.matchAll(anyNumber)].map((match) => figureKey(match[0].trim()))),
  )
  return [...answer.matchAll(statedFigure)]
    .map((match) => (match[1] ?? '').trim())
    .filter((figure) => !knownKeys.has(figureKey(figure)))
}
