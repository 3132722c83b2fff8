import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Material } from '#app/content/material.ts'
import {
  builtInMaterialTexts,
  type MaterialTexts,
  materialTextLimits,
  pricePlaceholder,
} from '#app/content/material-texts.ts'
import { controlCharacters, hasVisibleText } from '#app/domain/order-form.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { products, siteContent } from '../db/schema.server.ts'
import { log } from '../log.server.ts'
import { deleteDocument, writeDocument } from './content-writes.server.ts'
import { getSiteContent } from './site-content.server.ts'

/**
 * The texts of the ten material pages as staff edit them: one document per material in site_content
 * under `material:<slug>`, in the shape the admin API reads and answers (below). A material without a
 * document shows its built-in texts (app/content/materials.ts); restoring the built-in texts deletes the
 * document. The short description is not in the document: it is the catalogue row's description (see
 * saveMaterialTexts).
 */

const l = materialTextLimits

export const materialMessages = {
  invalidText: 'Tekstis on lubamatuid märke',
  notFound: 'Materjali ei leitud',
  typedPrice:
    'Tekstis on hind (nt „8 €/t“): kirjutage hinna asemele {hind}, siis on lehel alati toote praegune hind',
  strayBrace: 'Looksulud on lubatud ainult hinna asendusväljas {hind}',
  summaryPrice:
    'Lühikirjelduses ei saa hinda ega {hind} kasutada: sama tekst on toote kirjeldus avalehel ja tootenimekirjas, kus hind on eraldi',
  noProduct:
    'Materjal ei ole praegu tootekataloogis, seepärast ei saa selle lühikirjeldust muuta. Lisage toode kataloogi või jätke lühikirjeldus samaks.',
  technicalColon: 'Nimetuses ei saa olla koolonit: rida on kujul „Nimi: väärtus“',
} as const

const unknownPlaceholder = (found: string) =>
  `Tundmatu asendusväli „${found.slice(0, 40)}“: tekstis saab kasutada ainult {hind}, mille asemel on toote praegune hind`

/** A price typed into a text: '8 €/t', '6,5 eurot/tonn'. */
export const typedPrice = /\d\s*(?:€|eur(?:o|ot)?)\s*\/\s*t(?:onn|\b)/i

/** What is wrong with the `{…}` of a text, if anything: `{hind}` is the only placeholder. */
function placeholderProblem(value: string): string | null {
  for (const match of value.matchAll(/\{[^{}]*\}/g))
    if (match[0] !== pricePlaceholder) return unknownPlaceholder(match[0])
  if (/[{}]/.test(value.replaceAll(pricePlaceholder, ''))) return materialMessages.strayBrace
  return null
}

/** How a set of texts is checked: whether a text may be left empty, and what counts as a typed price. */
export interface TextRules {
  /** An empty text (or list) is allowed: a translation's field left empty shows the built-in one. */
  optional: boolean
  typedPrice: RegExp
}

const estonianRules: TextRules = { optional: false, typedPrice }

/**
 * A plain text (shown as text, never as HTML): line breaks as '\n', trimmed, visible, not too long,
 * without control characters, with `{hind}` as its only placeholder and no price typed in.
 */
export function text(label: string, max: number, options: { multiline?: boolean; rules?: TextRules } = {}) {
  const rules = options.rules ?? estonianRules
  return z
    .string({ error: `${label}: tekst puudub` })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => (rules.optional && value === '') || hasVisibleText(value), `${label} on kohustuslik`)
    .refine((value) => value.length <= max, `${label} võib olla kuni ${max} märki`)
    .refine((value) => !controlCharacters.test(value), materialMessages.invalidText)
    .refine((value) => options.multiline || !value.includes('\n'), `${label} peab olema ühel real`)
    .check((ctx) => {
      const problem = placeholderProblem(ctx.value)
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value })
      else if (rules.typedPrice.test(ctx.value))
        ctx.issues.push({ code: 'custom', message: materialMessages.typedPrice, input: ctx.value })
    })
}

const list = <T extends z.ZodType>(
  item: T,
  messages: { type: string; count: string },
  min: number,
  max: number,
) => z.array(item, { error: messages.type }).min(min, messages.count).max(max, messages.count)

/** Each entry once: a page lists them side by side (and React tells them apart by their text). */
const distinct = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLocaleLowerCase('et'))).size === values.length

/**
 * The stored document, and the body of PUT /api/admin/materials (with `summary` beside it): the
 * description as an array of paragraphs, the FAQ as exactly five question and answer pairs. Texts are
 * plain text; `{hind}` stands for the current price.
 */
/**
 * The document's schema under `rules`: the Estonian texts (every text required) or a translation's
 * (materialTranslationSchema: a text or list left empty shows the built-in translation of it).
 */
