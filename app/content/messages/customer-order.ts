import { customerCancelTexts } from '#app/domain/customer-cancel-texts.ts'
import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The customer's order page `/tellimus/{token}` and the payment return page `/makse/tagasi` (ADR 060):
 * shown in the order's language, which the token decides (`?keel=` shows another). The Estonian texts
 * are the pages' own, word for word; a value in braces may be a piece of the page (a link, a number in
 * bold), placed where the language puts it (customer-order/words.tsx).
 */
export type CustomerOrderMessage =
  | 'limited.title'
  | 'limited.text'
  | 'missing.title'
  | 'missing.text'
  | 'meta.title'
  | 'meta.missing'
  | 'greeting'
  | 'heading'
  | 'reason'
  | 'order'
  | 'material'
  | 'quantity'
  | 'address'
  | 'pickup'
  | 'distance'
  | 'adjustmentReason'
  | 'invoices'
  | 'invoice'
  | 'creditInvoice'
  | 'invoiceLink'
  | 'questions'
  | 'schedule'
  | 'timeline.title'
  | 'step.current'
  | 'step.requested'
  | 'step.creditHold'
  | 'step.creditHoldDetail'
  | 'step.confirming'
  | 'step.confirmingDetail'
  | 'step.delivery'
  | 'step.pickup'
  | 'step.confirmed'
  | 'step.delivered'
  | 'step.collected'
  | 'step.cancelled'
  | 'step.cancelledByYou'
  | 'cancel.question'
  | 'cancel.final'
  | 'cancel.refund'
  | 'cancel.busy'
  | 'cancel.yes'
  | 'cancel.no'
  | 'cancel.link'
  | 'cancel.tooLate'
  | 'cancel.badVersion'
  | 'cancel.stale'
  | 'cancel.notFound'
  | 'cancel.closed'
  | 'cancel.unreadable'
  | 'paid.refundedTitle'
  | 'paid.refundedText'
  | 'paid.title'
  | 'paid.text'
  | 'transfer.recipient'
  | 'transfer.reference'
  | 'transfer.amount'
  | 'pay.title'
  | 'pay.prepaymentDue'
  | 'pay.returned'
  | 'pay.failed'
  | 'pay.chooseBank'
  | 'pay.card'
  | 'pay.nextPage'
  | 'pay.now'
  | 'pay.orTransfer'
  | 'pay.transfer'
  | 'pay.orderName'
  | 'amounts.confirmed'
  | 'amounts.estimate'
  | 'amounts.product'
  | 'amounts.transport'
  | 'amounts.net'
  | 'amounts.minimum'
  | 'amounts.vat'
  | 'amounts.total'
  | 'return.meta'
  | 'return.busyTitle'
  | 'return.busyText'
  | 'return.invalidTitle'
  | 'return.invalidText'

