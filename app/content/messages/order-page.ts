import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The order page (/tellimine) in three languages (ADR 060); the Estonian texts are the spec's, word for
 * word. The materials' names are materialNameMessages (site-frame.ts); each price per tonne is formatted
 * by the page in the language (`{price}`).
 */
export type OrderPageMessage =
  | 'meta.title'
  | 'meta.description'
  | 'heading'
  | 'intro'
  | 'price'
  | 'largeOrder'

export const orderPageMessages: Catalogue<OrderPageMessage> = {
  et: {
    'meta.title': 'Tellimine | {name}',
    'meta.description':
      'Tellige liiva, kruusa, killustikku või mulda otse karjäärist: valige materjal, kogus 1-25 tonni ning laadimine karjääris või kohaletoomine kalluriga.',
    heading: 'Tellimine',
    intro:
      'Valige materjal, mida soovite tellida. Iga materjali lehel on tellimisvorm, kus saate valida koguse 1-25 tonni ning laadimise karjääris või kohaletoomise.',
    price: '{price} €/t',
    largeOrder:
      'Üle 25 tonni tellimiseks helistage meile, siis teeme teile eraldi pakkumise. Suurema koguse veo saab kokku leppida ka poolhaagisega.',
  },
  ru: {
    'meta.title': 'Заказ материалов | {name}',
    'meta.description':
      'Закажите песок, гравий, щебень или чернозём прямо с карьера: выберите материал, количество от 1 до 25 тонн и погрузку на карьере или доставку самосвалом.',
    heading: 'Заказ материалов',
    intro:
      'Выберите материал, который хотите заказать. На странице каждого материала есть форма заказа: в ней можно указать количество от 1 до 25 тонн и выбрать погрузку на карьере или доставку.',
    price: '{price} €/т',
    largeOrder:
      'Чтобы заказать больше 25 тонн, позвоните нам, и мы сделаем вам отдельное предложение. Крупную партию можно также привезти полуприцепом, об этом договоримся отдельно.',
  },
  en: {
    'meta.title': 'Order materials | {name}',
    'meta.description':
      'Order sand, gravel, crushed stone or topsoil straight from the quarry: choose the material, a quantity of 1–25 tonnes, and loading at the quarry or delivery by tipper lorry.',
    heading: 'Order materials',
    intro:
      'Choose the material you would like to order. Each material’s page has an order form where you can choose a quantity of 1–25 tonnes and either loading at the quarry or delivery.',
    price: '€{price}/t',
    largeOrder:
      'To order more than 25 tonnes, give us a ring and we will send you a separate quote. Larger loads can also be delivered by articulated lorry by arrangement.',
  },
}