export function documentSchemaFor(rules: TextRules) {
  const lists = rules.optional ? 0 : 1
  // A list's entry is never empty: a list left empty as a whole is what falls back.
  const item = { ...rules, optional: false }
  return z
    .object(
      {
        description: z
          .array(text('Kirjelduse lõik', l.paragraph, { multiline: true, rules: item }), {
            error: 'Kirjeldus peab olema lõikude loend (tekstide massiiv)',
          })
          .min(lists, 'Kirjelduses peab olema vähemalt üks lõik')
          .max(l.paragraphs, `Kirjelduses võib olla kuni ${l.paragraphs} lõiku`),
        uses: list(
          text('Kasutusala', l.use, { rules: item }),
          {
            type: 'Kasutusalad peavad olema loend (tekstide massiiv)',
            count: `Lisage 1–${l.uses} kasutusala`,
          },
          lists,
          l.uses,
        ).refine(distinct, 'Sama kasutusala on kirjas kaks korda'),
        technicalData: list(
          z
            .object(
              {
                label: text('Tehnilise andme nimetus', l.technicalLabel, { rules: item }).refine(
                  (value) => !value.includes(':'),
                  materialMessages.technicalColon,
                ),
                value: text('Tehnilise andme väärtus', l.technicalValue, { rules: item }),
              },
              { error: 'Tehnilise andme rida peab olema kujul {"label": …, "value": …}' },
            )
            .strict(),
          {
            type: 'Tehnilised andmed peavad olema ridade loend',
            count: `Lisage 1–${l.technicalRows} tehnilise andme rida`,
          },
          lists,
          l.technicalRows,
        ).refine(
          (rows) => distinct(rows.map((row) => row.label)),
          'Sama nimetusega tehnilise andme rida on kirjas kaks korda',
        ),
        faq: z
          .array(
            z
              .object(
                {
                  question: text('Küsimus', l.question, { rules }),
                  answer: text('Vastus', l.answer, { multiline: true, rules }),
                },
                { error: 'Küsimuse ja vastuse rida peab olema kujul {"question": …, "answer": …}' },
              )
              .strict(),
            { error: 'Korduma kippuvad küsimused peavad olema loend (faq)' },
          )
          .length(l.faqs, 'Korduma kippuvaid küsimusi peab olema täpselt viis')
          .refine(
            (faqs) => distinct(faqs.map((faq) => faq.question).filter(Boolean)),
            'Sama küsimus on kirjas kaks korda',
          ),
        metaDescription: text('Otsingumootori kirjeldus', l.metaDescription, { rules }),
      },
      { error: 'Materjali tekstid puuduvad' },
    )
    .strict()
}

export const materialDocumentSchema = documentSchemaFor(estonianRules)

export type MaterialDocument = z.output<typeof materialDocumentSchema>

/** The short description: the product's description, so no price in it (the grid shows the price apart). */
export const summarySchema = z
  .string({ error: 'Lühikirjeldus: tekst puudub' })
  .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
  .refine(hasVisibleText, 'Lühikirjeldus on kohustuslik')
  .refine((value) => value.length <= l.summary, `Lühikirjeldus võib olla kuni ${l.summary} märki`)
  .refine((value) => !controlCharacters.test(value), materialMessages.invalidText)
  .refine((value) => !/[{}]/.test(value) && !typedPrice.test(value), materialMessages.summaryPrice)

/** PUT /api/admin/materials?slug=…: the document, and the short description when it changes. */
export const materialChangeSchema = materialDocumentSchema
  .extend({ summary: summarySchema.optional() })
  .strict()

export type MaterialChange = z.output<typeof materialChangeSchema>

export function documentKey(slug: string): string {
  return `material:${slug}`
}

export function documentOf(texts: MaterialTexts): MaterialDocument {
  return {
    description: [...texts.description],
    uses: [...texts.uses],
    technicalData: texts.technicalData.map(({ label, value }) => ({ label, value })),
    faq: texts.faqs.map(({ question, answer }) => ({ question, answer })),
    metaDescription: texts.metaDescription,
  }
}

export function textsOf(document: MaterialDocument): MaterialTexts {
  return {
    description: document.description,
    uses: document.uses,
    technicalData: document.technicalData,
    faqs: document.faq,
    metaDescription: document.metaDescription,
  }
}

const builtIns = new WeakMap<Material, MaterialTexts>()

function builtInTexts(material: Material): MaterialTexts {
  let texts = builtIns.get(material)
  if (!texts) {
    texts = builtInMaterialTexts(material)
    builtIns.set(material, texts)
  }
  return texts
}

/** Each stored document read once: the content store hands out the same object until it changes. */
const parsed = new WeakMap<object, MaterialTexts | null>()

/**
 * The stored document under `key` as `read` makes it of its schema's output, read once per stored object
 * (`cache`); null when there is none or, logged, when a stored one no longer reads.
 */
