import { CALCULATOR_MESSAGES } from '#app/domain/calculator.ts'
import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The calculator page (/kalkulaator) and its form in three languages (ADR 060); the Estonian texts are
 * the spec's, word for word, and the form's answers are the calculation's own (CALCULATOR_MESSAGES).
 * Computed figures are formatted by the page in the language (`{value}`, `{density}`); the spec's worked
 * figures in the FAQ and the tip are written into the texts, in each language's notation.
 */
export type CalculatorMessage =
  | 'meta.title'
  | 'meta.description'
  | 'meta.keywords'
  | 'heading'
  | 'intro'
  | 'example.heading'
  | 'example.screenedGravel'
  | 'example.buildingSand'
  | 'explanation.heading'
  | 'explanation.volumeFormula'
  | 'explanation.weightFormula'
  | 'explanation.units'
  | 'explanation.density'
  | 'explanation.compaction'
  | 'box.label'
  | 'box.title'
  | 'box.length'
  | 'box.width'
  | 'box.depth'
  | 'faq.heading'
  | 'faq.tonnes.question'
  | 'faq.tonnes.answer'
  | 'faq.delivery.question'
  | 'faq.delivery.answer'
  | 'faq.final.question'
  | 'faq.final.answer'
  | 'tip.heading'
  | 'tip.formula'
  | 'tip.text'
  | 'materials.heading'
  | 'materials.item'
  | 'materials.all'
  | CalculatorFormMessage

/** The form's own texts: the island gets these alone, compiled (calculatorFormMessageIds). */
export type CalculatorFormMessage =
  | 'form.label'
  | 'form.material'
  | 'form.chooseMaterial'
  | 'form.option'
  | 'form.width'
  | 'form.length'
  | 'form.depth'
  | 'form.submit'
  | 'form.result'
  | 'form.resultFor'
  | 'form.volume'
  | 'form.weight'
  | 'form.cubicMetres'
  | 'form.tonnes'
  | 'form.order'
  | 'form.answer.noMaterial'
  | 'form.answer.emptyFields'
  | 'form.answer.invalidNumbers'
  | 'form.answer.negative'
  | 'form.answer.zero'
  | 'form.answer.depthWarning'

export const calculatorFormMessageIds: readonly CalculatorFormMessage[] = [
  'form.label',
  'form.material',
  'form.chooseMaterial',
  'form.option',
  'form.width',
  'form.length',
  'form.depth',
  'form.submit',
  'form.result',
  'form.resultFor',
  'form.volume',
  'form.weight',
  'form.cubicMetres',
  'form.tonnes',
  'form.order',
  'form.answer.noMaterial',
  'form.answer.emptyFields',
  'form.answer.invalidNumbers',
  'form.answer.negative',
  'form.answer.zero',
  'form.answer.depthWarning',
]

