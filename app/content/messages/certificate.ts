import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The certificate page (/sertifikaat) and its PDF in three languages (ADR 060); the Estonian texts are
 * the spec's, word for word. The products are the spec's seven, by the slug of their material page;
 * their fractions and screens are figures and names, the same in every language (certificate.ts).
 */
export type CertificateMessage =
  | 'meta.title'
  | 'meta.description'
  | 'heading'
  | 'intro.what'
  | 'intro.tested'
  | 'intro.pdf'
  | 'products.heading'
  | 'products.intro'
  | 'column.fraction'
  | 'column.name'
  | 'column.screen'
  | 'column.use'
  | 'column.materialPage'
  | 'noScreen'
  | 'noScreen.spoken'
  | `product.${CertifiedProductKey}.name`
  | `product.${CertifiedProductKey}.use`
  | 'process.heading'
  | 'process.intro'
  | `step.${ProductionStepKey}.title`
  | `step.${ProductionStepKey}.text`
  | 'sales.heading'
  | 'sales.hours'
  | 'sales.price'
  | 'pdf.button'
  | 'pdf.newTab'
  | 'pdf.title'
  | 'pdf.fileName'
  | 'pdf.subject'
  | 'pdf.keywords'
  | 'pdf.contacts'
  | 'pdf.orders'
  | 'pdf.footer'
  | 'pdf.page'

/** The spec's seven products by the slug of their material page, in the spec's order. */
export const certifiedProductKeys = [
  'soelutud-ehitusliiv',
  'soelutud-taiteliiv',
  'looduslik-kruus',
  'soelutud-kruus',
  'kruusaveeris-64-100',
  'purukruus',
  'killustik',
] as const
export type CertifiedProductKey = (typeof certifiedProductKeys)[number]

/** The production steps, in their order. */
export const productionStepKeys = [
  'extraction',
  'screening',
  'crushing',
  'stockpiling',
  'loading',
  'qualityControl',
] as const
export type ProductionStepKey = (typeof productionStepKeys)[number]

