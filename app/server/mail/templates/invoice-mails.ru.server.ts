import type { InvoiceWordId, MailWords } from './translated-mails.server.ts'

/** The Russian mails that carry an invoice (invoice-mails.et.server.ts); the invoice stays Estonian. */
export const invoiceMailsRu: MailWords<InvoiceWordId> = {
  deliveredSubject: 'Заказ № {id} выполнен, счёт {number} – {business}',
  deliveredSubjectNoInvoice: 'Заказ № {id} выполнен — спасибо! – {business}',
  deliveredHeading: 'Спасибо, что выбрали нас!',
  deliveredDelivery: 'Ваш заказ доставлен.',
  deliveredSelf: 'Ваш заказ выдан в карьере.',
  withInvoice: ' Ниже — сводка заказа. Счёт № {number} приложен к письму в виде PDF-файла.',
  withEInvoice:
    ' Ниже — сводка заказа. Счёт № {number} мы отправим электронным счётом через оператора электронных счетов вашей фирмы.',
  withoutInvoice: ' Ниже — сводка заказа; счёт мы отправим отдельно.',
  pay: 'Просим оплатить {amount} {by} на расчётный счёт {account}, ссылочный номер {reference}.',
  payBy: 'не позднее {date}',
  payAsap: 'при первой возможности',
  receipt: 'Квитанция',
  invoiceSubject: 'Счёт {number} – {business}',
  invoicePreview: 'Заказ № {id}, итого {total}, срок оплаты {date}',
  invoiceHeading: 'Счёт № {number}',
  invoiceReplaces:
    'Направляем исправленный счёт № {number} по заказу № {id}. Он заменяет счёт № {replaces}, ' +
    'который мы аннулировали кредит-счётом. Счёт приложен к письму в виде PDF-файла.',
  invoiceNew: 'Направляем счёт № {number} по заказу № {id}. Счёт приложен к письму в виде PDF-файла.',
  creditSubject: 'Кредит-счёт {number} – {business}',
  creditPreview: 'Аннулирует счёт № {credited}, итого {total}',
  creditHeading: 'Кредит-счёт № {number}',
  creditText:
    'Направляем кредит-счёт № {number}, который полностью аннулирует счёт № {credited} по заказу № {id}. ' +
    'Кредит-счёт приложен к письму в виде PDF-файла.',
  creditCorrected: 'Исправленный счёт мы отправим отдельным письмом.',
  creditRefund: 'Если вы уже оплатили счёт № {credited}, мы свяжемся с вами по поводу возврата денег.',
  reminderSubject: 'Напоминание: счёт {number} не оплачен – {business}',
  reminderPreview: 'Не оплачено {open}, срок оплаты истёк {date}',
  reminderHeading: 'Напоминание о неоплаченном счёте',
  reminderText:
    'Напоминаем, что срок оплаты счёта № {number} по заказу № {id} истёк {date}, и, по нашим данным, ' +
    'по счёту не оплачено {open}. Счёт повторно приложен к письму в виде PDF-файла.',
  reminderPaid:
    'Если вы уже оплатили счёт, ничего делать не нужно — просто не обращайте внимания на это письмо.',
}
