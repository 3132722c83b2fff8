import type { OrderMessages } from '#app/domain/order-form.ts'

/**
 * The three families of order-form messages of SPEC §5 and §8. Which family a material page uses is
 * data (Material.orderMessages); the texts are the spec's, verbatim.
 */
const blockedDefault = 'Tellimuse esitamine on blokeeritud kuna asute teeninduspiirkonnast väljaspool.'

export const orderMessageFamilies = {
  kohustuslik: {
    firstNameRequired: 'Eesnimi on kohustuslik',
    lastNameRequired: 'Perekonnanimi on kohustuslik',
    emailRequired: 'E-post on kohustuslik',
    emailInvalid: 'Vigane e-posti aadress',
    emailPattern: 'strict',
    phoneRequired: 'Telefon on kohustuslik',
    quantityRequired: 'Kogus on kohustuslik',
    deliveryOptionRequired: 'Transpordi valik on kohustuslik',
    deliveryAddressRequired: null,
    blockedText: blockedDefault,
  },
  noutud: {
    firstNameRequired: 'Eesnimi on nõutud',
    lastNameRequired: 'Perekonnanimi on nõutud',
    emailRequired: 'E-post on nõutud',
    emailInvalid: 'Vale e-posti formaat',
    emailPattern: 'strict',
    phoneRequired: 'Telefon on nõutud',
    quantityRequired: 'Kogus on nõutud',
    deliveryOptionRequired: null,
    deliveryAddressRequired: 'Tarneaadress on nõutud',
    blockedText: 'Tellimus on blokeeritud kuna aadress on üle 60km kaugusel meie maardlast',
  },
  'e-mail': {
    firstNameRequired: 'Eesnimi on kohustuslik',
    lastNameRequired: 'Perekonnanimi on kohustuslik',
    emailRequired: 'E-mail on kohustuslik',
    emailInvalid: 'Vigane e-maili formaat',
    emailPattern: 'loose',
    phoneRequired: 'Telefoninumber on kohustuslik',
    quantityRequired: 'Kogus on kohustuslik',
    deliveryOptionRequired: null,
    deliveryAddressRequired: null,
    blockedText: blockedDefault,
  },
} as const satisfies Record<string, OrderMessages>

export type OrderMessageFamilyId = keyof typeof orderMessageFamilies
