import type { MailWords, RequestWordId } from './translated-mails.server.ts'

/** The Russian mails of a request to the customer (request-mails.et.server.ts in Estonian). */
export const requestMailsRu: MailWords<RequestWordId> = {
  receivedSubject: 'Мы получили вашу заявку на заказ (№ {id}) – {business}',
  receivedPreview: '{product}, {quantity}. Мы скоро свяжемся с вами, чтобы подтвердить заказ.',
  receivedHeading: 'Спасибо! Мы получили вашу заявку на заказ',
  receivedNotice:
    'Это заявка на заказ, а не подтверждённый заказ. Заказ считается подтверждённым только после того, ' +
    'как мы свяжемся с вами и согласуем цену и время.',
  nextTitle: 'Что дальше?',
  nextReview: 'Мы рассмотрим вашу заявку.',
  nextContact: 'Мы свяжемся с вами по телефону или по электронной почте, обычно в течение 1–3 рабочих дней.',
  nextDelivery: 'Мы подтвердим окончательную цену и согласуем время доставки.',
  nextPickup: 'Мы подтвердим окончательную цену и согласуем, когда вы сможете забрать материал.',
  requestTitle: 'Ваша заявка на заказ',
  submitted: 'Отправлено',
  message: 'Сообщение',
  estimateTitle: 'Предварительная цена',
  contactTitle: 'Ваши контактные данные',
  replyIfWrong: 'Если вы заметили ошибку в данных, просто ответьте на это письмо.',
  inquirySubject: 'Мы получили ваш запрос – {business}',
  inquiryPreview: '{material}: обычно мы отвечаем в течение 1–3 рабочих дней.',
  inquiryHeading: 'Спасибо! Мы получили ваш запрос',
  inquiryThanks:
    'Благодарим за интерес. Мы рассмотрим запрос и свяжемся с вами по телефону или по электронной почте, ' +
    'обычно в течение 1–3 рабочих дней, чтобы сделать вам ценовое предложение.',
  inquiryTitle: 'Ваш запрос',
  inquiryNo: 'Номер запроса',
  inquiryMaterial: 'Материал: {material}',
}
