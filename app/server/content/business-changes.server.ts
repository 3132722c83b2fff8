import { data } from 'react-router'
import { type BusinessFacts, type BusinessInfo, translatedBusinessTexts } from '#app/content/business.ts'
import { type Weekday, type WeeklyHours, weekdayNames } from '#app/domain/weekly-hours.ts'
import { requireAdminApi } from '../auth/guard.server.ts'
import { getGeoService } from '../geo/geo-service.server.ts'
import { json, methodNotAllowed, unavailable } from '../http/admin-api.server.ts'
import { redirectWithFlash } from '../http/flash.server.ts'
import { fieldsOf, readPutBody } from '../http/put-body.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { logFailure } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
import { businessFactsSchema, factsOf, updateBusinessFacts } from './business-facts.server.ts'
import { readContentForm } from './content-form.server.ts'
import {
  formDateOf,
  isoDateFromForm,
  privacySettingsSchema,
  privacyTexts,
  updatePrivacySettings,
} from './privacy-settings.server.ts'
import { currentBusiness, getSiteContent, refreshSiteContent } from './site-content.server.ts'

/**
 * The two ways staff change the business facts: the /admin/ettevote form (works without JavaScript:
 * post, then redirect with a flash message) and PUT /api/admin/business (the same facts as one JSON
 * object). Both validate with one schema and store through updateBusinessFacts.
 */

export const businessPagePath = '/admin/ettevote'
export const businessSavedText = 'Ettevõtte andmed salvestatud. Need on avalikul saidil kohe näha.'
const unavailableText = 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.'

/** The facts as the form shows them: every value a string, as typed. */
export type BusinessFormValues = Record<string, string>

/** 'MM-DD' ↔ 'PP.KK', the way dates are written in Estonia. */
const monthDayToForm = (value: string) =>
  /^\d{2}-\d{2}$/.test(value) ? `${value.slice(3)}.${value.slice(0, 2)}` : value