export const calculatorMessages: Catalogue<CalculatorMessage> = {
  et: {
    'meta.title': 'Materjalikalkulaator: liiv, kruus, killustik | {name}',
    'meta.description':
      'Arvutage, mitu kuupmeetrit ja tonni liiva, kruusa või killustikku teie töö jaoks vaja läheb. Sisestage laius, pikkus ja sügavus ning valige materjal.',
    'meta.keywords':
      'materjalikalkulaator, liiva kalkulaator, kruusa kalkulaator, killustiku kalkulaator, tonnid, kuupmeetrid, liiv, kruus, killustik, Lääne-Virumaa',
    heading: 'Materjalikalkulaator',
    intro:
      'Valige materjal ja sisestage täidetava ala laius, pikkus ning kihi sügavus meetrites. Kalkulaator arvutab vajaliku mahu kuupmeetrites ja kaalu tonnides, et saaksite tellida just nii palju, kui vaja.',
    'example.heading': 'Näited',
    'example.screenedGravel':
      '{width} × {length} m alale {depth} m paksuse kihi jaoks kulub {volume} m³ sõelutud kruusa, mis tihedusega {density} t/m³ kaalub {weight} t.',
    'example.buildingSand':
      '{width} × {length} m alale {depth} m paksuse kihi jaoks kulub {volume} m³ sõelutud ehitusliiva, mis tihedusega {density} t/m³ kaalub {weight} t.',
    'explanation.heading': 'Kuidas arvutus käib?',
    'explanation.volumeFormula': 'maht (m³) = laius × pikkus × sügavus',
    'explanation.weightFormula': 'kaal (t) = maht × tihedus',
    'explanation.units':
      'Sisestage kõik mõõdud meetrites: 15 cm on 0,15 m ja 5 cm on 0,05 m. Tulemus ümardatakse kahe kümnendkohani.',
    'explanation.density':
      'Tihedus näitab, mitu tonni kaalub üks kuupmeeter materjali, ja see on materjaliti erinev. Tihedus sõltub terade suurusest ja kujust ning sellest, kui palju jääb terade vahele tühja ruumi. Liiva kuupmeeter kaalub 1,6-1,7 t, purukruusa ja killustiku oma umbes 1,85 t. Suurte ümarate kividega veerises jääb kivide vahele palju tühja ruumi, seepärast kaalub veerise kuupmeeter vähem, 1,45-1,5 t. Kaalu mõjutab ka niiskus: märg materjal on kuivast raskem.',
    'explanation.compaction':
      'Kalkulaator arvestab puistematerjali tihedusega, see tähendab kobeda materjaliga, nagu see koormas on. Tihendamisel materjal vajub ja sama paksu tihendatud kihi jaoks kulub seda rohkem. Kui kiht tihendatakse, lisage arvutatud kogusele 10-15 % varu.',
    'box.label': 'Kast laiuse, pikkuse ja sügavusega',
    'box.title': 'Laius × pikkus × sügavus',
    'box.length': 'pikkus',
    'box.width': 'laius',
    'box.depth': 'sügavus',
    'faq.heading': 'Korduma kippuvad küsimused',
    'faq.tonnes.question': 'Kuidas arvutada ruutmeetritest tonne?',
    'faq.tonnes.answer':
      'Korrutage pindala kihi paksuse ja materjali tihedusega:\n\ntonnid = pindala (m²) × kihi paksus (m) × tihedus (t/m³)\n\nNäiteks 20 m² suurusele alale 10 cm ehk 0,10 m paksuse purukruusa kihi jaoks kulub 20 × 0,10 × 1,85 = 3,7 tonni.',
    'faq.delivery.question': 'Kas materjali saab tellida koos transpordiga?',
    'faq.delivery.answer':
      'Jah. Alates 8 tonnist toome materjali 4x8 kalluriga kohale Lääne-Virumaal, Jõgevamaal ja Järvamaal kuni 60 km teekaugusele karjäärist. Transport maksab 2,7 € kilomeetri kohta ühe suuna teekauguse järgi.\n\nVäiksema koguse laadime karjääris teie autole või haagisele.',
    'faq.final.question': 'Kas kalkulaatori arvutatud kogus on lõplik?',
    'faq.final.answer':
      'Ei. Kalkulaator aitab koguse välja arvutada, kuid täpne kogus lepitakse kokku tellimuse kinnitamisel: pärast tellimuse või hinnapäringu saamist võtame teiega ühendust ning kinnitame koguse, hinna ja aja.',
    'tip.heading': 'Kiire nipp',
    'tip.formula': 'tonnid ≈ pindala × 0,10 × tihedus',
    'tip.text':
      '10 cm paksuse kihi jaoks korrutage pindala 0,10-ga ja materjali tihedusega. Näiteks 50 m² suurusele alale kulub sõelutud kruusa umbes 50 × 0,10 × 1,80 = 9 tonni.',
    'materials.heading': 'Materjalid',
    'materials.item': '{material} · {density} t/m³',
    'materials.all': 'Kõik tellimisvõimalused',
    'form.label': 'Materjali kalkulaator',
    'form.material': 'Materjal',
    'form.chooseMaterial': 'Valige materjal',
    'form.option': '{material} ({density} t/m³)',
    'form.width': 'Laius (m)',
    'form.length': 'Pikkus (m)',
    'form.depth': 'Sügavus (m)',
    'form.submit': 'Arvuta',
    'form.result': 'Tulemus',
    'form.resultFor': 'Tulemus: {material}',
    'form.volume': 'Maht',
    'form.weight': 'Kaal',
    'form.cubicMetres': '{value}\u00a0m³',
    'form.tonnes': '{value}\u00a0t',
    'form.order': 'Telli see materjal',
    'form.answer.noMaterial': CALCULATOR_MESSAGES.noMaterial,
    'form.answer.emptyFields': CALCULATOR_MESSAGES.emptyFields,
    'form.answer.invalidNumbers': CALCULATOR_MESSAGES.invalidNumbers,
    'form.answer.negative': CALCULATOR_MESSAGES.negative,
    'form.answer.zero': CALCULATOR_MESSAGES.zero,
    'form.answer.depthWarning': CALCULATOR_MESSAGES.depthWarning,
  },
  ru: {
    'meta.title': 'Калькулятор материалов: песок, гравий, щебень | {name}',
    'meta.description':
      'Рассчитайте, сколько кубометров и тонн песка, гравия или щебня нужно для вашей работы. Введите ширину, длину и глубину и выберите материал.',
    'meta.keywords':
      'калькулятор материалов, калькулятор песка, калькулятор гравия, калькулятор щебня, тонны, кубометры, песок, гравий, щебень, Ляэне-Вирумаа',
    heading: 'Калькулятор материалов',
    intro:
      'Выберите материал и введите ширину и длину засыпаемой площадки и глубину слоя в метрах. Калькулятор рассчитает нужный объём в кубометрах и вес в тоннах, чтобы вы заказали ровно столько, сколько нужно.',
    'example.heading': 'Примеры',
    'example.screenedGravel':
      'Для слоя толщиной {depth} м на площадке {width} × {length} м нужно {volume} м³ сеяного гравия; при плотности {density} т/м³ это {weight} т.',
    'example.buildingSand':
      'Для слоя толщиной {depth} м на площадке {width} × {length} м нужно {volume} м³ сеяного строительного песка; при плотности {density} т/м³ это {weight} т.',
    'explanation.heading': 'Как выполняется расчёт?',
    'explanation.volumeFormula': 'объём (м³) = ширина × длина × глубина',
    'explanation.weightFormula': 'вес (т) = объём × плотность',
    'explanation.units':
      'Вводите все размеры в метрах: 15 см – это 0,15 м, а 5 см – 0,05 м. Результат округляется до двух знаков после запятой.',
    'explanation.density':
      'Плотность показывает, сколько тонн весит один кубометр материала, и у разных материалов она разная. Она зависит от размера и формы зёрен и от того, сколько пустот остаётся между ними. Кубометр песка весит 1,6–1,7 т, дроблёного гравия и щебня – около 1,85 т. В гальке из крупных окатанных камней между камнями остаётся много пустот, поэтому кубометр гальки весит меньше – 1,45–1,5 т. На вес влияет и влажность: мокрый материал тяжелее сухого.',
    'explanation.compaction':
      'Калькулятор считает по насыпной плотности, то есть по рыхлому материалу в том виде, в каком он лежит в кузове. При уплотнении материал оседает, и на уплотнённый слой той же толщины его уходит больше. Если слой будут уплотнять, добавьте к рассчитанному количеству 10–15 % запаса.',
    'box.label': 'Короб с шириной, длиной и глубиной',
    'box.title': 'Ширина × длина × глубина',
    'box.length': 'длина',
    'box.width': 'ширина',
    'box.depth': 'глубина',
    'faq.heading': 'Часто задаваемые вопросы',
    'faq.tonnes.question': 'Как перевести квадратные метры в тонны?',
    'faq.tonnes.answer':
      'Умножьте площадь на толщину слоя и на плотность материала:\n\nтонны = площадь (м²) × толщина слоя (м) × плотность (т/м³)\n\nНапример, для слоя дроблёного гравия толщиной 10 см, то есть 0,10 м, на площадке 20 м² нужно 20 × 0,10 × 1,85 = 3,7 тонны.',
    'faq.delivery.question': 'Можно ли заказать материал с доставкой?',
    'faq.delivery.answer':
      'Да. От 8 тонн привозим материал самосвалом 4x8 по Ляэне-Вирумаа, Йыгевамаа и Ярвамаа на расстояние до 60 км по дороге от карьера. Доставка стоит 2,7 € за километр расстояния по дороге в одну сторону.\n\nМеньшее количество погрузим в карьере в вашу машину или прицеп.',
    'faq.final.question': 'Рассчитанное калькулятором количество окончательное?',
    'faq.final.answer':
      'Нет. Калькулятор помогает рассчитать количество, но точное количество согласуется при подтверждении заказа: получив заказ или запрос цены, мы свяжемся с вами и подтвердим количество, цену и время доставки.',
    'tip.heading': 'Быстрый расчёт',
    'tip.formula': 'тонны ≈ площадь × 0,10 × плотность',
    'tip.text':
      'Для слоя толщиной 10 см умножьте площадь на 0,10 и на плотность материала. Например, на площадку 50 м² уйдёт примерно 50 × 0,10 × 1,80 = 9 тонн сеяного гравия.',
    'materials.heading': 'Материалы',
    'materials.item': '{material} · {density} т/м³',
    'materials.all': 'Все способы заказа',
    'form.label': 'Калькулятор материалов',
    'form.material': 'Материал',
    'form.chooseMaterial': 'Выберите материал',
    'form.option': '{material} ({density} т/м³)',
    'form.width': 'Ширина (м)',
    'form.length': 'Длина (м)',
    'form.depth': 'Глубина (м)',
    'form.submit': 'Рассчитать',
    'form.result': 'Результат',
    'form.resultFor': 'Результат: {material}',
    'form.volume': 'Объём',
    'form.weight': 'Вес',
    'form.cubicMetres': '{value}\u00a0м³',
    'form.tonnes': '{value}\u00a0т',
    'form.order': 'Заказать этот материал',
    'form.answer.noMaterial': 'Пожалуйста, выберите материал',
    'form.answer.emptyFields': 'Пожалуйста, заполните все поля',
    'form.answer.invalidNumbers': 'Пожалуйста, введите правильные числа',
    'form.answer.negative': 'Размеры должны быть положительными',
    'form.answer.zero': 'Размеры не могут быть равны нулю',
    'form.answer.depthWarning': 'Проверьте глубину: слои толще 2 м требуют отдельного расчёта.',
  },
  en: {
    'meta.title': 'Material calculator: sand, gravel, crushed stone | {name}',
    'meta.description':
      'Work out how many cubic metres and tonnes of sand, gravel or crushed stone your job needs. Enter the width, length and depth, and choose the material.',
    'meta.keywords':
      'material calculator, sand calculator, gravel calculator, crushed stone calculator, tonnes, cubic metres, sand, gravel, crushed stone, Lääne-Virumaa',
    heading: 'Material calculator',
    intro:
      'Choose the material and enter the width and length of the area to be filled and the depth of the layer in metres. The calculator works out the volume you need in cubic metres and its weight in tonnes, so that you can order just as much as you need.',
    'example.heading': 'Examples',
    'example.screenedGravel':
      'A {depth} m layer over a {width} × {length} m area takes {volume} m³ of screened gravel, which at a density of {density} t/m³ weighs {weight} t.',
    'example.buildingSand':
      'A {depth} m layer over a {width} × {length} m area takes {volume} m³ of screened building sand, which at a density of {density} t/m³ weighs {weight} t.',
    'explanation.heading': 'How is it calculated?',
    'explanation.volumeFormula': 'volume (m³) = width × length × depth',
    'explanation.weightFormula': 'weight (t) = volume × density',
    'explanation.units':
      'Enter all measurements in metres: 15 cm is 0.15 m and 5 cm is 0.05 m. The result is rounded to two decimal places.',
    'explanation.density':
      'Density is how many tonnes one cubic metre of material weighs, and it differs from one material to another. It depends on the size and shape of the grains and on how much empty space is left between them. A cubic metre of sand weighs 1.6–1.7 t, and one of crushed gravel or crushed stone about 1.85 t. Shingle of large rounded stones leaves a lot of empty space between the stones, so a cubic metre of shingle weighs less, 1.45–1.5 t. Moisture matters too: wet material is heavier than dry.',
    'explanation.compaction':
      'The calculator uses the bulk density, that is, loose material as it lies in the load. Compaction settles the material, so a compacted layer of the same thickness takes more of it. If the layer is to be compacted, add 10–15% to the calculated quantity.',
    'box.label': 'A box with its width, length and depth',
    'box.title': 'Width × length × depth',
    'box.length': 'length',
    'box.width': 'width',
    'box.depth': 'depth',
    'faq.heading': 'Frequently asked questions',
    'faq.tonnes.question': 'How do I convert square metres into tonnes?',
    'faq.tonnes.answer':
      'Multiply the area by the thickness of the layer and the density of the material:\n\ntonnes = area (m²) × layer thickness (m) × density (t/m³)\n\nFor example, a 10 cm (0.10 m) layer of crushed gravel over an area of 20 m² takes 20 × 0.10 × 1.85 = 3.7 tonnes.',
    'faq.delivery.question': 'Can I order the material with delivery?',
    'faq.delivery.answer':
      'Yes. From 8 tonnes we deliver by 4x8 tipper lorry across Lääne-Virumaa, Jõgevamaa and Järvamaa, up to 60 km by road from the quarry. Transport costs €2.70 per kilometre of one-way road distance.\n\nSmaller quantities we load onto your vehicle or trailer at the quarry.',
    'faq.final.question': 'Is the quantity the calculator gives final?',
    'faq.final.answer':
      'No. The calculator helps you work out the quantity, but the exact quantity is agreed when the order is confirmed: once we receive your order or price enquiry, we will contact you to confirm the quantity, the price and the delivery time.',
    'tip.heading': 'Quick tip',
    'tip.formula': 'tonnes ≈ area × 0.10 × density',
    'tip.text':
      'For a 10 cm layer, multiply the area by 0.10 and by the density of the material. For example, a 50 m² area takes about 50 × 0.10 × 1.80 = 9 tonnes of screened gravel.',
    'materials.heading': 'Materials',
    'materials.item': '{material} · {density} t/m³',
    'materials.all': 'All ways to order',
    'form.label': 'Material calculator',
    'form.material': 'Material',
    'form.chooseMaterial': 'Choose a material',
    'form.option': '{material} ({density} t/m³)',
    'form.width': 'Width (m)',
    'form.length': 'Length (m)',
    'form.depth': 'Depth (m)',
    'form.submit': 'Calculate',
    'form.result': 'Result',
    'form.resultFor': 'Result: {material}',
    'form.volume': 'Volume',
    'form.weight': 'Weight',
    'form.cubicMetres': '{value}\u00a0m³',
    'form.tonnes': '{value}\u00a0t',
    'form.order': 'Order this material',
    'form.answer.noMaterial': 'Please choose a material',
    'form.answer.emptyFields': 'Please fill in all the fields',
    'form.answer.invalidNumbers': 'Please enter valid numbers',
    'form.answer.negative': 'The measurements must be positive',
    'form.answer.zero': 'The measurements cannot be zero',
    'form.answer.depthWarning': 'Check the depth: layers deeper than 2 m need a separate calculation.',
  },
}