export const customerOrderMessages: Catalogue<CustomerOrderMessage> = {
  et: {
    'limited.title': 'Palun oodake veidi',
    'limited.text':
      'Liiga palju katseid lühikese aja jooksul. Palun proovige mõne minuti pärast uuesti või helistage meile.',
    'missing.title': 'Tellimust ei leitud',
    'missing.text':
      'Selle lingiga tellimust ei ole. Kontrollige, et link oleks kirjast tervenisti kopeeritud. Vanade tellimuste andmed kustutatakse pärast säilitustähtaega.',
    'meta.title': 'Tellimus nr {id} – {business}',
    'meta.missing': 'Tellimust ei leitud – {business}',
    greeting: 'Tere, {name}!',
    heading: 'Tellimus nr {id}',
    reason: 'Põhjus: {reason}',
    order: 'Tellimus',
    material: 'Materjal',
    quantity: 'Kogus',
    address: 'Tarneaadress',
    pickup: 'Järeletulemine',
    distance: 'Vahemaa',
    adjustmentReason: 'Hinnamuutuse põhjus: {reason}',
    invoices: 'Arved',
    invoice: 'Arve',
    creditInvoice: 'Kreeditarve',
    invoiceLink: '{kind} nr {number} (PDF)',
    questions: 'Küsimuste korral helistage: {phone}',
    schedule: '{day} kell {window}',
    'timeline.title': 'Tellimuse seis',
    'step.current': ' (praegune samm)',
    'step.requested': 'Tellimuse soov saadud',
    'step.creditHold': 'Tellimus ootab krediidiotsust',
    'step.creditHoldDetail': 'Kontrollime ettevõtte krediidilimiiti ja võtame teiega ühendust.',
    'step.confirming': 'Kinnitamine',
    'step.confirmingDetail': 'Võtame teiega ühendust, tavaliselt 1–3 tööpäeva jooksul.',
    'step.delivery': 'Kohaletoimetamine',
    'step.pickup': 'Järeletulemine',
    'step.confirmed': 'Kinnitatud',
    'step.delivered': 'Kohale toodud',
    'step.collected': 'Välja antud',
    'step.cancelled': 'Tühistatud',
    'step.cancelledByYou': 'Tühistasite tellimuse.',
    'cancel.question': 'Kas soovite tellimuse tühistada?',
    'cancel.final': 'Tühistatud tellimust ei saa taastada; vajadusel esitage uus tellimus.',
    'cancel.refund': 'Veebis makstud summa kanname teile tagasi.',
    'cancel.busy': 'Tühistan…',
    'cancel.yes': 'Jah, tühista tellimus',
    'cancel.no': 'Ei, jäta alles',
    'cancel.link': 'Tühista tellimus',
    'cancel.tooLate':
      'Tellimust ei saa enam veebis tühistada, sest selle aeg on vähem kui 24 tunni pärast. Muudatuste korral helistage palun.',
    // The cancel's answers: the domain's own texts (customerCancelTexts), not copied.
    'cancel.badVersion': customerCancelTexts.badVersion,
    'cancel.stale': customerCancelTexts.stale,
    'cancel.notFound': customerCancelTexts.notFound,
    'cancel.closed': customerCancelTexts.closed,
    'cancel.unreadable': 'Saadetud andmeid ei saanud lugeda. Palun minge tagasi ja proovige uuesti.',
    'paid.refundedTitle': 'Makse on tagastatud',
    'paid.refundedText': 'Veebis tehtud makse on teile tagasi kantud.',
    'paid.title': 'Makse on laekunud',
    'paid.text': 'Saime teie makse {amount}. Tarnel ei ole vaja midagi maksta; arve saadame pärast tarnet.',
    'transfer.recipient': 'Saaja',
    'transfer.reference': 'Viitenumber',
    'transfer.amount': 'Summa',
    'pay.title': 'Tasumine',
    'pay.prepaymentDue': '{unpaid}. {notice}',
    'pay.returned':
      'Makse on pooleli. Kui maksite, jõuab kinnitus pangast mõne minuti jooksul ja see leht näitab siis „Makse on laekunud“. Kui makse katkes, võite uuesti maksta.',
    'pay.failed':
      'Makseteenusega ei saanud praegu ühendust. Palun proovige mõne minuti pärast uuesti või tasuge pangaülekandega.',
    'pay.chooseBank': 'Valige pank',
    'pay.card': 'Pangakaart',
    'pay.nextPage': 'Panga või kaardi valite järgmisel lehel.',
    'pay.now': 'Maksa kohe',
    'pay.orTransfer': 'Või tasuge pangaülekandega',
    'pay.transfer': 'Tasuge pangaülekandega',
    'pay.orderName': 'Tellimus {id}',
    'amounts.confirmed': 'Kinnitatud hind',
    'amounts.estimate': 'Arvestuslik hind',
    'amounts.product': '{quantity} × {price}',
    'amounts.transport': 'Transport',
    'amounts.net': 'Summa ilma käibemaksuta{minimum}',
    'amounts.minimum': ' (miinimumhind)',
    'amounts.vat': 'Käibemaks {percent} %',
    'amounts.total': 'Kokku',
    'return.meta': 'Makse',
    'return.busyTitle': 'Makse on pooleli',
    'return.busyText':
      'Me ei saanud makse kinnitust praegu salvestada. Pank teatab meile makse ka ise; avage tellimuse leht mõne minuti pärast kirjas olevalt lingilt.',
    'return.invalidTitle': 'Makse andmeid ei õnnestunud kontrollida',
    'return.invalidText':
      'See link ei ole kehtiv makse kinnitus. Makse seisu näete tellimuse lehel kirjas olevalt lingilt.',
  },
  ru: {
    'limited.title': 'Пожалуйста, подождите немного',
    'limited.text':
      'Слишком много попыток за короткое время. Пожалуйста, повторите попытку через несколько минут или позвоните нам.',
    'missing.title': 'Заказ не найден',
    'missing.text':
      'По этой ссылке заказа нет. Проверьте, что ссылка скопирована из письма полностью. Данные старых заказов удаляются по истечении срока хранения.',
    'meta.title': 'Заказ № {id} – {business}',
    'meta.missing': 'Заказ не найден – {business}',
    greeting: 'Здравствуйте, {name}!',
    heading: 'Заказ № {id}',
    reason: 'Причина: {reason}',
    order: 'Заказ',
    material: 'Материал',
    quantity: 'Количество',
    address: 'Адрес доставки',
    pickup: 'Самовывоз',
    distance: 'Расстояние',
    adjustmentReason: 'Причина изменения цены: {reason}',
    invoices: 'Счета',
    invoice: 'Счёт',
    creditInvoice: 'Кредит-счёт',
    invoiceLink: '{kind} № {number} (PDF)',
    questions: 'Если у вас есть вопросы, звоните: {phone}',
    schedule: '{day}, {window}',
    'timeline.title': 'Статус заказа',
    'step.current': ' (текущий шаг)',
    'step.requested': 'Заявка на заказ получена',
    'step.creditHold': 'Заказ ожидает кредитного решения',
    'step.creditHoldDetail': 'Мы проверяем кредитный лимит компании и свяжемся с вами.',
    'step.confirming': 'Подтверждение',
    'step.confirmingDetail': 'Мы свяжемся с вами, обычно в течение 1–3 рабочих дней.',
    'step.delivery': 'Доставка',
    'step.pickup': 'Самовывоз',
    'step.confirmed': 'Подтверждён',
    'step.delivered': 'Доставлен',
    'step.collected': 'Выдан',
    'step.cancelled': 'Отменён',
    'step.cancelledByYou': 'Вы отменили заказ.',
    'cancel.question': 'Вы хотите отменить заказ?',
    'cancel.final': 'Отменённый заказ нельзя восстановить; при необходимости оформите новый заказ.',
    'cancel.refund': 'Сумму, оплаченную онлайн, мы вернём вам.',
    'cancel.busy': 'Отменяем…',
    'cancel.yes': 'Да, отменить заказ',
    'cancel.no': 'Нет, оставить',
    'cancel.link': 'Отменить заказ',
    'cancel.tooLate':
      'Отменить заказ на сайте уже нельзя: до его времени осталось меньше 24 часов. Если что-то изменилось, пожалуйста, позвоните нам.',
    'cancel.badVersion': 'Данные заказа повреждены. Пожалуйста, обновите страницу.',
    'cancel.stale': 'Заказ тем временем изменился. Пожалуйста, обновите страницу.',
    'cancel.notFound': 'Заказ не найден.',
    'cancel.closed': 'Отменить заказ на сайте уже нельзя. Пожалуйста, позвоните нам.',
    'cancel.unreadable':
      'Не удалось прочитать отправленные данные. Пожалуйста, вернитесь назад и попробуйте ещё раз.',
    'paid.refundedTitle': 'Платёж возвращён',
    'paid.refundedText': 'Платёж, сделанный онлайн, возвращён вам.',
    'paid.title': 'Платёж получен',
    'paid.text':
      'Мы получили ваш платёж на сумму {amount}. При доставке ничего платить не нужно; счёт мы отправим после доставки.',
    'transfer.recipient': 'Получатель',
    'transfer.reference': 'Ссылочный номер',
    'transfer.amount': 'Сумма',
    'pay.title': 'Оплата',
    'pay.prepaymentDue':
      'Предоплата не поступила. Просим оплатить заказ до доставки: мы доставим его, когда поступит оплата.',
    'pay.returned':
      'Платёж в обработке. Если вы оплатили, подтверждение из банка придёт в течение нескольких минут, и эта страница покажет «Платёж получен». Если платёж прервался, вы можете оплатить ещё раз.',
    'pay.failed':
      'Сейчас не удалось связаться с платёжным сервисом. Пожалуйста, попробуйте через несколько минут или оплатите банковским переводом.',
    'pay.chooseBank': 'Выберите банк',
    'pay.card': 'Банковская карта',
    'pay.nextPage': 'Банк или карту вы выберете на следующей странице.',
    'pay.now': 'Оплатить сейчас',
    'pay.orTransfer': 'Или оплатите банковским переводом',
    'pay.transfer': 'Оплатите банковским переводом',
    'pay.orderName': 'Заказ № {id}',
    'amounts.confirmed': 'Подтверждённая цена',
    'amounts.estimate': 'Предварительная цена',
    'amounts.product': '{quantity} × {price}/т',
    'amounts.transport': 'Доставка',
    'amounts.net': 'Сумма без НДС{minimum}',
    'amounts.minimum': ' (минимальная цена)',
    'amounts.vat': 'НДС {percent} %',
    'amounts.total': 'Итого',
    'return.meta': 'Платёж',
    'return.busyTitle': 'Платёж в обработке',
    'return.busyText':
      'Сейчас нам не удалось сохранить подтверждение платежа. Банк сообщит нам о платеже и сам; откройте страницу заказа по ссылке из письма через несколько минут.',
    'return.invalidTitle': 'Не удалось проверить данные платежа',
    'return.invalidText':
      'Эта ссылка не является действительным подтверждением платежа. Статус платежа можно увидеть на странице заказа по ссылке из письма.',
  },
  en: {
    'limited.title': 'Please wait a moment',
    'limited.text': 'Too many attempts in a short time. Please try again in a few minutes or give us a call.',
    'missing.title': 'Order not found',
    'missing.text':
      'There is no order at this link. Please check that the whole link was copied from the email. The details of old orders are deleted once their retention period ends.',
    'meta.title': 'Order no. {id} – {business}',
    'meta.missing': 'Order not found – {business}',
    greeting: 'Hello {name},',
    heading: 'Order no. {id}',
    reason: 'Reason: {reason}',
    order: 'Order',
    material: 'Material',
    quantity: 'Quantity',
    address: 'Delivery address',
    pickup: 'Collection',
    distance: 'Distance',
    adjustmentReason: 'Reason for the price change: {reason}',
    invoices: 'Invoices',
    invoice: 'Invoice',
    creditInvoice: 'Credit note',
    invoiceLink: '{kind} no. {number} (PDF)',
    questions: 'If you have any questions, call {phone}',
    schedule: '{day}, {window}',
    'timeline.title': 'Order status',
    'step.current': ' (current step)',
    'step.requested': 'Order request received',
    'step.creditHold': 'Awaiting a credit decision',
    'step.creditHoldDetail': 'We are checking the company’s credit limit and will be in touch.',
    'step.confirming': 'Confirmation',
    'step.confirmingDetail': 'We will be in touch, usually within 1–3 working days.',
    'step.delivery': 'Delivery',
    'step.pickup': 'Collection',
    'step.confirmed': 'Confirmed',
    'step.delivered': 'Delivered',
    'step.collected': 'Collected',
    'step.cancelled': 'Cancelled',
    'step.cancelledByYou': 'You cancelled the order.',
    'cancel.question': 'Do you want to cancel the order?',
    'cancel.final': 'A cancelled order cannot be restored; if you need to, place a new order.',
    'cancel.refund': 'We will refund the amount you paid online.',
    'cancel.busy': 'Cancelling…',
    'cancel.yes': 'Yes, cancel the order',
    'cancel.no': 'No, keep it',
    'cancel.link': 'Cancel the order',
    'cancel.tooLate':
      'The order can no longer be cancelled online, as it is less than 24 hours away. For any changes, please call us.',
    'cancel.badVersion': 'The order details are invalid. Please reload the page.',
    'cancel.stale': 'The order has changed in the meantime. Please reload the page.',
    'cancel.notFound': 'Order not found.',
    'cancel.closed': 'The order can no longer be cancelled online. Please call us.',
    'cancel.unreadable': 'What was sent could not be read. Please go back and try again.',
    'paid.refundedTitle': 'Payment refunded',
    'paid.refundedText': 'Your online payment has been refunded to you.',
    'paid.title': 'Payment received',
    'paid.text':
      'We have received your payment of {amount}. There is nothing to pay on delivery; we will send the invoice after delivery.',
    'transfer.recipient': 'Payee',
    'transfer.reference': 'Reference number',
    'transfer.amount': 'Amount',
    'pay.title': 'Payment',
    'pay.prepaymentDue':
      'Advance payment outstanding. Please pay for the order before delivery: we deliver once the payment has arrived.',
    'pay.returned':
      'Your payment is in progress. If you have paid, the bank’s confirmation will arrive within a few minutes and this page will then show “Payment received”. If the payment was interrupted, you can pay again.',
    'pay.failed':
      'We could not reach the payment service just now. Please try again in a few minutes or pay by bank transfer.',
    'pay.chooseBank': 'Choose your bank',
    'pay.card': 'Bank card',
    'pay.nextPage': 'You will choose your bank or card on the next page.',
    'pay.now': 'Pay now',
    'pay.orTransfer': 'Or pay by bank transfer',
    'pay.transfer': 'Pay by bank transfer',
    'pay.orderName': 'Order no. {id}',
    'amounts.confirmed': 'Confirmed price',
    'amounts.estimate': 'Estimated price',
    'amounts.product': '{quantity} × {price}/t',
    'amounts.transport': 'Delivery',
    'amounts.net': 'Total excl. VAT{minimum}',
    'amounts.minimum': ' (minimum price)',
    'amounts.vat': 'VAT {percent}%',
    'amounts.total': 'Total',
    'return.meta': 'Payment',
    'return.busyTitle': 'Payment in progress',
    'return.busyText':
      'We could not save the payment confirmation just now. The bank will also tell us of the payment itself; open the order page from the link in your email in a few minutes.',
    'return.invalidTitle': 'The payment details could not be checked',
    'return.invalidText':
      'This link is not a valid payment confirmation. You can see the payment status on the order page, from the link in your email.',
  },
}