function monthDayFromForm(value: string): string {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.?\s*$/.exec(value)
  return match ? `${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : value.trim()
}

const decimal = (value: number) => String(value).replace('.', ',')

/** The stored facts as the form's field values. */
export function formValuesOf(facts: BusinessFacts): BusinessFormValues {
  const values: BusinessFormValues = {
    name: facts.name,
    legalName: facts.legalName,
    registryCode: facts.registryCode,
    vatNumber: facts.vatNumber,
    iban: facts.iban.replace(/(.{4})(?=.)/g, '$1 '),
    bankName: facts.bankName,
    paymentTermDays: String(facts.paymentTermDays),
    creditOverdueDays: String(facts.creditOverdueDays),
    prepaymentRequired: facts.prepaymentRequired ? 'on' : '',
    street: facts.address.street,
    locality: facts.address.locality,
    region: facts.address.region,
    postalCode: facts.address.postalCode,
    phone: facts.phone,
    email: facts.email,
    website: facts.website,
    latitude: decimal(facts.coordinates.latitude),
    longitude: decimal(facts.coordinates.longitude),
    salesHours: facts.salesHours,
    deliveryArea: facts.deliveryArea.join('\n'),
    foundedYearsText: facts.foundedYearsText,
    projectsText: facts.projectsText,
    season: facts.season ? 'on' : '',
    seasonName: facts.season?.name ?? 'talv',
    seasonFrom: facts.season ? monthDayToForm(facts.season.from) : '01.12',
    seasonTo: facts.season ? monthDayToForm(facts.season.to) : '28.02',
  }
  for (const locale of ['ru', 'en'] as const) {
    const translation = facts.translations?.[locale]
    for (const text of translatedBusinessTexts)
      values[`translations.${locale}.${text}`] = translation?.[text] ?? ''
    // A translation's counties on one line, as few as they are.
    values[`translations.${locale}.deliveryArea`] = translation?.deliveryArea?.join(', ') ?? ''
  }
  const hours = (prefix: string, weekly: WeeklyHours | undefined) => {
    for (const day of weekdayNames) {
      const row = weekly?.[day] ?? null
      values[`${prefix}${day}.open`] = row ? 'on' : ''
      values[`${prefix}${day}.opens`] = row?.opens ?? ''
      values[`${prefix}${day}.closes`] = row?.closes ?? ''
    }
  }
  hours('hours.', facts.weeklyHours)
  hours('seasonHours.', facts.season?.hours)
  return values
}

function readNumber(value: string | undefined): number | string {
  const normalized = (value ?? '').trim().replace(',', '.')
  return normalized !== '' && Number.isFinite(Number(normalized)) ? Number(normalized) : (value ?? '')
}

/** A number of days as typed: a number when it is one, else the text for the schema to refuse; none is none. */
function wholeDays(value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined
  return /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value
}

/** Counties as typed: one a line, or separated by commas or semicolons. */
const countiesFromForm = (value: string | undefined) =>
  (value ?? '')
    .split(/[\n,;]/)
    .map((county) => county.trim())
    .filter(Boolean)

/** The form's fields as the facts object the schema reads (not yet checked). */
export function factsFromForm(values: BusinessFormValues): unknown {
  const weekly = (prefix: string) =>
    Object.fromEntries(
      weekdayNames.map((day: Weekday) => [
        day,
        values[`${prefix}${day}.open`] === 'on'
          ? {
              opens: (values[`${prefix}${day}.opens`] ?? '').trim(),
              closes: (values[`${prefix}${day}.closes`] ?? '').trim(),
            }
          : null,
      ]),
    )
  return {
    name: values.name ?? '',
    legalName: values.legalName ?? '',
    registryCode: values.registryCode ?? '',
    vatNumber: values.vatNumber ?? '',
    iban: values.iban ?? '',
    bankName: values.bankName ?? '',
    // A form from before the invoices' settings has no such field: the default then.
    paymentTermDays: wholeDays(values.paymentTermDays),
    creditOverdueDays: wholeDays(values.creditOverdueDays),
    prepaymentRequired: values.prepaymentRequired === 'on',
    address: {
      street: values.street ?? '',
      locality: values.locality ?? '',
      region: values.region ?? '',
      postalCode: values.postalCode ?? '',
    },
    phone: values.phone ?? '',
    email: values.email ?? '',
    website: values.website ?? '',
    coordinates: { latitude: readNumber(values.latitude), longitude: readNumber(values.longitude) },
    weeklyHours: weekly('hours.'),
    salesHours: values.salesHours ?? '',
    season:
      values.season === 'on'
        ? {
            name: values.seasonName ?? '',
            from: monthDayFromForm(values.seasonFrom ?? ''),
            to: monthDayFromForm(values.seasonTo ?? ''),
            hours: weekly('seasonHours.'),
          }
        : null,
    deliveryArea: countiesFromForm(values.deliveryArea),
    foundedYearsText: values.foundedYearsText ?? '',
    projectsText: values.projectsText ?? '',
    translations: Object.fromEntries(
      (['ru', 'en'] as const).map((locale) => [
        locale,
        {
          ...Object.fromEntries(
            translatedBusinessTexts.map((text) => [text, values[`translations.${locale}.${text}`] ?? '']),
          ),
          deliveryArea: countiesFromForm(values[`translations.${locale}.deliveryArea`]),
        },
      ]),
    ),
  }
}

/** The form field a schema issue belongs to, e.g. ['address','street'] → 'street'. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third, fourth] = path.map(String)
  if (first === 'address' || first === 'coordinates') return second ?? first
  if (first === 'translations') return [first, second, third].filter(Boolean).join('.')
  if (first === 'weeklyHours') return `hours.${second}`
  if (first === 'season') {
    if (second === 'hours') return `seasonHours.${third}${fourth ? '' : ''}`
    return { name: 'seasonName', from: 'seasonFrom', to: 'seasonTo' }[second ?? ''] ?? 'season'
  }
  return first ?? ''
}

export type BusinessFormResult = {
  error: string
  fieldErrors: Record<string, string>
  values: BusinessFormValues
}

/**
 * The page's action. `intent=geocode` looks the typed address up through the geo service and shows
 * its coordinates in the form without saving; `intent=save` (the default) checks and stores.
 */
export async function changeBusinessFromForm(request: Request) {
  const { username, form, values, refuse } = await readContentForm(request)

  if (form.get('intent') === 'privacy') {
    const months = (values.retentionMonths ?? '').trim()
    const parsed = parseSubmission(privacySettingsSchema, {
      retentionMonths: /^\d{1,4}$/.test(months) ? Number(months) : months,
      noticeDate: isoDateFromForm(values.noticeDate ?? ''),
    })
    if (!parsed.ok) return refuse(400, `Seadeid ei salvestatud: ${parsed.error}.`, parsed.fieldErrors)
    try {
      await updatePrivacySettings(getDb(), username, parsed.value, getSiteContent().privacy)
      await refreshSiteContent(getDb(), { force: true })
    } catch (error) {
      logFailure(`POST ${businessPagePath} privacy`, error)
      return refuse(503, unavailableText)
    }
    return redirectWithFlash(request, businessPagePath, privacyTexts.saved)
  }

  if (form.get('intent') === 'geocode') {
    const address = [values.street, values.locality, values.region].filter((part) => part?.trim()).join(', ')
    try {
      const found = address ? await getGeoService().geocode(address) : null
      if (!found || found.source === 'google')
        return refuse(422, 'Aadressi järgi ei leitud asukohta. Sisestage koordinaadid käsitsi.', {
          latitude: 'Asukohta ei leitud',
        })
      values.latitude = decimal(Math.round(found.latitude * 1e5) / 1e5)
      values.longitude = decimal(Math.round(found.longitude * 1e5) / 1e5)
      return data<BusinessFormResult>({
        error: '',
        fieldErrors: {},
        values: { ...values, located: `Leitud: ${found.label}. Kontrollige ja salvestage.` },
      })
    } catch (error) {
      logFailure(`POST ${businessPagePath} geocode`, error)
      return refuse(503, 'Aadressiotsing ei ole hetkel kättesaadav. Sisestage koordinaadid käsitsi.')
    }
  }

  const parsed = parseSubmission(businessFactsSchema, factsFromForm(values), {
    locate: (issue) => [fieldOf(issue.path), issue.message],
  })
  if (!parsed.ok) return refuse(400, `Andmeid ei salvestatud: ${parsed.error}.`, parsed.fieldErrors)
  try {
    await updateBusinessFacts(getDb(), username, parsed.value, factsOf(currentBusiness()))
    await refreshSiteContent(getDb(), { force: true })
  } catch (error) {
    logFailure(`POST ${businessPagePath}`, error)
    return refuse(503, unavailableText)
  }
  return redirectWithFlash(request, businessPagePath, businessSavedText)
}

/** The privacy settings as the page's second form shows them. */
export function privacyFormValues(): BusinessFormValues {
  const { privacy } = getSiteContent()
  return { retentionMonths: String(privacy.retentionMonths), noticeDate: formDateOf(privacy.noticeDate) }
}

/** The facts as the API answers them: one object, with the derived tel: form. */
function businessJson(business: BusinessInfo) {
  return { ...factsOf(business), phoneE164: business.phoneE164 }
}

/** GET /api/admin/business: the facts as one object, with the derived tel: form. */
export async function businessApiLoader(request: Request): Promise<Response> {
  await requireAdminApi(request)
  return json(businessJson(currentBusiness()))
}

/**
 * PUT /api/admin/business: the whole facts object, as GET answers it (phoneE164 is derived: sent, it is
 * left as GET gave it; see put-body.server.ts).
 */
export async function businessApiAction(request: Request): Promise<Response> {
  const { username } = await requireAdminApi(request)
  if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
  const read = await readPutBody(request, () => businessJson(currentBusiness()), {
    accepts: fieldsOf(businessFactsSchema),
  })
  if (!read.ok) return read.response
  const parsed = parseSubmission(businessFactsSchema, read.body)
  if (!parsed.ok) return json({ error: parsed.error, fieldErrors: parsed.fieldErrors }, 400)
  try {
    const business = await updateBusinessFacts(getDb(), username, parsed.value, factsOf(currentBusiness()))
    await refreshSiteContent(getDb(), { force: true })
    return json(businessJson(business))
  } catch (error) {
    return unavailable('PUT /api/admin/business', error)
  }
}
