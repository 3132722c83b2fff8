// The ten materials of the catalogue. Every material page is rendered by one template, so each page's
// texts, FAQ and technical data live here as data rather than in ten separate route modules.
import type { Material } from './material.ts'

export const materials: readonly Material[] = [
  {
    slug: 'soelutud-taiteliiv',
    productName: 'Sõelutud Täiteliiv',
    title: 'Sõelutud täiteliiv',
    inquiryLabel: 'Sõelutud täiteliiv',
    priceCents: 400,
    fraction: '0-4 mm',
    densityTonnesPerCubicMetre: 1.65,
    densityText: 'umbes 1,6 t/m³',
    summary:
      'Sõelutud täiteliiv 0-4 mm vundamendi ümbertäiteks, põranda alla ja kaevikutesse. Tiheneb hästi ja on soodne suurte täitetööde jaoks.',
    description: [
      'Sõelutud täiteliiv on meie karjääri liiv, millest on sõelumisel eraldatud kivid ja suuremad terad. Fraktsiooniga 0-4 mm liiv laotub ühtlaselt ja tiheneb hästi, seepärast kasutatakse seda eelkõige seal, kus on vaja maapinda tõsta või tühimikke täita: vundamendi ümber ja sees, põrandaaluses täites, trasside kaevikutes ning hoovi ja platsi tasandamisel.',
      'Täiteliiv on meie liivadest kõige soodsam valik mahukateks töödeks. Hind on tonni kohta ilma käibemaksu (24 %) ja transpordita. Alates 8 tonnist toome liiva 4x8 kalluriga kohale, väiksema koguse laadime karjääris teie autole või haagisele.',
      'Kui liiv läheb betooni, mördi või sillutise alla, valige pigem sõelutud ehitusliiv. Täiteliiv on mõeldud täitmiseks ja tasandamiseks, mitte segude valmistamiseks.',
    ],
    uses: [
      'Vundamendi ja sokli ümbertäide',
      'Põrandaalune täide ja tasandus',
      'Kaevikute ja torutrasside tagasitäide',
      'Hoovi ja krundi tõstmine',
      'Platside ja teede aluse planeerimine',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '0-4 mm, sõelutud' },
      { label: 'Puistetihedus', value: 'umbes 1,6 t/m³ (koguse arvutamisel 1,65 t/m³)' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Tihendatavus', value: 'Hea, tihendada kihtide kaupa' },
      { label: 'Kasutus', value: 'Täitmine, ümbertäide ja tasandamine' },
      { label: 'Tarne', value: 'Kalluriga alates 8 t või laadimine karjääris' },
    ],
    faqs: [
      {
        question: 'Mitu tonni täiteliiva mul vaja läheb?',
        answer:
          'Arvutage täidetava ala pindala ja kihi paksus ning korrutage need täiteliiva teguriga 1,65:\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,65\n\nNäiteks 10 × 12 m suuruse maja aluse tõstmiseks 30 cm võrra kulub 120 × 0,3 × 1,65 = 59,4 tonni. Nii suur kogus ületab veebitellimuse piiri (25 tonni) – helistage meile ja lepime kokku veo, vajadusel ka poolhaagisega.',
      },
      {
        question: 'Kas täiteliiv sobib ka betooni või sillutise alla?',
        answer:
          'Täiteliiv on mõeldud täitmiseks, tasandamiseks ja ümbertäiteks. Betooni ja mördi segamiseks ning kiviparketi või plaatide alla soovitame sõelutud ehitusliiva, mida müüme just nendeks töödeks.\n\nKui te ei ole kindel, kumb liiv valida, helistage meile – aitame valida kasutuskoha järgi.',
      },
      {
        question: 'Kas toote täiteliiva kohale?',
        answer:
          'Jah, kui kogus on vähemalt 8 tonni ja sihtkoht asub karjäärist kuni 60 km teekaugusel. Veame 4x8 kalluriga Lääne-Virumaale, Jõgevamaale ja Järvamaale. Transpordi hind on 2,7 € kilomeetri kohta ühe suuna teekauguse järgi, näiteks 20 km kaugusele 54 € ilma käibemaksuta.\n\nAlla 8 tonni saate liiva ise järele tulla: laadime selle karjääris teie autole või haagisele.',
      },
      {
        question: 'Kuidas täiteliiva tihendada?',
        answer:
          'Laotage liiv 20-30 cm paksuste kihtidena ja tihendage iga kiht vibroplaadi või rulliga eraldi. Kergelt niiske liiv tiheneb kõige paremini: kuiva liiva võib enne tihendamist veidi kasta, väga märga liiva aga ei tasu tihendada.\n\nVundamendi vahetus läheduses kasutage kergemat tihendusseadet, et seina mitte kahjustada.',
      },
      {
        question: 'Kui kiiresti tellimus täidetakse?',
        answer:
          'Veebis esitatud tellimus on päring: võtame teiega ühendust ning kinnitame hinna ja sobiva aja. Tavaliselt täidame tellimuse 1-3 tööpäeva jooksul.\n\nVeebis saab tellida 1-25 tonni, väikseim tellimus on 15 € ilma käibemaksuta. Müük toimub E-R 08:00-17:00 (v.a talvel), laupäeval on karjäär avatud 09:00-15:00.',
      },
    ],
    orderMessages: 'kohustuslik',
    image: { kind: 'photo', file: 'soelutud-taiteliiv', alt: 'Sõelutud täiteliiva hunnik karjääris' },
    metaTitle: 'Sõelutud täiteliiv 0-4 mm | Padu Karjäär',
    metaDescription:
      'Sõelutud täiteliiv 0-4 mm hinnaga {hind} €/t + käibemaks. Vundamendi ümbertäiteks, põranda alla ja krundi tõstmiseks. Kohaletoomine alates 8 tonnist.',
  },
  {
    slug: 'soelutud-ehitusliiv',
    productName: 'Sõelutud Ehitusliiv',
    title: 'Sõelutud ehitusliiv',
    inquiryLabel: 'Sõelutud ehitusliiv',
    priceCents: 500,
    fraction: '0-4 mm',
    densityTonnesPerCubicMetre: 1.7,
    densityText: '1,5-1,7 t/m³',
    summary:
      'Sõelutud ehitusliiv 0-4 mm betooni ja mördi segamiseks ning kiviparketi ja plaatide aluskihiks. Kividest ja suurematest teradest puhastatud.',
    description: [
      'Sõelutud ehitusliiv on liiv, mida ehitusplatsil läheb vaja peaaegu iga päev: betooni ja mördi segamiseks, kiviparketi ja äärekivide aluskihiks ning plaatide ja astmete alla tasanduseks. Sõelumine eemaldab liivast kivid ja suuremad terad, nii et segu tuleb ühtlane ja aluskihti on lihtne loodi ajada.',
      'Ehitusliiva puistetihedus on niiskusest olenevalt 1,5-1,7 t/m³, koguse arvutamisel kasutame tegurit 1,70. Hinnad on tonni kohta ilma käibemaksu ja transpordita.',
      'Kandvate konstruktsioonide betooni retsepti koostab projekteerija või betoonitehas. Meie ehitusliiv sobib eelkõige platsil segatavaks betooniks ja mördiks väiksematel töödel ning sillutiste alla.',
    ],
    uses: [
      'Betooni segamine platsil',
      'Müüri- ja krohvimört',
      'Kiviparketi ja äärekivide aluskiht',
      'Plaatide ja astmete alune tasandus',
      'Põranda tasanduskiht',
      'Torude alla ja ümber kaevikus',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '0-4 mm, sõelutud' },
      { label: 'Puistetihedus', value: '1,5-1,7 t/m³ (koguse arvutamisel 1,70 t/m³)' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Kasutus', value: 'Betoon, mört, sillutise aluskiht' },
      { label: 'Hoiustamine', value: 'Katta kilega, et liiv püsiks puhas ja ühtlaselt niiske' },
      { label: 'Tarne', value: 'Kalluriga alates 8 t kuni 60 km, väiksem kogus laadimisega karjääris' },
    ],
    faqs: [
      {
        question: 'Kui palju ehitusliiva sillutise alla vaja on?',
        answer:
          'Kasutage valemit\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,70\n\nKiviparketi alla tehakse tavaliselt 3-5 cm paksune liivakiht. 40 m² terrassi puhul ja 5 cm kihiga tuleb 40 × 0,05 × 1,70 = 3,4 tonni. Betooni ja mördi jaoks arvutage liiva kogus segu retsepti järgi.',
      },
      {
        question: 'Mille poolest erineb ehitusliiv täiteliivast?',
        answer:
          'Mõlemad liivad on sõelutud ja fraktsiooniga 0-4 mm, kuid ehitusliiv on mõeldud segudeks ja aluskihtideks: betooni, mördi ning kiviparketi ja plaatide alla. Täiteliiv on soodsam ja sobib mahukateks täitetöödeks, näiteks vundamendi ümber või krundi tõstmiseks.\n\nRusikareegel: kui liiv jääb kivide, plaatide või betooni sisse või alla, valige ehitusliiv.',
      },
      {
        question: 'Kuidas ehitusliiv ehitusplatsile jõuab?',
        answer:
          'Vähemalt 8 tonni toome 4x8 kalluriga kuni 60 km teekaugusele karjäärist Lääne-Virumaal, Jõgevamaal või Järvamaal. Veo hind on 2,7 € kilomeetri kohta ühe suuna teekauguse järgi.\n\nPaar tonni sillutise alla on mõistlik ise ära viia: laadime liiva karjääris teie kastiautole või haagisele.',
      },
      {
        question: 'Kuidas ehitusliiva platsil hoida?',
        answer:
          'Hoidke liivahunnikut puhtal alusel, näiteks kile peal, et liiva hulka ei seguneks mulda ega prahti. Katke hunnik vihma ja tuule eest: ühtlaselt niiske liivaga on segu vee hulka lihtsam paika saada.\n\nKui liiv on märg, lisage segusse vähem vett.',
      },
      {
        question: 'Kuidas ehitusliiva tellida?',
        answer:
          'Valige veebivormis kogus 1-25 tonni ning kohaletoomine või laadimine karjääris. Tellimus on päring – võtame teiega ühendust ning kinnitame hinna ja aja. Tavaliselt täidame tellimuse 1-3 tööpäevaga.\n\nÜle 25 tonni puhul helistage meile, suurema veo saab kokku leppida ka poolhaagisega.',
      },
    ],
    orderMessages: 'kohustuslik',
    image: { kind: 'photo', file: 'soelutud-ehitusliiv', alt: 'Sõelutud ehitusliiva hunnik lähedalt' },
    metaTitle: 'Sõelutud ehitusliiv 0-4 mm betooniks | Padu Karjäär',
    metaDescription:
      'Sõelutud ehitusliiv 0-4 mm betooni, mördi ja sillutise aluse jaoks, hind {hind} €/t + käibemaks. Laadimine karjääris või kohaletoomine alates 8 tonnist.',
  },
  {
    slug: 'kaldaliiv',
    productName: 'Kaldaliiv',
    title: 'Kaldaliiv',
    inquiryLabel: 'Kaldaliiv',
    priceCents: 350,
    fraction: '0-2 mm',
    densityTonnesPerCubicMetre: 1.6,
    densityText: '1,5-1,6 t/m³',
    summary:
      'Peeneteraline kaldaliiv 0-2 mm liivakasti, mänguväljakule ja haljastusse. Meie kõige soodsam liiv – peen ja pehme.',
    description: [
      'Kaldaliiv on looduslik peeneteraline liiv fraktsiooniga 0-2 mm. Peen ja pehme liiv sobib hästi sinna, kus sellega otse kokku puututakse: laste liivakasti, mänguväljaku turvaalale ja rannavõrkpalli platsile.',
      'Samuti kasutatakse kaldaliiva muru rajamisel, muruplatsi liivatamisel ja haljastuses, kus see parandab raske pinnase veeläbilaskvust ja aitab pinda tasandada.',
      'Kaldaliiv on meie liivadest kõige soodsam. Kandvate aluskihtide, betooni ja mördi jaoks sobivad paremini sõelutud ehitusliiv või täiteliiv.',
    ],
    uses: [
      'Laste liivakast',
      'Mänguväljaku turvaala',
      'Rannavõrkpalli plats',
      'Muru rajamine ja liivatamine',
      'Haljastus ja pinnase parandamine',
      'Väiksemad tasandustööd',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '0-2 mm' },
      { label: 'Puistetihedus', value: '1,5-1,6 t/m³ (koguse arvutamisel 1,60 t/m³)' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Tera', value: 'Peen ja pehme looduslik liiv' },
      { label: 'Kasutus', value: 'Liivakastid, mänguplatsid, haljastus' },
      { label: 'Tarne', value: 'Laadimine karjääris, kohaletoomine alates 8 t' },
    ],
    faqs: [
      {
        question: 'Kui palju kaldaliiva liivakasti läheb?',
        answer:
          'Tonnid saate arvutada nii:\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,60\n\nNäiteks 2 × 2 m liivakasti täitmiseks 30 cm paksuse kihiga kulub 4 × 0,3 × 1,60 = 1,92 tonni ehk umbes 2 tonni.\n\nVäikseim tellimus on 15 € ilma käibemaksuta, mis kaldaliiva puhul tähendab praeguse hinnaga vähemalt 5 tonni. Ülejäänud liiv kulub ära muru või peenarde juures või liivakasti täiendamiseks järgmisel aastal.',
      },
      {
        question: 'Kas kaldaliiv sobib rannavõrkpalli platsile?',
        answer:
          'Jah, peen ja pehme kaldaliiv sobib platsidele, kus mängitakse paljajalu. Võistlusplatsidel on liivakiht tavaliselt vähemalt 40 cm paksune, harrastusplatsile piisab sageli ka õhemast kihist.\n\nPlatsi alla tasub teha vett juhtiv kruusakiht, et liiv pärast vihma kiiresti kuivaks.',
      },
      {
        question: 'Kas kaldaliiva saab koju tellida?',
        answer:
          'Kohale toome alates 8 tonnist 4x8 kalluriga, kui sihtkoht on karjäärist kuni 60 km teekaugusel. Transport maksab 2,7 € kilomeetri kohta ühe suuna teekauguse järgi, näiteks 35 km puhul 94,50 € ilma käibemaksuta.\n\nLiivakasti jaoks vajaliku väiksema koguse saab ise järele tulla – laadime liiva karjääris teie haagisele või kastiautole.',
      },
      {
        question: 'Kuidas kaldaliiva hoida?',
        answer:
          'Peen kuiv liiv kandub tuulega laiali, seepärast katke hunnik presendi või kilega. Liivakasti puhul hoiab kate eemal ka lehed, prahi ja loomad.\n\nPange liivakasti põhja filterkangas: siis ei segune liiv aluspinnasega ja vihmavesi saab ära imbuda.',
      },
      {
        question: 'Millal saan kaldaliiva kätte?',
        answer:
          'Pärast veebitellimuse esitamist võtame teiega ühendust ning kinnitame hinna ja aja – tellimus on päring, mitte lõplik ost. Tavaliselt saab liiva kätte 1-3 tööpäeva jooksul.\n\nMüük toimub E-R 08:00-17:00 (v.a talvel). Karjääris laadimise täpse aja lepime kokku tellimuse kinnitamisel.',
      },
    ],
    orderMessages: 'noutud',
    image: { kind: 'photo', file: 'kaldaliiv', alt: 'Peeneteralise heleda kaldaliiva hunnik' },
    metaTitle: 'Kaldaliiv 0-2 mm liivakasti | Padu Karjäär',
    metaDescription:
      'Peeneteraline kaldaliiv 0-2 mm liivakasti, mänguväljakule ja muru rajamiseks. Hind {hind} €/t + käibemaks, laadimine karjääris või kohaletoomine.',
  },
  {
    slug: 'looduslik-kruus',
    productName: 'Looduslik kruus',
    title: 'Looduslik kruus',
    inquiryLabel: 'Looduslik kruus',
    priceCents: 350,
    fraction: '0-90 mm (sorteerimata)',
    densityTonnesPerCubicMetre: 1.8,
    densityText: 'umbes 1,8 t/m³',
    summary:
      'Sorteerimata looduslik kruus 0-90 mm teede, platside ja täitetööde aluskihiks. Soodne, sertifitseeritud ja testitud materjal suurteks mahtudeks.',
    description: [
      'Looduslik kruus on karjäärist kaevandatud sorteerimata segu liivast, kruusast ja kividest fraktsiooniga 0-90 mm. Kuna materjali ei sõeluta, on see meie kõige soodsam kruus ja sobib hästi mahukateks töödeks: metsa- ja põlluteede remondiks, platside ja parklate aluskihiks ning krundi täitmiseks.',
      'Eri suurusega terad kiilduvad tihendamisel omavahel ja moodustavad kandva kihi. Pealmiseks kihiks, kus sõidetakse ja käiakse, soovitame laotada purukruusa, sest pinnale jäävad suuremad kivid teevad pinna konarlikuks.',
      'Looduslik kruus 0-90 mm on sertifitseeritud ja testitud materjal, katsetulemused leiate sertifikaadi lehelt.',
    ],
    uses: [
      'Metsa- ja põlluteede remont',
      'Platside ja parklate aluskiht',
      'Sissesõidutee alumine kiht',
      'Krundi ja hoovi täitmine',
      'Ehitusaluse pinna tõstmine',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '0-90 mm, sorteerimata' },
      { label: 'Puistetihedus', value: 'umbes 1,8 t/m³' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Koostis', value: 'Liiva, kruusa ja kivide looduslik segu' },
      { label: 'Sertifikaat', value: 'Sertifitseeritud ja testitud materjal' },
      { label: 'Kasutus', value: 'Aluskihid ja täitetööd' },
      { label: 'Suured kogused', value: 'Üle 25 t telefoni teel, vedu ka poolhaagisega' },
    ],
    faqs: [
      {
        question: 'Kui palju kruusa kulub teelõigu jaoks?',
        answer:
          'Arvutage nii:\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,80\n\nNäiteks 100 m pikkuse ja 3 m laiuse tee jaoks 20 cm kihiga kulub 300 × 0,2 × 1,80 = 108 tonni. Veebis saab tellida kuni 25 tonni, nii suure koguse puhul helistage meile – teeme hinnapakkumise ja vajadusel lepime kokku veo poolhaagisega.',
      },
      {
        question: 'Millal valida looduslik kruus, millal purukruus?',
        answer:
          'Looduslik kruus on soodne ja sobib alumiseks kihiks ja täiteks, kus pinna ühtlus ei ole kõige olulisem. Purukruus 0-32 mm on purustatud ja väiksema teraga, see tiheneb siledaks ja kõvaks pinnaks.\n\nHea lahendus teele või platsile on paksem kiht looduslikku kruusa alla ja 10-15 cm purukruusa peale.',
      },
      {
        question: 'Kuidas kruus kohale tuuakse?',
        answer:
          'Veame 4x8 kalluriga alates 8 tonnist kuni 60 km teekaugusele karjäärist. Transpordi hind on 2,7 € kilomeetri kohta ühe suuna teekauguse järgi – 15 km kaugusele maksab vedu 40,50 € ilma käibemaksuta.\n\nVeenduge, et koormaga kallur pääseb kohale: tee peab kandma rasket autot ja kallutamiseks on vaja ruumi ka kõrguses. Ise järele tulles laadime kruusa karjääris teie veokile.',
      },
      {
        question: 'Kuidas looduslikku kruusa teele laotada?',
        answer:
          'Eemaldage enne kruusa laotamist teelt muld ja taimestik ning kujundage tee kergelt kumeraks, et vesi valguks servadesse. Laotage kruus 15-25 cm paksuste kihtidena ja tihendage iga kiht rulliga.\n\nPinnale jäänud suuremad kivid riisuge kõrvale või katke purukruusaga.',
      },
      {
        question: 'Kuidas tellimine käib?',
        answer:
          'Esitage tellimus veebivormis (1-25 tonni) või helistage meile. Tellimus on päring: võtame teiega ühendust ning kinnitame hinna ja tarneaja. Tavaliselt jõuab kruus kohale 1-3 tööpäevaga.\n\nVäikseim tellimus on 15 € ilma käibemaksuta ehk loodusliku kruusa puhul praeguse hinnaga 5 tonni.',
      },
    ],
    orderMessages: 'e-mail',
    image: {
      kind: 'photo',
      file: 'looduslik-kruus',
      alt: 'Sorteerimata loodusliku kruusa hunnik, milles on liiva, kruusa ja kive',
    },
    metaTitle: 'Looduslik kruus 0-90 mm | Padu Karjäär',
    metaDescription:
      'Sorteerimata looduslik kruus 0-90 mm teede, platside ja täitetööde aluseks. Hind {hind} €/t + käibemaks, suured kogused ka poolhaagisega.',
  },
  {
    slug: 'soelutud-kruus',
    productName: 'Sõelutud kruus',
    title: 'Sõelutud kruus',
    inquiryLabel: 'Sõelutud kruus',
    priceCents: 600,
    fraction: '16-32 mm',
    densityTonnesPerCubicMetre: 1.8,
    densityText: 'umbes 1,8 t/m³',
    summary:
      'Sõelutud kruus 16-32 mm drenaažiks, vundamendi ümber ja dekoratiivseks katteks. Ümarate teradega, hästi vett läbilaskev ja sertifitseeritud.',
    description: [
      'Sõelutud kruus on looduslik kruus, millest on sõelumisega eraldatud 16-32 mm terad. Liiv ja peenosis on välja sõelutud, seepärast laseb kruus vett hästi läbi ega kerki külmaga. Ümarate teradega kruus on ka ilus vaadata – seda kasutatakse nii drenaažis kui ka maja ümbruse katteks.',
      'Tüüpilised kasutuskohad on vundamendi ümber rajatav drenaaž ja põrandaalune kapillaarkatkestuskiht, sadevee immutamine ning maja ümber kulgev kruusariba. Ümarad terad annavad koormuse all järele, seega sõidetavale platsile sobivad paremini purukruus või killustik.',
      '16-32 mm sõelutud kruus on sertifitseeritud ja testitud materjal.',
    ],
    uses: [
      'Vundamendi drenaaž',
      'Kapillaarkatkestuskiht põranda all',
      'Sadevee immutamine ja imbkaevud',
      'Kruusariba maja ümber',
      'Dekoratiivne kate aias',
      'Aiateede kate',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '16-32 mm' },
      { label: 'Puistetihedus', value: 'umbes 1,8 t/m³' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Tera kuju', value: 'Ümar, looduslik' },
      { label: 'Veeläbilaskvus', value: 'Hea, peenosis on välja sõelutud' },
      { label: 'Sertifikaat', value: 'Sertifitseeritud ja testitud materjal' },
    ],
    faqs: [
      {
        question: 'Kui palju kruusa läheb maja ümber kruusaribaks?',
        answer:
          'Kasutage valemit\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,80\n\n40 m pikkuse ja 0,5 m laiuse riba pindala on 20 m². Kui kruusakiht on 20 cm paks, kulub 20 × 0,2 × 1,80 = 7,2 tonni. Kuna kohaletoomine algab 8 tonnist, tellige kas 8 tonni või tulge ise järele.',
      },
      {
        question: 'Kas valida 16-32 mm kruus või killustik?',
        answer:
          'Sõelutud kruusa terad on ümarad, killustikul aga teravaservalised. Drenaažis töötavad mõlemad, kuid kandvasse alusesse, mis peab koormuse all paigal püsima, sobib paremini killustik, sest teravad terad kiilduvad omavahel.\n\nKruus on seevastu meeldivam vaadata ja peal käia ning ka soodsam.',
      },
      {
        question: 'Kas sõelutud kruusa saab koju tellida?',
        answer:
          'Jah, alates 8 tonnist toome kruusa 4x8 kalluriga Lääne-Virumaal, Jõgevamaal ja Järvamaal kuni 60 km teekaugusele karjäärist. Vedu maksab 2,7 € kilomeetri kohta ühe suuna teekauguse järgi.\n\nVäiksema koguse laadime karjääris teie autole või haagisele.',
      },
      {
        question: 'Kuidas drenaažikruusa paigaldada?',
        answer:
          'Vooderdage kraav filterkangaga, laotage põhja kruusakiht, asetage drenaažitoru ja katke see kruusaga. Pöörake filterkangas kruusa peale kinni, et muld ei uhuks kruusa vahele ega ummistaks drenaaži.\n\nÜmarat kruusa ei ole vaja tihendada – see vajub ise paika.',
      },
      {
        question: 'Kui kiiresti saan sõelutud kruusa?',
        answer:
          'Pärast tellimuse saamist võtame teiega ühendust ning kinnitame hinna ja aja, sest veebitellimus on päring. Tavaliselt täidame tellimuse 1-3 tööpäevaga.\n\nMüük toimub E-R 08:00-17:00 (v.a talvel), laupäeval on karjäär avatud 09:00-15:00.',
      },
    ],
    orderMessages: 'kohustuslik',
    image: { kind: 'photo', file: 'soelutud-kruus', alt: 'Ümarateralise sõelutud kruusa 16-32 mm hunnik' },
    metaTitle: 'Sõelutud kruus 16-32 mm drenaažiks | Padu Karjäär',
    metaDescription:
      'Sõelutud kruus 16-32 mm drenaažiks, kapillaarkatkestuseks ja maja ümbruse katteks. Hind {hind} €/t + käibemaks, kohaletoomine alates 8 tonnist.',
  },
  {
    slug: 'purukruus',
    productName: 'Purukruus',
    title: 'Purukruus',
    inquiryLabel: 'Purukruus',
    priceCents: 650,
    fraction: '0-32 mm',
    densityTonnesPerCubicMetre: 1.85,
    densityText: 'umbes 1,85 t/m³',
    summary:
      'Purukruus 0-32 mm sissesõiduteele, parklasse ja platsile. Tiheneb kõvaks ja siledaks pinnaks, mis kannab ka sõiduautot.',
    description: [
      'Purukruus valmib kruusa purustamisel ja sõelumisel. Purustatud teradel on murdepinnad ja teravad servad, mistõttu materjal kiildub tihendamisel kokku ja moodustab kõva, kandva pinna. Fraktsioon 0-32 mm sisaldab ka peenemat osa, mis täidab suuremate terade vahed.',
      'Purukruus on levinuim valik sissesõiduteede, parklate, hooviplatside ja kruusateede pealmiseks kihiks. Samuti kasutatakse seda kiviparketi ja betoonplaatide aluskihina.',
      '0-32 mm purukruus on sertifitseeritud ja testitud materjal. Hinnad on tonni kohta ilma käibemaksu ja transpordita.',
    ],
    uses: [
      'Sissesõiduteede kate',
      'Parklad ja hooviplatsid',
      'Kruusateede pealmine kiht',
      'Sillutise aluskiht',
      'Hoone ümbruse tugev alus',
      'Aiateed',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '0-32 mm' },
      { label: 'Puistetihedus', value: 'umbes 1,85 t/m³' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Tera kuju', value: 'Purustatud, murdepindadega' },
      { label: 'Tihendatavus', value: 'Väga hea, tiheneb kõvaks pinnaks' },
      { label: 'Sertifikaat', value: 'Sertifitseeritud ja testitud materjal' },
    ],
    faqs: [
      {
        question: 'Mitu tonni purukruusa sissesõiduteele vaja on?',
        answer:
          'Arvutage valemiga\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,85\n\n20 m pikkuse ja 3 m laiuse sissesõidutee jaoks 15 cm kihiga tuleb 60 × 0,15 × 1,85 = 16,65 tonni. Tihendamisel kiht vajub, seega lisage umbes 10 % varu ja tellige ligikaudu 18 tonni.',
      },
      {
        question: 'Kas purukruus sobib sillutise alla?',
        answer:
          'Jah. Kiviparketi või plaatide all on purukruus kandev aluskiht, mille peale tuleb õhuke kiht sõelutud ehitusliiva. Kõnniteel piisab tavaliselt 10-15 cm purukruusast, autoga sõidetaval alal tehakse aluskiht paksem.\n\nPehme või savise pinnase puhul laske aluse paksus määrata projekteerijal.',
      },
      {
        question: 'Kuidas purukruus kohale jõuab?',
        answer:
          'Alates 8 tonnist toome purukruusa 4x8 kalluriga, kui objekt jääb karjäärist kuni 60 km teekaugusele. Vedu maksab 2,7 € kilomeetri kohta ühe suuna teekauguse järgi, 40 km kaugusele seega 108 € ilma käibemaksuta.\n\nOma autoga tulles laadime purukruusa karjääris.',
      },
      {
        question: 'Kuidas purukruusa tihendada?',
        answer:
          'Laotage purukruus ühtlaselt kuni 15 cm paksuste kihtidena ja tihendage iga kiht vibroplaadi või rulliga. Kergelt niiske materjal tiheneb paremini, nii et kuiva ilmaga kastke kruusa enne tihendamist.\n\nAndke pinnale servade suunas väike kalle, et vesi ei jääks lompidesse.',
      },
      {
        question: 'Kas purukruusa saab tellida ka suuremas koguses?',
        answer:
          'Veebis saab tellida 1-25 tonni. Suurema koguse puhul helistage meile: teeme hinnapakkumise ja vajadusel korraldame veo poolhaagisega.\n\nIga tellimus on päring – võtame teiega ühendust ning kinnitame hinna ja aja. Tavaliselt täidame tellimuse 1-3 tööpäevaga.',
      },
    ],
    orderMessages: 'e-mail',
    image: {
      kind: 'photo',
      file: 'purukruus',
      alt: 'Purukruusa hunnik, milles on nii peeneid kui ka jämedaid purustatud terasid',
    },
    metaTitle: 'Purukruus 0-32 mm sissesõiduteele | Padu Karjäär',
    metaDescription:
      'Purukruus 0-32 mm sissesõiduteele, parklasse ja sillutise alla. Tiheneb kõvaks pinnaks. Hind {hind} €/t + käibemaks, kohaletoomine alates 8 tonnist.',
  },
  {
    slug: 'killustik',
    productName: 'Killustik',
    title: 'Killustik',
    inquiryLabel: 'Killustik',
    priceCents: 800,
    fraction: '16-32 mm',
    densityTonnesPerCubicMetre: 1.85,
    densityText: 'umbes 1,85 t/m³',
    summary:
      'Killustik 16-32 mm vundamendi alla, drenaaži ja kandvatesse aluskihtidesse. Teravaservalised terad kiilduvad ja püsivad koormuse all paigal.',
    description: [
      'Killustik on purustatud kivimaterjal, mille teravaservalised terad kiilduvad tihendamisel omavahel ja hoiavad aluse koormuse all paigal. Fraktsioon 16-32 mm on üks enim kasutatavaid: sellest tehakse vundamentide, põrandate ja platside kandvaid ning vett läbilaskvaid aluskihte.',
      'Kuna killustikus ei ole liiva ega peenosist, laseb see vett hästi läbi ega kerki külmaga. Seepärast sobib killustik ka drenaaži, põranda alla kapillaarkatkestuskihiks ning betooni täitematerjaliks.',
      '16-32 mm killustik on sertifitseeritud ja testitud materjal.',
    ],
    uses: [
      'Vundamendi alune kiht',
      'Kapillaarkatkestus põranda all',
      'Platside ja parklate kandev alus',
      'Drenaaž ja imbsüsteemid',
      'Betooni täitematerjal',
      'Teede aluskiht',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '16-32 mm' },
      { label: 'Puistetihedus', value: 'umbes 1,85 t/m³' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Tera kuju', value: 'Purustatud, teravaservaline' },
      { label: 'Külmakindlus', value: 'Vett läbilaskev, ei kerki külmaga' },
      { label: 'Sertifikaat', value: 'Sertifitseeritud ja testitud materjal' },
      { label: 'Tellimisvaru', value: '10-15 % arvutatud kogusest' },
    ],
    faqs: [
      {
        question: 'Kui palju killustikku tellida?',
        answer:
          'Põhivalem on\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,85\n\nNäiteks 6 × 7 m garaaži aluse jaoks 20 cm kihiga kulub 42 × 0,2 × 1,85 = 15,54 tonni. Killustik tiheneb ja osa läheb paigaldamisel kaotsi, seega tellige 10-15 % rohkem – antud juhul umbes 17-18 tonni.',
      },
      {
        question: 'Kas 16-32 mm on õige fraktsioon?',
        answer:
          'Fraktsioon 16-32 mm sobib hästi ehitusaluste, drenaaži ja kapillaarkatkestuse kihtideks. Kui vajate pinda, mis tiheneb siledaks ja millel saab sõita, valige purukruus 0-32 mm või laotage see killustikukihi peale.\n\nDekoratiivseks katteks on ümarate teradega sõelutud kruus jalale mõnusam.',
      },
      {
        question: 'Kas toote killustiku ehitusplatsile?',
        answer:
          'Toome killustiku 4x8 kalluriga, kui tellite vähemalt 8 tonni ja ehitusplats asub karjäärist kuni 60 km teekaugusel. Teenindame Lääne-Virumaad, Jõgevamaad ja Järvamaad. Transpordi hind on 2,7 € kilomeetri kohta ühe suuna teekauguse järgi.\n\nVäiksema koguse võite ise järele tulla, laadime killustiku karjääris teie autole.',
      },
      {
        question: 'Kuidas killustikualust rajada?',
        answer:
          'Koorige pealt muld ja taimestik, tasandage põhi ning laotage killustiku alla filterkangas, mis takistab killustiku segunemist pinnasega. Laotage killustik 15-20 cm paksuste kihtidena ja tihendage iga kiht vibroplaadiga.\n\nKapillaarkatkestuskihis peab killustik jääma puhtaks, sinna ei tohi sattuda mulda ega liiva.',
      },
      {
        question: 'Kui kiiresti killustik kohale jõuab?',
        answer:
          'Tellimus on päring: pärast selle saamist võtame teiega ühendust ning kinnitame hinna ja aja. Tavaliselt jõuab killustik kohale 1-3 tööpäevaga.\n\nVeebis saab tellida 1-25 tonni. Suurema koguse korral helistage meile, veo saab kokku leppida ka poolhaagisega.',
      },
    ],
    orderMessages: 'e-mail',
    image: { kind: 'photo', file: 'killustik', alt: 'Teravaservalise killustiku 16-32 mm hunnik' },
    metaTitle: 'Killustik 16-32 mm Lääne-Virumaal | Padu Karjäär',
    metaDescription:
      'Killustik 16-32 mm vundamendi alla, drenaaži ja kandvatesse aluskihtidesse. Hind {hind} €/t + käibemaks. Kohaletoomine 4x8 kalluriga alates 8 tonnist.',
  },
  {
    slug: 'kruusaveeris-32-64',
    productName: 'Kruusaveeris 32-64',
    title: 'Kruusaveeris 32-64',
    inquiryLabel: 'Kruusaveeris 32-64',
    priceCents: 600,
    fraction: '32-64 mm',
    densityTonnesPerCubicMetre: 1.5,
    densityText: 'umbes 1,5 t/m³',
    summary:
      'Kruusaveeris 32-64 mm drenaažikraavidesse, imbkaevudesse ja aeda katteks. Ümarad looduslikud kivid, mis lasevad vett hästi läbi.',
    description: [
      'Kruusaveeris 32-64 mm koosneb looduslikult ümardunud kividest, mis on sõelumisel eraldatud kruusast ja liivast. Suured terad jätavad enda vahele palju tühimikke, seepärast juhib veeris vett väga hästi ning sobib drenaažikraavide, imbkaevude ja sadevee immutussüsteemide täiteks.',
      'Aias ja haljastuses kasutatakse veerist kiviktaimlates, peenarde ja hoone ümbruse katteks ning kuivojade kujundamisel. Ümarad kivid näevad looduslikud välja ja sobivad hästi kokku taimede ja puiduga.',
      'Veerise puistetihedus on umbes 1,5 t/m³: suurte terade vahele jääb palju õhku, seega kaalub kuupmeeter vähem kui liival või purukruusal.',
    ],
    uses: [
      'Drenaažikraavid',
      'Imbkaevud ja immutussüsteemid',
      'Hoone ümbruse kate',
      'Kiviktaimlad ja peenarde kate',
      'Kuivojade kujundamine',
      'Kraavide põhja kindlustamine',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '32-64 mm' },
      { label: 'Puistetihedus', value: 'umbes 1,5 t/m³' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Tera kuju', value: 'Looduslikult ümardunud kivid' },
      { label: 'Veeläbilaskvus', value: 'Väga hea' },
      { label: 'Kasutus', value: 'Drenaaž, immutamine, haljastus' },
    ],
    faqs: [
      {
        question: 'Kui palju veerist drenaažikraavi läheb?',
        answer:
          'Tonnid saate valemiga\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,50\n\nKraavi puhul on pindala kraavi pikkus korda laius. 15 m pikkune ja 0,6 m laiune kraav, mis täidetakse 0,5 m kõrguselt, vajab 9 × 0,5 × 1,50 = 6,75 tonni veerist.\n\nKohaletoomiseks tellige vähemalt 8 tonni – ülejäänud kivid sobivad näiteks hoone ümbruse katteks.',
      },
      {
        question: 'Kas valida 32-64 või 64-100 mm veeris?',
        answer:
          '32-64 mm veeris on mitmekülgsem: see sobib nii drenaaži kui ka aeda katteks ja seda on lihtne labidaga laotada.\n\n64-100 mm veeris on mõeldud kohtadesse, kus kivid peavad vastu pidama voolavale veele, näiteks kraavide ja kallaste kindlustamiseks, ning kivikorvide täiteks.',
      },
      {
        question: 'Kuidas veeris kohale tuuakse?',
        answer:
          'Alates 8 tonnist toome veerise 4x8 kalluriga kuni 60 km teekaugusele karjäärist. Veo hind on 2,7 € kilomeetri kohta ühe suuna teekauguse järgi, näiteks 50 km puhul 135 € ilma käibemaksuta.\n\nAiatöödeks vajaliku väiksema koguse võite ise järele tulla – laadime veerise karjääris.',
      },
      {
        question: 'Kuidas veerist aias katteks kasutada?',
        answer:
          'Eemaldage pinnalt taimestik ja muld ning laotage alla filterkangas, siis ei kasva taimed kivide vahelt läbi. Katteks piisab umbes 8-10 cm paksusest kihist.\n\nPiirake ala äärekivi või servaribaga, et veeris ei valguks murule.',
      },
      {
        question: 'Kuidas veerist tellida?',
        answer:
          'Valige veebivormis kogus (1-25 tonni) ning kohaletoomine või laadimine karjääris. Tellimus on päring – võtame teiega ühendust ning kinnitame hinna ja aja. Tavaliselt täidame tellimuse 1-3 tööpäevaga.\n\nVäikseim tellimus on 15 € ilma käibemaksuta, veerise puhul praeguse hinnaga 3 tonni.',
      },
    ],
    orderMessages: 'e-mail',
    image: { kind: 'photo', file: 'kruusaveeris-32-64', alt: 'Ümarate kruusaveeriste 32-64 mm hunnik' },
    metaTitle: 'Kruusaveeris 32-64 mm drenaažiks | Padu Karjäär',
    metaDescription:
      'Kruusaveeris 32-64 mm drenaažikraavidesse, imbkaevudesse ja aeda katteks. Hind {hind} €/t + käibemaks, laadimine karjääris või kohaletoomine.',
  },
  {
    slug: 'kruusaveeris-64-100',
    productName: 'Kruusaveeris 64-100',
    title: 'Kruusaveeris 64-100',
    inquiryLabel: 'Kruusaveeris 64-100',
    priceCents: 600,
    fraction: '64-100 mm',
    densityTonnesPerCubicMetre: 1.45,
    densityText: 'umbes 1,45 t/m³',
    summary:
      'Suur kruusaveeris 64-100 mm kraavide ja kallaste kindlustamiseks, kivikorvidesse ja maastikukujundusse. Rasked ümarad kivid.',
    description: [
      'Kruusaveeris 64-100 mm on meie suurim sõelutud fraktsioon: ümarad, umbes rusikasuurused looduslikud kivid. Vesi ei uhu suuri ja raskeid kive kergesti minema, seepärast kasutatakse neid kraavide põhja ja nõlvade, truupide otste ning tiigi ja oja kallaste kindlustamiseks.',
      'Maastikukujunduses sobib suur veeris kiviktaimlasse, kuivojadesse, kivikorvidesse ja hoone ümber dekoratiivseks servaks. Drenaažis kasutatakse seda suuremate imbkaevude täiteks.',
      '64-100 mm sõelutud kruus on sertifitseeritud ja testitud materjal.',
    ],
    uses: [
      'Kraavide ja nõlvade kindlustamine',
      'Truupide otste kindlustamine',
      'Tiigi ja oja kallaste kindlustamine',
      'Kivikorvide täide',
      'Kiviktaimlad ja maastikukujundus',
      'Suuremad imbkaevud',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '64-100 mm' },
      { label: 'Puistetihedus', value: 'umbes 1,45 t/m³' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Tera kuju', value: 'Ümarad, umbes rusikasuurused kivid' },
      { label: 'Sertifikaat', value: 'Sertifitseeritud ja testitud (64-100 mm sõelutud kruus)' },
      { label: 'Kasutus', value: 'Kraavide ja kallaste kindlustus, haljastus' },
    ],
    faqs: [
      {
        question: 'Kui palju veerist kraavi kindlustamiseks kulub?',
        answer:
          'Arvutage nii:\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,45\n\nKui 30 m pikkuse kraavi põhja laotakse kivid 1,2 m laiusele ribale, on pindala 36 m². 20 cm paksuse kihiga kulub 36 × 0,2 × 1,45 = 10,44 tonni ehk umbes 10,5 tonni.\n\nKivikorvide puhul arvutage korvi maht (pikkus × laius × kõrgus) ja korrutage see 1,45-ga.',
      },
      {
        question: 'Milleks sobib 64-100 mm veeris paremini kui väiksem?',
        answer:
          'Mida suurem ja raskem kivi, seda paremini peab see vastu voolavale veele ja lainetusele. Seepärast valitakse kraavi- ja kaldakindlustuseks ning kivikorvidesse 64-100 mm veeris. Kivikorvi puhul kontrollige, et võrgu silm oleks kividest väiksem.\n\nDrenaažitoru ümber ja väiksematele aiapindadele sobib paremini 32-64 mm veeris.',
      },
      {
        question: 'Kas suurt veerist saab ise ära viia?',
        answer:
          'Jah, laadime veerise karjääris teie autole või haagisele. Arvestage, et kivid on rasked ja haagise kandevõime täitub kiiresti – üks kuupmeeter kaalub umbes 1,45 tonni.\n\nAlates 8 tonnist toome veerise 4x8 kalluriga kuni 60 km teekaugusele karjäärist, vedu maksab 2,7 € kilomeetri kohta ühe suuna teekauguse järgi.',
      },
      {
        question: 'Kuidas kaldakindlustust laduda?',
        answer:
          'Kujundage nõlv ühtlaseks ja katke see filterkangaga, mis hoiab pinnase kivide all paigal. Alustage kivide ladumist nõlva jalamilt ja liikuge ülespoole, nii toetuvad ülemised kivid alumistele.\n\nKohtades, kus vool on kõige tugevam, näiteks truubi suudme juures, tehke kivikiht paksem.',
      },
      {
        question: 'Kuidas tellimus kinnitatakse?',
        answer:
          'Veebis esitatud tellimus on päring. Võtame teiega ühendust ning kinnitame hinna ja kohaletoomise või laadimise aja, tavaliselt täidame tellimuse 1-3 tööpäevaga.\n\nÜle 25 tonni koguste ja suuremate kindlustustööde puhul helistage meile – suurema koguse saab vedada ka poolhaagisega.',
      },
    ],
    orderMessages: 'e-mail',
    image: {
      kind: 'photo',
      file: 'kruusaveeris-64-100',
      alt: 'Suurte ümarate kruusaveeriste 64-100 mm hunnik',
    },
    metaTitle: 'Kruusaveeris 64-100 mm | Padu Karjäär',
    metaDescription:
      'Suur kruusaveeris 64-100 mm kraavide ja kallaste kindlustamiseks ning kivikorvidesse. Hind {hind} €/t + käibemaks, kohaletoomine alates 8 tonnist.',
  },
  {
    slug: 'soelutud-muld',
    productName: 'Sõelutud muld',
    title: 'Sõelutud muld',
    inquiryLabel: 'Sõelutud muld',
    priceCents: 750,
    fraction: '0-20 mm',
    densityTonnesPerCubicMetre: 1.4,
    densityText: 'umbes 1,4 t/m³',
    summary:
      'Sõelutud muld 0-20 mm muru rajamiseks, peenardesse ja haljastusse. Kividest ja juurtest puhastatud, kergesti laotatav.',
    description: [
      'Sõelutud muld on lastud läbi 20 mm sõela, nii et kivid, juured ja mättad jäävad välja. Peeneks sõelutud muld laotub ühtlaselt, seda on lihtne tasandada ning see sobib nii uue muru rajamiseks kui ka köögivilja- ja lillepeenarde täitmiseks.',
      'Ehitusjärgsel haljastusel laotatakse sõelutud muld täite ja planeeritud pinna peale: murule tavaliselt 10-15 cm, peenrasse ja kõrgendatud peenrasse rohkem. Muld vajub aja jooksul, seepärast laotage seda veidi üle soovitud kõrguse.',
      'Hinnad on tonni kohta ilma käibemaksu ja transpordita.',
    ],
    uses: [
      'Muru rajamine',
      'Köögiviljapeenrad',
      'Lillepeenrad ja kõrgendatud peenrad',
      'Haljastus pärast ehitustöid',
      'Hoovi tasandamine enne muru külvi',
      'Istutusaugud puudele ja põõsastele',
    ],
    technicalData: [
      { label: 'Fraktsioon', value: '0-20 mm, sõelutud' },
      { label: 'Puistetihedus', value: 'umbes 1,4 t/m³' },
      { label: 'Päritolu', value: 'Oma karjäärist, Lääne-Virumaa' },
      { label: 'Töötlus', value: 'Kivid ja juured on välja sõelutud' },
      { label: 'Kasutus', value: 'Muru, peenrad, haljastus' },
      { label: 'Tarne', value: 'Kalluriga alates 8 t või laadimine karjääris' },
    ],
    faqs: [
      {
        question: 'Mitu tonni mulda muru rajamiseks vaja on?',
        answer:
          'Kasutage valemit\n\ntonnid = pindala (m²) × kihi paksus (m) × 1,40\n\n150 m² muruplatsi jaoks 10 cm kihiga kulub 150 × 0,1 × 1,40 = 21 tonni.\n\nMärg muld on kuivast raskem, nii et sama tonnaaž annab vihmase ilmaga veidi väiksema mahu.',
      },
      {
        question: 'Milleks sõelutud muld sobib?',
        answer:
          'Sõelutud mulda kasutatakse muru rajamiseks, peenarde täitmiseks ja haljastuseks pärast ehitustöid. Kuna kivid ja juured on eemaldatud, on mulda lihtne reha ja rulliga tasaseks ajada ning muruniiduk ei põrka vastu kive.\n\nKöögiviljapeenarde jaoks võite mullale lisada komposti vastavalt kasvatatavatele taimedele.',
      },
      {
        question: 'Kas toote mulda koju?',
        answer:
          'Alates 8 tonnist toome mulla 4x8 kalluriga kuni 60 km teekaugusele karjäärist, Lääne-Virumaale, Jõgevamaale ja Järvamaale. Transport maksab 2,7 € kilomeetri kohta ühe suuna teekauguse järgi.\n\nMõne peenra jaoks vajaliku koguse saate ise järele tulla, laadime mulla karjääris teie haagisele.',
      },
      {
        question: 'Kuidas mulda hoida ja laotada?',
        answer:
          'Laotage muld võimalikult kiiresti pärast kohaletoomist. Kui see jääb kauemaks hunnikusse, katke hunnik kinni, et vihm seda ei leotaks ega tuul kuivataks.\n\nMärga mulda ei tohi tallata ega rullida, sest see muutub tihkeks. Oodake, kuni muld on parajalt niiske ja mureneb käes.',
      },
      {
        question: 'Millal sõelutud muld kohale jõuab?',
        answer:
          'Pärast tellimuse saamist võtame teiega ühendust ning kinnitame hinna ja kohaletoomise aja. Tavaliselt täidame tellimuse 1-3 tööpäevaga.\n\nKevad ja sügis on haljastustöödeks kõige kiirem aeg, seega tasub muru rajamise aeg varakult kokku leppida. Üle 25 tonni koguse puhul helistage meile.',
      },
    ],
    orderMessages: 'e-mail',
    image: { kind: 'placeholder', label: 'Sõelutud mulla foto lisandub peagi' },
    metaTitle: 'Sõelutud muld 0-20 mm murule | Padu Karjäär',
    metaDescription:
      'Sõelutud muld 0-20 mm muru rajamiseks, peenardesse ja haljastusse. Hind {hind} €/t + käibemaks. Laadimine karjääris või kohaletoomine alates 8 tonnist.',
  },
]

export function materialBySlug(slug: string): Material | undefined {
  return materials.find((material) => material.slug === slug)
}
