import type { MailWords, StepsWordId } from './translated-mails.server.ts'

/** The order's steps told to a Russian-speaking customer (order-steps.et.server.ts in Estonian). */
export const orderStepsRu: MailWords<StepsWordId> = {
  confirmedSubject: 'Заказ № {id} подтверждён: {when} – {business}',
  revisedSubject: 'Подтверждение заказа № {id} изменилось – {business}',
  confirmedPreview: '{product}, {quantity}, итого {total}',
  confirmedHeading: 'Ваш заказ подтверждён',
  revisedHeading: 'Подтверждение вашего заказа изменилось',
  confirmedNotice: 'Ваш заказ подтверждён: {when}.',
  revisedNotice: 'Подтверждение вашего заказа изменилось. Действует это письмо: {when}.',
  confirmedTitle: 'Подтверждённый заказ',
  finalPrice: 'Окончательная цена',
  changesTitle: 'Чем заказ отличается от вашей заявки',
  changeQuantity: 'Количество: вы просили {asked}, подтверждено {now}.',
  changeAddress: 'Адрес доставки: {now}; вы указали {asked}.',
  changeAddressDistance: '{address} ({distance} от карьера)',
  changePrice: 'Цена за тонну: {price} ({adjustment}/т). Причина: {reason}',
  changeTotal: 'Итого с НДС: {total} (предварительная цена была {estimate}).',
  prepareTitle: 'Пожалуйста, подготовьте место разгрузки',
  pickupTitle: 'Самовывоз',
  pickupText:
    'Приезжайте в карьер в согласованное время — мы погрузим материал на ваш транспорт. ' +
    'Если вы не успеваете вовремя, пожалуйста, позвоните по номеру ',
  movedSubject: 'Новое время заказа № {id}: {when} – {business}',
  movedPreview: 'Новое время: {when}. Ранее согласовано: {previous}.',
  movedHeading: 'Время вашего заказа изменилось',
  movedNotice: 'Новое время: {when}.',
  previousTime: 'Ранее согласованное время',
  cancelledSubject: 'Заказ № {id} отменён – {business}',
  cancelledPreview: '{product}, {quantity}',
  cancelledHeading: 'Ваш заказ отменён',
  cancelledByCustomer:
    'Вы отменили заказ № {id}. Подтверждаем, что заказ отменён и платить за него ничего не нужно.',
  cancelledByUs: 'Мы отменили заказ № {id}.',
  orderAgain: 'Если вы всё же хотите заказать материал, оформите новый заказ или позвоните нам.',
}
