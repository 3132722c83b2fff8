import type { orders } from '#app/server/db/schema.server.ts'

type OrderValues = Partial<typeof orders.$inferInsert>

/** 10 t screened gravel at 6 €/t, delivered 23,5 km: 60,00 + 63,45 = 123,45 €, VAT 29,63 €, 153,08 €. */
export const gravelDelivery = {
  productName: 'Sõelutud kruus',
  quantity: 10,
  unitPriceCents: 600,
  deliveryOption: 'delivery',
  deliveryAddress: 'Tamme tn 5, Rakvere linn, Lääne-Viru maakond',
  distanceKm: '23.5',
  distanceSource: 'road',
  deliveryCostCents: 6345,
  netPriceCents: 12_345,
  vatCents: 2963,
  totalPriceCents: 15_308,
  minimumApplied: false,
  name: 'Mari Maasikas',
  email: 'mari@example.ee',
  phone: '+372 5123 4567',
  notes: 'Palun helistage enne tulekut.\nVärav on sinine.',
  // 14:07 in Tallinn (UTC+2 in March).
  timestamp: new Date('2025-03-05T12:07:00Z'),
} as const satisfies OrderValues

/** What a staff mail about gravelDelivery shows of it (besides its number), in the mails' formatting. */
export const gravelDeliveryInStaffMail = [
  'tellimus',
  'Mari Maasikas',
  'mari@example.ee',
  '+372 5123 4567',
  'Sõelutud kruus',
  '10 tonni',
  'Soovin transporti',
  'Tamme tn 5, Rakvere linn, Lääne-Viru maakond',
  '23,5 km',
  '60,00 €',
  '63,45 €',
  'Summa ilma käibemaksuta',
  '123,45 €',
  'Käibemaks 24 %',
  '29,63 €',
  'Kokku koos käibemaksuga',
  '153,08 €',
  'Palun helistage enne tulekut.',
  'Värav on sinine.',
  '05.03.2025 kell 14:07',
]

/** 1 t picked up, of a material under 15 €/t: raised to the 15 € minimum, VAT 3,60 €, 18,60 € in all. */
export const minimumPickup = {
  quantity: 1,
  deliveryOption: 'self',
  deliveryAddress: null,
  distanceKm: null,
  distanceSource: null,
  deliveryCostCents: 0,
  netPriceCents: 1500,
  vatCents: 360,
  totalPriceCents: 1860,
  minimumApplied: true,
  notes: null,
} as const satisfies OrderValues
