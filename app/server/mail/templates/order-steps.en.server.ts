import type { MailWords, StepsWordId } from './translated-mails.server.ts'

/** The order's steps told to an English-speaking customer (order-steps.et.server.ts in Estonian). */
export const orderStepsEn: MailWords<StepsWordId> = {
  confirmedSubject: 'Order no. {id} is confirmed: {when} – {business}',
  revisedSubject: 'The confirmation of order no. {id} has changed – {business}',
  confirmedPreview: '{product}, {quantity}, total {total}',
  confirmedHeading: 'Your order is confirmed',
  revisedHeading: 'The confirmation of your order has changed',
  confirmedNotice: 'Your order is confirmed: {when}.',
  revisedNotice: 'The confirmation of your order has changed. This email is the one that stands: {when}.',
  confirmedTitle: 'Confirmed order',
  finalPrice: 'Final price',
  changesTitle: 'What differs from your request',
  changeQuantity: 'Quantity: you asked for {asked}; {now} is confirmed.',
  changeAddress: 'Delivery address: {now}; you gave {asked}.',
  changeAddressDistance: '{address} ({distance} from the quarry)',
  changePrice: 'Price per tonne: {price} ({adjustment}/t). Reason: {reason}',
  changeTotal: 'Total incl. VAT: {total} (the estimated price was {estimate}).',
  prepareTitle: 'Please prepare the unloading spot',
  pickupTitle: 'Collection',
  pickupText:
    'Come to the quarry at the agreed time and we will load the material onto your vehicle. ' +
    'If you cannot make it on time, please call ',
  movedSubject: 'New time for order no. {id}: {when} – {business}',
  movedPreview: 'New time: {when}. Previously agreed: {previous}.',
  movedHeading: 'The time of your order has changed',
  movedNotice: 'New time: {when}.',
  previousTime: 'Previously agreed time',
  cancelledSubject: 'Order no. {id} has been cancelled – {business}',
  cancelledPreview: '{product}, {quantity}',
  cancelledHeading: 'Your order has been cancelled',
  cancelledByCustomer:
    'You cancelled order no. {id}. We confirm that the order is cancelled and there is nothing to pay.',
  cancelledByUs: 'We have cancelled order no. {id}.',
  orderAgain: 'If you would still like to order the material, place a new order or give us a call.',
}
