import { accountListMessages } from '#app/content/messages/account-lists.ts'
import { businessApplicationMessages } from '#app/content/messages/business-application.ts'
import {
  type AccountFormTexts,
  accountFormTexts,
  colleagueFormSchemaIn,
  siteFormSchemaIn,
} from '#app/domain/customer-forms.ts'
import type { Locale } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'

/**
 * What the checks of a business account's own forms say, in a page's language (ADR 060), and the forms'
 * schemas made with them: on the server only.
 */

export function accountFormTextsIn(locale: Locale): AccountFormTexts {
  if (locale === 'et') return accountFormTexts
  const application = translate(businessApplicationMessages, locale)
  const t = translate(accountListMessages, locale)
  return {
    emailRequired: application('error.emailRequired'),
    emailInvalid: application('error.emailInvalid'),
    tooLong: (max) => application('error.tooLong', { max }),
    forbiddenCharacters: application('error.forbiddenCharacters'),
    siteName: t('error.siteName'),
    siteAddress: t('error.siteAddress'),
    name: t('error.name'),
    role: t('error.role'),
    unknownAction: t('error.unknownAction'),
    entry: t('error.entry'),
  }
}

const formSchemas = new Map<
  Locale,
  { site: ReturnType<typeof siteFormSchemaIn>; colleague: ReturnType<typeof colleagueFormSchemaIn> }
>()

/** The account's own forms' schemas in `locale`, made once per language. */
export function accountFormSchemasIn(locale: Locale) {
  let schemas = formSchemas.get(locale)
  if (!schemas) {
    const texts = accountFormTextsIn(locale)
    schemas = { site: siteFormSchemaIn(texts), colleague: colleagueFormSchemaIn(texts) }
    formSchemas.set(locale, schemas)
  }
  return schemas
}
