import type { Catalogue } from '#app/domain/locale.ts'

/**
 * A material page's own words in three languages (ADR 060), around the material's texts (which are
 * content: materials.ts and material-translations.ts). The Estonian texts are the spec's.
 */
export type MaterialPageMessage =
  | 'back'
  | 'price'
  | 'yourPrice'
  | 'withVat'
  | 'agreedPrice'
  | 'orderNow'
  | 'description'
  | 'uses'
  | 'technicalData'
  | 'calculatorTitle'
  | 'calculatorText'
  | 'calculatorOpen'
  | 'orderTitle'
  | 'notAvailable'
  | 'notAvailableText'
  | 'sendInquiry'
  | 'faq'
  | 'breadcrumbHome'
  | 'breadcrumbMaterials'
  | 'category'
  | 'unit'
  | 'estonianName'

export const materialPageMessages: Catalogue<MaterialPageMessage> = {
  et: {
    back: 'Tagasi avalehele',
    price: 'Hind {price} €/t+km',
    yourPrice: 'Teie hind {price} €/t+km',
    withVat: '{price}/t koos käibemaksuga · lisandub transpordikulu',
    agreedPrice: 'Ettevõttega kokkulepitud hind; avalik hind {price}/t',
    orderNow: 'Telli kohe',
    description: 'Kirjeldus',
    uses: 'Kasutusalad',
    technicalData: 'Tehnilised andmed',
    calculatorTitle: 'Kui palju materjali vajate?',
    calculatorText: 'Sisestage pinna mõõdud ja kihi paksus ning kalkulaator arvutab mahu ja kaalu tonnides.',
    calculatorOpen: 'Ava kalkulaator',
    orderTitle: 'Telli {material}',
    notAvailable: '{material} ei ole praegu saadaval.',
    notAvailableText:
      'Helistage meile ja leiame sobiva lahenduse või saatke hinnapäring, kui materjal jälle olemas on.',
    sendInquiry: 'Saada hinnapäring',
    faq: 'Korduma kippuvad küsimused',
    breadcrumbHome: 'Avaleht',
    breadcrumbMaterials: 'Materjal ja hinnad',
    category: 'Ehitusmaterjal',
    unit: 'tonn',
    estonianName: 'Eesti keeles: {name}',
  },
  ru: {
    back: 'На главную',
    price: 'Цена {price} €/т + км',
    yourPrice: 'Ваша цена {price} €/т + км',
    withVat: '{price}/т с НДС · плюс стоимость доставки',
    agreedPrice: 'Цена, согласованная с компанией; общая цена {price}/т',
    orderNow: 'Заказать',
    description: 'Описание',
    uses: 'Применение',
    technicalData: 'Технические данные',
    calculatorTitle: 'Сколько материала вам нужно?',
    calculatorText: 'Введите размеры площади и толщину слоя, и калькулятор рассчитает объём и вес в тоннах.',
    calculatorOpen: 'Открыть калькулятор',
    orderTitle: 'Заказать: {material}',
    notAvailable: '{material} сейчас нет в наличии.',
    notAvailableText:
      'Позвоните нам, и мы найдём подходящее решение, или отправьте запрос цены, когда материал снова появится.',
    sendInquiry: 'Отправить запрос цены',
    faq: 'Часто задаваемые вопросы',
    breadcrumbHome: 'Главная',
    breadcrumbMaterials: 'Материалы и цены',
    category: 'Строительный материал',
    unit: 'тонна',
    estonianName: 'По-эстонски: {name}',
  },
  en: {
    back: 'Back to the home page',
    price: '€{price}/t + km',
    yourPrice: 'Your price €{price}/t + km',
    withVat: '{price}/t including VAT · transport on top',
    agreedPrice: 'The price agreed with your company; list price {price}/t',
    orderNow: 'Order now',
    description: 'Description',
    uses: 'Uses',
    technicalData: 'Technical data',
    calculatorTitle: 'How much material do you need?',
    calculatorText:
      'Enter the area’s dimensions and the layer’s thickness, and the calculator works out the volume and the weight in tonnes.',
    calculatorOpen: 'Open the calculator',
    orderTitle: 'Order {material}',
    notAvailable: '{material} is not available at the moment.',
    notAvailableText:
      'Give us a call and we will find a solution, or send a price enquiry for when the material is back.',
    sendInquiry: 'Send a price enquiry',
    faq: 'Frequently asked questions',
    breadcrumbHome: 'Home',
    breadcrumbMaterials: 'Materials and prices',
    category: 'Building material',
    unit: 'tonne',
    estonianName: 'In Estonian: {name}',
  },
}
