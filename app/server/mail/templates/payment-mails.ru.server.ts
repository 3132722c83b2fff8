import type { MailWords, PaymentWordId } from './translated-mails.server.ts'

/** Paying a confirmed order, in Russian (payment-mails.et.server.ts in Estonian). */
export const paymentMailsRu: MailWords<PaymentWordId> = {
  payTitle: 'Оплата',
  prepaymentNotice: 'Просим оплатить заказ до доставки: мы доставим его, когда поступит оплата.',
  payOnline: 'Оплатить сразу банковской ссылкой или картой можно на странице заказа: ',
  payTransfer:
    '{online, select, yes {Или оплатите} other {Оплатите}} банковским переводом: получатель {recipient}, ' +
    'счёт {iban}{bank}, ссылочный номер {reference}, сумма {amount}.',
  paidSubject: 'Платёж получен: заказ № {id} – {business}',
  paidPreview: 'Мы получили ваш платёж на сумму {amount}. Спасибо!',
  paidHeading: 'Платёж получен',
  paidText:
    'Мы получили ваш платёж за заказ № {id}. При доставке ничего платить не нужно; счёт, в котором ' +
    'платёж учтён как предоплата, мы отправим после доставки.',
  paymentTitle: 'Платёж',
  amount: 'Сумма',
  time: 'Время',
  method: 'Способ оплаты',
  paymentReference: 'Ссылка платежа',
  payee: 'Получатель',
}
