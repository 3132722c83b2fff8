import { z } from 'zod'
import type { BusinessInfo } from '#app/content/business.ts'
import { blogStyleValues } from '#app/domain/blog-styles.ts'
import { formatPriceNumber } from '#app/domain/format.ts'
import { type AiConfig, ChatCompletionError, createChatCompletion } from '../ai/chat-completions.server.ts'
import { type CatalogueProduct, listPublishedProducts, readCatalogue } from '../catalogue/catalogue.server.ts'
import type { Config } from '../config.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { log } from '../log.server.ts'
import { getRuntime } from '../runtime.server.ts'

/**
 * 'Genereeri sisu' (SPEC §7 generateBlogContent): `{Pealkiri, Teema, Stiil}` → `{Pealkiri, Sisu}`, an
 * article in Estonian Markdown drafted by the configured OpenAI-compatible model. Staff edit it before
 * they save; the body is sanitized when saved and when shown like anything else they write.
 */

export const draftTexts = {
  required: 'Palun täida pealkiri, teema ja stiil enne sisu genereerimist',
  notConfigured: 'AI-teenus ei ole seadistatud (AI_BASE_URL ja AI_MODEL)',
  empty: 'AI-teenus ei andnud teksti.',
} as const

const styleValue = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLocaleLowerCase('et') : value),
  z.enum(blogStyleValues),
)

export const draftRequestSchema = z.object({
  Pealkiri: z.string().trim().min(1).max(200),
  Teema: z.string().trim().min(1).max(2000),
  Stiil: styleValue,
})

export type DraftRequest = z.output<typeof draftRequestSchema>

const styleInstructions: Record<DraftRequest['Stiil'], string> = {
  informatiivne:
    'Stiil: informatiivne. Selgita fakte ja mõisteid selgelt ja neutraalselt: mis materjal on, millest see koosneb, kus ja miks seda kasutatakse.',
  nõuandev:
    'Stiil: nõuandev. Kirjuta praktilise juhendina eraehitajale: sammud, kogused, levinud vead ja kuidas neid vältida. Pöördu lugeja poole teie-vormis.',
  teoreetiline:
    'Stiil: teoreetiline. Käsitle põhjalikumalt materjalide omadusi (fraktsioon, tihedus, filtratsioon, tihendamine, külmakindlus) ja nende taga olevaid põhimõtteid.',
}

/** The instructions and the facts the model may use: our materials with their current prices. */
export function draftMessages(
  request: DraftRequest,
  catalogue: CatalogueProduct[],
  business: BusinessInfo = currentBusiness(),
) {
  const materials = catalogue
    .map((product) => `- ${product.name}: ${formatPriceNumber(product.priceCents)} €/t + käibemaks`)
    .join('\n')
  const system = [
    `Sa kirjutad blogiartikleid ${business.name} kodulehele. Karjäär asub Lääne-Virumaal ja müüb liiva, kruusa, killustikku ja mulda eraehitajatele ja ehitusettevõtetele.`,
    'Kirjuta korrektses ja loomulikus eesti keeles.',
    'Vorm: Markdown. Ära korda pealkirja. Alusta 1-2 lõigulise sissejuhatusega, siis 3-5 alapealkirja (##) koos lõikude ja vajadusel loeteludega, lõpus lühike kokkuvõte ja üleskutse tellida või küsida pakkumist.',
    'Pikkus 500-800 sõna. Ära kasuta HTML-i, pilte ega linke väljaspool saiti.',
    'Hindu maini ainult allolevast nimekirjast; transport maksab 2,70 € kilomeetri kohta, vedu alates 8 tonnist kuni 60 km kaugusele. Ära mõtle välja numbreid, sertifikaate ega lubadusi.',
    `Meie materjalid ja hinnad:\n${materials}`,
    styleInstructions[request.Stiil],
  ].join('\n\n')
  const user = `Pealkiri: ${request.Pealkiri}\n\nTeema: ${request.Teema}`
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: user },
  ]
}

/** Removes a repeated title line and a ```markdown fence some models wrap their answer in. */
export function cleanDraft(text: string, title: string): string {
  let body = text.trim()
  const fenced = /^```(?:markdown|md)?\s*\n([\s\S]*?)\n```$/i.exec(body)
  if (fenced) body = fenced[1]!.trim()
  const [firstLine = '', ...rest] = body.split('\n')
  const heading = firstLine.replace(/^#+\s*/, '').trim()
  if (/^#\s/.test(firstLine) || heading.toLocaleLowerCase('et') === title.toLocaleLowerCase('et'))
    body = rest.join('\n').trim()
  return body
}

export type DraftResult =
  | { ok: true; Pealkiri: string; Sisu: string }
  | { ok: false; status: 502 | 503 | 504; error: string }

export async function generateBlogDraft(
  ai: Config['ai'],
  request: DraftRequest,
  catalogue: CatalogueProduct[],
): Promise<DraftResult> {
  if (!ai) return { ok: false, status: 503, error: draftTexts.notConfigured }
  try {
    const answer = await createChatCompletion(
      ai as AiConfig,
      {
        messages: draftMessages(request, catalogue),
        temperature: 0.7,
        maxTokens: 2000,
      },
      { timeoutMs: ai.timeoutMs },
    )
    const body = cleanDraft(answer.content ?? '', request.Pealkiri)
    if (!body) return { ok: false, status: 502, error: draftTexts.empty }
    return { ok: true, Pealkiri: request.Pealkiri, Sisu: body }
  } catch (error) {
    if (error instanceof ChatCompletionError) {
      log.error({ kind: error.kind, detail: error.detail }, 'generateBlogContent failed')
      return { ok: false, status: error.kind === 'timeout' ? 504 : 502, error: error.message }
    }
    throw error
  }
}

/**
 * 'Genereeri sisu' as its two callers send it, /blogi-admin's form (by the session cookie) and the
 * generateBlogContent function for programs: checked by the one form parse (ADR 036), then drafted
 * from the published catalogue of the running server.
 */
export async function draftBlogPost(
  input: FormData | unknown,
): Promise<DraftResult | { ok: false; status: 400; error: string }> {
  const parsed = parseSubmission(draftRequestSchema, input)
  if (!parsed.ok) return { ok: false, status: 400, error: draftTexts.required }
  const runtime = getRuntime()
  const catalogue = await readCatalogue(
    'blog draft',
    () => runtime.database.db,
    listPublishedProducts,
    (builtIn) => builtIn,
  )
  return generateBlogDraft(runtime.config.ai, parsed.value, catalogue)
}