export function storedDocument<Output, Value>(
  key: string,
  schema: z.ZodType<Output>,
  cache: WeakMap<object, Value | null>,
  read: (document: Output) => Value,
): Value | null {
  const stored = getSiteContent().documents.get(key)
  if (typeof stored !== 'object' || stored === null) return null
  let value = cache.get(stored)
  if (value === undefined) {
    const result = schema.safeParse(stored)
    value = result.success ? read(result.data) : null
    if (!result.success)
      log.error(
        { key, issue: result.error.issues[0]?.message },
        'stored material texts unreadable, built-in shown',
      )
    cache.set(stored, value)
  }
  return value
}

/**
 * The texts a material's page shows now, with `{hind}` still in them: the stored document, or the
 * built-in texts when there is none (or, logged, when a stored one no longer reads).
 */
export function liveMaterialTexts(material: Material): MaterialTexts {
  return (
    storedDocument(documentKey(material.slug), materialDocumentSchema, parsed, textsOf) ??
    builtInTexts(material)
  )
}

/** Whether staff have changed the material's texts (a stored document exists). */
export function materialTextsEdited(material: Material): boolean {
  return getSiteContent().documents.has(documentKey(material.slug))
}

/** The catalogue row's description: the material's short description; null when the row is gone. */
export async function readProductSummary(db: Database, material: Material): Promise<string | null> {
  const [row] = await db
    .select({ description: products.description })
    .from(products)
    .where(eq(products.slug, material.slug))
    .limit(1)
  return row?.description ?? null
}

export type SaveResult = { ok: true; changed: boolean } | { ok: false; error: 'no-product' }

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The stored document under `key`, locked for the transaction's change: as `schema` reads it, as it is
 * when it no longer reads, or `none` when there is none.
 */
export async function lockedDocument(
  tx: Pick<Database, 'select'>,
  key: string,
  schema: z.ZodType,
  none: unknown,
): Promise<unknown> {
  const [row] = await tx
    .select({ value: siteContent.value })
    .from(siteContent)
    .where(eq(siteContent.key, key))
    .for('update')
  if (!row) return none
  const stored = schema.safeParse(row.value)
  return stored.success ? stored.data : row.value
}

/** The catalogue row of a material, locked for the transaction's change of its description. */
async function lockedProduct(tx: Pick<Database, 'select'>, slug: string) {
  const [product] = await tx
    .select({ id: products.id, description: products.description })
    .from(products)
    .where(eq(products.slug, slug))
    .for('update')
  return product
}

/** The catalogue row's description (the material's short description), audited as `action`. */
async function setProductDescription(
  tx: Pick<Database, 'update' | 'insert'>,
  admin: string,
  action: 'update' | 'restore',
  product: { id: number; description: string },
  description: string,
) {
  await tx.update(products).set({ description, updatedAt: sql`now()` }).where(eq(products.id, product.id))
  await recordAudit(tx, {
    admin,
    action,
    entity: 'product',
    entityId: product.id,
    before: { description: product.description },
    after: { description },
  })
}

/**
 * Stores a material's texts, and its short description when one is given, in one transaction with
 * their audit entries. The short description is written to the catalogue row (products.description,
 * which the product pages edit too): one text, wherever it is edited and shown. Nothing is written, and
 * nothing audited, when nothing changed; saving the built-in texts of a material that has none stored
 * keeps it on the built-in texts.
 */
export async function saveMaterialTexts(
  db: Database,
  admin: string,
  material: Material,
  change: MaterialChange,
): Promise<SaveResult> {
  const { summary, ...document } = change
  const key = documentKey(material.slug)
  return db.transaction(async (tx) => {
    const builtIn = documentOf(builtInTexts(material))
    const before = await lockedDocument(tx, key, materialDocumentSchema, builtIn)
    let changed = false
    if (summary !== undefined) {
      const product = await lockedProduct(tx, material.slug)
      if (!product) {
        if (summary !== material.summary) return { ok: false, error: 'no-product' } as const
      } else if (product.description !== summary) {
        await setProductDescription(tx, admin, 'update', product, summary)
        changed = true
      }
    }
    if (!same(before, document)) {
      await writeDocument(tx, key, document, admin, before)
      changed = true
    }
    return { ok: true, changed } as const
  })
}

/**
 * Puts the built-in texts back: the stored document is deleted (the page reads the built-in texts
 * again), and the catalogue row's description becomes the built-in short description. Audited as
 * 'restore'; nothing happens when both are built-in already.
 */
export async function restoreMaterialTexts(
  db: Database,
  admin: string,
  material: Material,
): Promise<boolean> {
  const key = documentKey(material.slug)
  return db.transaction(async (tx) => {
    let changed = await deleteDocument(tx, key, admin, documentOf(builtInTexts(material)))
    const product = await lockedProduct(tx, material.slug)
    if (product && product.description !== material.summary) {
      await setProductDescription(tx, admin, 'restore', product, material.summary)
      changed = true
    }
    return changed
  })
}