export const certificateMessages: Catalogue<CertificateMessage> = {
  et: {
    'meta.title': 'Tootmisohje ja sertifikaat | {name}',
    'meta.description':
      'Karjääri tootmisohje: kuidas liiva, kruusa ja killustikku kaevandatakse, sõelutakse, purustatakse ja testitakse. Sertifitseeritud tooted ja sõelad.',
    heading: 'Tootmisohje ja sertifikaat',
    'intro.what':
      'Tootmisohje ehk tehase tootmisohje juhend kirjeldab, kuidas meie karjääri tooted kaevandatakse, sõelutakse ja purustatakse, kuidas neid ladustatakse ja laaditakse ning kuidas nende kvaliteeti kontrollitakse.',
    'intro.tested':
      'Meie materjalid on sertifitseeritud ja testitud. Iga toote fraktsioon ja omadused on kindlaks määratud ning tootmise käigus võetakse materjalist regulaarselt proove, et klient saaks alati ühtlase ja kirjeldatud omadustega toote.',
    'intro.pdf':
      'Allpool on tooted, mille tootmine on tootmisohjega hõlmatud. Kogu juhendi leiate PDF-failist.',
    'products.heading': 'Sertifitseeritud tooted',
    'products.intro':
      'Fraktsioon näitab toote terade suurust millimeetrites, sõel selle sõela ava suurust, millest toode läbi sõelutakse.',
    'column.fraction': 'Fraktsioon',
    'column.name': 'Toode',
    'column.screen': 'Sõel',
    'column.use': 'Kasutus',
    'column.materialPage': 'Materjali leht',
    noScreen: '–',
    'noScreen.spoken': 'puudub',
    'product.soelutud-ehitusliiv.name': 'Ehitusliiv',
    'product.soelutud-ehitusliiv.use': 'Betooni ja mördi segamiseks ning sillutise ja plaatide aluskihiks.',
    'product.soelutud-taiteliiv.name': 'Täiteliiv',
    'product.soelutud-taiteliiv.use':
      'Vundamendi ümbertäiteks, põrandaaluseks täiteks ja kaevikute tagasitäiteks.',
    'product.looduslik-kruus.name': 'Kruus',
    'product.looduslik-kruus.use': 'Teede ja platside alumiseks kihiks, täitetöödeks ning krundi tõstmiseks.',
    'product.soelutud-kruus.name': 'Sõelutud kruus',
    'product.soelutud-kruus.use': 'Drenaažiks, kapillaarkatkestuskihiks ja dekoratiivseks katteks.',
    'product.kruusaveeris-64-100.name': 'Sõelutud kruus',
    'product.kruusaveeris-64-100.use':
      'Kraavide ja kallaste kindlustamiseks, kivikorvidesse ja maastikukujunduseks.',
    'product.purukruus.name': 'Purukruus',
    'product.purukruus.use': 'Sissesõiduteede, platside ja kruusateede kulumiskihiks ning sillutise aluseks.',
    'product.killustik.name': 'Killustik',
    'product.killustik.use':
      'Vundamendi, põranda ja platside kandvaks aluseks, drenaažiks ja betooni täitematerjaliks.',
    'process.heading': 'Tootmisprotsess',
    'process.intro':
      'Tootmine käib allpool kirjeldatud etappides ning igal etapil kontrollitakse, et materjal vastaks nõuetele.',
    'step.extraction.title': 'Kaevandamine',
    'step.extraction.text':
      'Enne kaevandamist eemaldatakse pinnakiht ja muld ning need ladustatakse eraldi. Liiva ja kruusa kaevandatakse ekskavaatori ja kopplaaduriga kihtide kaupa, nii et eri koostisega kihid ei seguneks.',
    'step.screening.title': 'Sõelumine',
    'step.screening.text':
      'Kaevandatud materjal sõelutakse sõelumisseadmega fraktsioonideks. Sõela ava piirab toote suurimat tera: ehitusliiv sõelutakse 12 mm, täiteliiv 32 mm ja kruus 125 mm sõelaga.',
    'step.crushing.title': 'Purustamine',
    'step.crushing.text':
      'Purukruus ja killustik valmivad kruusa suuremate terade purustamisel ja järgneval sõelumisel. Purustatud teradel on murdepinnad, tänu millele materjal kiildub tihendamisel ja kannab hästi koormust.',
    'step.stockpiling.title': 'Ladustamine',
    'step.stockpiling.text':
      'Iga toodet hoitakse eraldi, tähistatud aunas ja puhtal alusel, et eri fraktsioonid ei seguneks omavahel ega pinnasega.',
    'step.loading.title': 'Laadimine',
    'step.loading.text':
      'Tooted laaditakse kopplaaduriga kliendi sõidukile või meie kallurile. Laadimisel kontrollitakse, et koormas oleks tellitud toode ja kogus.',
    'step.qualityControl.title': 'Kvaliteedikontroll',
    'step.qualityControl.text':
      'Tootmise ajal võetakse materjalist proove ja määratakse katsetega selle terastikuline koostis ja peenosise sisaldus. Tulemused dokumenteeritakse ja nende põhjal kinnitatakse, et toode vastab deklareeritud omadustele.',
    'sales.heading': 'Müük ja hinnad',
    'sales.hours': 'Müük toimub {hours}.',
    'sales.price': 'Hind sõltub kogusest ja transpordist.',
    'pdf.button': 'Ava tootmisohje (PDF)',
    'pdf.newTab': ' – avaneb uuel vahelehel',
    'pdf.title': '{name} – tootmisohje',
    'pdf.fileName': 'padu-karjaar-tootmisohje.pdf',
    'pdf.subject':
      'Tehase tootmisohje juhend: liiva, kruusa, purukruusa ja killustiku tootmine ja kvaliteedikontroll',
    'pdf.keywords': 'tootmisohje, sertifikaat, liiv, kruus, killustik',
    'pdf.contacts': 'Tel {phone} · {email} · {website}',
    'pdf.orders': 'Tellimused ja päringud: tel {phone}, {email}.',
    'pdf.footer': '{title} · Koostatud {date}',
    'pdf.page': 'Lk {page}/{pages}',
  },
  ru: {
    'meta.title': 'Производственный контроль и сертификат | {name}',
    'meta.description':
      'Производственный контроль карьера: как добывают, просеивают, дробят и испытывают песок, гравий и щебень. Сертифицированная продукция и сита.',
    heading: 'Производственный контроль и сертификат',
    'intro.what':
      'Производственный контроль, а точнее руководство по заводскому производственному контролю, описывает, как продукцию нашего карьера добывают, просеивают и дробят, как её складируют и грузят и как контролируют её качество.',
    'intro.tested':
      'Наши материалы сертифицированы и испытаны. Фракция и свойства каждого продукта определены, а в ходе производства из материала регулярно отбирают пробы, чтобы клиент всегда получал однородный продукт с заявленными свойствами.',
    'intro.pdf':
      'Ниже перечислена продукция, производство которой охвачено производственным контролем. Полное руководство – в PDF-файле.',
    'products.heading': 'Сертифицированная продукция',
    'products.intro':
      'Фракция показывает размер зёрен продукта в миллиметрах, сито – размер ячейки сита, через которое продукт просеивают.',
    'column.fraction': 'Фракция',
    'column.name': 'Продукт',
    'column.screen': 'Сито',
    'column.use': 'Применение',
    'column.materialPage': 'Страница материала',
    noScreen: '–',
    'noScreen.spoken': 'нет',
    'product.soelutud-ehitusliiv.name': 'Строительный песок',
    'product.soelutud-ehitusliiv.use':
      'Для приготовления бетона и раствора, а также как подстилающий слой под мощение и плитку.',
    'product.soelutud-taiteliiv.name': 'Песок для засыпки',
    'product.soelutud-taiteliiv.use': 'Для обратной засыпки фундаментов и траншей и для подсыпки под полы.',
    'product.looduslik-kruus.name': 'Гравий',
    'product.looduslik-kruus.use':
      'Для нижнего слоя дорог и площадок, для засыпки и для подъёма уровня участка.',
    'product.soelutud-kruus.name': 'Сеяный гравий',
    'product.soelutud-kruus.use': 'Для дренажа, капилляропрерывающего слоя и декоративной отсыпки.',
    'product.kruusaveeris-64-100.name': 'Сеяный гравий',
    'product.kruusaveeris-64-100.use':
      'Для укрепления канав и берегов, заполнения габионов и ландшафтного дизайна.',
    'product.purukruus.name': 'Дроблёный гравий',
    'product.purukruus.use':
      'Для верхнего слоя подъездных дорог, площадок и гравийных дорог и для основания под мощение.',
    'product.killustik.name': 'Щебень',
    'product.killustik.use':
      'Для несущего основания под фундамент, полы и площадки, для дренажа и как заполнитель для бетона.',
    'process.heading': 'Производственный процесс',
    'process.intro':
      'Производство проходит описанные ниже этапы, и на каждом этапе проверяют, соответствует ли материал требованиям.',
    'step.extraction.title': 'Добыча',
    'step.extraction.text':
      'Перед добычей снимают верхний слой грунта и почву и складируют их отдельно. Песок и гравий добывают экскаватором и фронтальным погрузчиком послойно, чтобы слои разного состава не смешивались.',
    'step.screening.title': 'Просеивание',
    'step.screening.text':
      'Добытый материал разделяют на фракции на грохоте. Ячейка сита ограничивает самое крупное зерно продукта: строительный песок просеивают через сито 12 мм, песок для засыпки – через сито 32 мм, а гравий – через сито 125 мм.',
    'step.crushing.title': 'Дробление',
    'step.crushing.text':
      'Дроблёный гравий и щебень получают, дробя крупные зёрна гравия и затем просеивая их. У дроблёных зёрен есть поверхности излома, поэтому при уплотнении материал расклинивается и хорошо держит нагрузку.',
    'step.stockpiling.title': 'Складирование',
    'step.stockpiling.text':
      'Каждый продукт хранится отдельно, в обозначенном штабеле на чистом основании, чтобы разные фракции не смешивались ни между собой, ни с грунтом.',
    'step.loading.title': 'Погрузка',
    'step.loading.text':
      'Продукцию грузят фронтальным погрузчиком в машину клиента или в наш самосвал. При погрузке проверяют, что в кузове заказанный продукт в заказанном количестве.',
    'step.qualityControl.title': 'Контроль качества',
    'step.qualityControl.text':
      'В ходе производства из материала отбирают пробы и испытаниями определяют его зерновой состав и содержание мелких частиц. Результаты документируют и на их основании подтверждают, что продукт соответствует заявленным свойствам.',
    'sales.heading': 'Продажа и цены',
    'sales.hours': 'Часы продажи: {hours}.',
    'sales.price': 'Цена зависит от количества и доставки.',
    'pdf.button': 'Открыть руководство (PDF)',
    'pdf.newTab': ' – откроется в новой вкладке',
    'pdf.title': '{name} – производственный контроль',
    'pdf.fileName': 'padu-karjaar-tootmisohje-ru.pdf',
    'pdf.subject':
      'Руководство по заводскому производственному контролю: производство и контроль качества песка, гравия, дроблёного гравия и щебня',
    'pdf.keywords': 'производственный контроль, сертификат, песок, гравий, щебень',
    'pdf.contacts': 'Тел. {phone} · {email} · {website}',
    'pdf.orders': 'Заказы и запросы: тел. {phone}, {email}.',
    'pdf.footer': '{title} · Составлено {date}',
    'pdf.page': 'Стр. {page} из {pages}',
  },
  en: {
    'meta.title': 'Factory production control and certificate | {name}',
    'meta.description':
      'The quarry’s factory production control: how sand, gravel and crushed stone are extracted, screened, crushed and tested. Certified products and screens.',
    heading: 'Factory production control and certificate',
    'intro.what':
      'Factory production control, set out in our factory production control manual, describes how the products of our quarry are extracted, screened and crushed, how they are stockpiled and loaded, and how their quality is checked.',
    'intro.tested':
      'Our materials are certified and tested. The size and properties of each product are specified, and samples of the material are taken regularly during production, so that customers always get a consistent product with the stated properties.',
    'intro.pdf':
      'Below are the products whose production is covered by factory production control. You will find the full manual in the PDF file.',
    'products.heading': 'Certified products',
    'products.intro':
      'The size is the grain size of the product in millimetres; the screen is the aperture of the screen the product passes through.',
    'column.fraction': 'Size',
    'column.name': 'Product',
    'column.screen': 'Screen',
    'column.use': 'Use',
    'column.materialPage': 'Material page',
    noScreen: '–',
    'noScreen.spoken': 'none',
    'product.soelutud-ehitusliiv.name': 'Building sand',
    'product.soelutud-ehitusliiv.use':
      'For mixing concrete and mortar, and as a bedding layer for paving and slabs.',
    'product.soelutud-taiteliiv.name': 'Fill sand',
    'product.soelutud-taiteliiv.use':
      'For backfilling around foundations and in trenches, and as fill under floors.',
    'product.looduslik-kruus.name': 'Gravel',
    'product.looduslik-kruus.use':
      'For the bottom layer of roads and hardstandings, for filling, and for raising ground levels.',
    'product.soelutud-kruus.name': 'Screened gravel',
    'product.soelutud-kruus.use': 'For drainage, capillary break layers and decorative surfacing.',
    'product.kruusaveeris-64-100.name': 'Screened gravel',
    'product.kruusaveeris-64-100.use': 'For protecting ditches and banks, filling gabions and landscaping.',
    'product.purukruus.name': 'Crushed gravel',
    'product.purukruus.use':
      'As the wearing course of driveways, hardstandings and gravel roads, and as a sub-base for paving.',
    'product.killustik.name': 'Crushed stone',
    'product.killustik.use':
      'As a load-bearing base under foundations, floors and hardstandings, for drainage and as concrete aggregate.',
    'process.heading': 'Production process',
    'process.intro':
      'Production runs in the stages described below, and at each stage we check that the material meets the requirements.',
    'step.extraction.title': 'Extraction',
    'step.extraction.text':
      'Before extraction, the overburden and topsoil are stripped and stockpiled separately. Sand and gravel are dug layer by layer with an excavator and a wheel loader, so that layers of different composition do not mix.',
    'step.screening.title': 'Screening',
    'step.screening.text':
      'The extracted material is screened into sizes in a screening plant. The screen aperture limits the largest grain of the product: building sand is screened through a 12 mm screen, fill sand through a 32 mm screen and gravel through a 125 mm screen.',
    'step.crushing.title': 'Crushing',
    'step.crushing.text':
      'Crushed gravel and crushed stone are made by crushing the larger stones of the gravel and screening them again. Crushed particles have fractured faces, so the material locks together when compacted and carries loads well.',
    'step.stockpiling.title': 'Stockpiling',
    'step.stockpiling.text':
      'Each product is kept separately in a marked stockpile on a clean base, so that the different sizes mix neither with each other nor with the ground.',
    'step.loading.title': 'Loading',
    'step.loading.text':
      'Products are loaded with a wheel loader onto the customer’s vehicle or our tipper lorry. During loading we check that the load is the product and quantity ordered.',
    'step.qualityControl.title': 'Quality control',
    'step.qualityControl.text':
      'During production, samples are taken from the material and tested for particle size distribution and fines content. The results are recorded and used to confirm that the product has its declared properties.',
    'sales.heading': 'Sales and prices',
    'sales.hours': 'We sell {hours}.',
    'sales.price': 'The price depends on the quantity and transport.',
    'pdf.button': 'Open the production control manual (PDF)',
    'pdf.newTab': ' – opens in a new tab',
    'pdf.title': '{name} – factory production control',
    'pdf.fileName': 'padu-karjaar-tootmisohje-en.pdf',
    'pdf.subject':
      'Factory production control manual: production and quality control of sand, gravel, crushed gravel and crushed stone',
    'pdf.keywords': 'factory production control, certificate, sand, gravel, crushed stone',
    'pdf.contacts': 'Tel. {phone} · {email} · {website}',
    'pdf.orders': 'Orders and enquiries: tel. {phone}, {email}.',
    'pdf.footer': '{title} · Issued {date}',
    'pdf.page': 'Page {page} of {pages}',
  },
}
