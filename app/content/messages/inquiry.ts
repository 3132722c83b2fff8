import { type InquiryTexts, inquiryTexts } from '#app/domain/inquiry-form.ts'
import type { Catalogue } from '#app/domain/locale.ts'

/** The Estonian answers and checks are the domain's own texts (the spec's), read here, not copied. */
const { tooLong: _tooLong, ...estonianAnswers } = inquiryTexts

/**
 * The price inquiry's form and its answers in three languages (ADR 060); the Estonian texts are the
 * spec's. The same messages check the form in the browser and on the server, so a visitor reads one
 * language whichever of them answers.
 */
export type InquiryMessage =
  | 'form'
  | 'name'
  | 'email'
  | 'phone'
  | 'material'
  | 'otherMaterial'
  | 'details'
  | 'detailsPlaceholder'
  | 'submit'
  | 'submitting'
  | 'website'
  | 'privacyNote'
  | 'privacyLink'
  | 'newTab'
  | 'successTitle'
  | 'successText'
  | 'failureTitle'
  | 'failureText'
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'materialRequired'
  | 'tooLong'
  | 'forbiddenCharacters'
  | 'tooMany'
  | 'unreadable'

export const inquiryMessages: Catalogue<InquiryMessage> = {
  et: {
    form: 'Hinnapäring',
    name: 'Nimi *',
    email: 'E-post *',
    phone: 'Telefon *',
    material: 'Materjal',
    otherMaterial: 'Muu',
    details: 'Täpsustus',
    detailsPlaceholder: 'Kogus ja sihtkoht, nt 15 tonni Tapale',
    submit: 'Saada hinnapäring',
    submitting: 'Saadan…',
    website: 'Veebileht',
    privacyNote: 'Kuidas me teie andmeid kasutame, loe',
    privacyLink: 'privaatsusteatest',
    newTab: ' (avaneb uuel vahelehel)',
    ...estonianAnswers,
    tooLong: 'Lubatud on kuni {max} märki',
    tooMany:
      'Liiga palju katseid lühikese aja jooksul. Palun proovige mõne minuti pärast uuesti või helistage meile.',
    unreadable: 'Vigane päring.',
  },
  ru: {
    form: 'Запрос цены',
    name: 'Имя *',
    email: 'Эл. почта *',
    phone: 'Телефон *',
    material: 'Материал',
    otherMaterial: 'Другое',
    details: 'Подробности',
    detailsPlaceholder: 'Количество и место доставки, например 15 тонн в Тапа',
    submit: 'Отправить запрос цены',
    submitting: 'Отправляем…',
    website: 'Сайт',
    privacyNote: 'Как мы используем ваши данные, читайте в',
    privacyLink: 'уведомлении о защите персональных данных',
    newTab: ' (откроется в новой вкладке)',
    successTitle: 'Запрос успешно отправлен!',
    successText: 'Мы скоро свяжемся с вами.',
    failureTitle: 'Ошибка при отправке запроса',
    failureText: 'Пожалуйста, попробуйте ещё раз или позвоните нам.',
    nameRequired: 'Укажите имя',
    emailRequired: 'Укажите адрес эл. почты',
    emailInvalid: 'Неверный адрес эл. почты',
    phoneRequired: 'Укажите телефон',
    materialRequired: 'Выберите материал',
    forbiddenCharacters: 'В тексте есть недопустимые символы',
    tooLong:
      'Допускается не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    tooMany:
      'Слишком много попыток за короткое время. Пожалуйста, попробуйте через несколько минут или позвоните нам.',
    unreadable: 'Неверный запрос.',
  },
  en: {
    form: 'Price enquiry',
    name: 'Name *',
    email: 'E-mail *',
    phone: 'Phone *',
    material: 'Material',
    otherMaterial: 'Other',
    details: 'Details',
    detailsPlaceholder: 'Quantity and destination, e.g. 15 tonnes to Tapa',
    submit: 'Send price enquiry',
    submitting: 'Sending…',
    website: 'Website',
    privacyNote: 'To see how we use your data, read our',
    privacyLink: 'privacy notice',
    newTab: ' (opens in a new tab)',
    successTitle: 'Enquiry sent!',
    successText: 'We will be in touch soon.',
    failureTitle: 'The enquiry could not be sent',
    failureText: 'Please try again or give us a call.',
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter your e-mail address',
    emailInvalid: 'This e-mail address is not valid',
    phoneRequired: 'Please enter your phone number',
    materialRequired: 'Please choose a material',
    forbiddenCharacters: 'The text contains characters that are not allowed',
    tooLong: 'No more than {max, plural, one {# character} other {# characters}} allowed',
    tooMany: 'Too many attempts in a short time. Please try again in a few minutes or give us a call.',
    unreadable: 'Invalid request.',
  },
}

/** The texts that check the form, from the catalogue in one language (through either translator). */
export function inquiryTextsWith(
  t: (id: InquiryMessage, values?: Record<string, unknown>) => string,
): InquiryTexts {
  return {
    successTitle: t('successTitle'),
    successText: t('successText'),
    failureTitle: t('failureTitle'),
    failureText: t('failureText'),
    nameRequired: t('nameRequired'),
    emailRequired: t('emailRequired'),
    emailInvalid: t('emailInvalid'),
    phoneRequired: t('phoneRequired'),
    materialRequired: t('materialRequired'),
    tooLong: (max) => t('tooLong', { max }),
    forbiddenCharacters: t('forbiddenCharacters'),
  }
}
