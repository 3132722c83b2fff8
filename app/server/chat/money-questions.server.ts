/**
 * What a question asks of the money side and the collection, read from its folded text (lower case, no
 * diacritics, words between single spaces, padded with a space at each end): paying, paying first,
 * invoices for companies and e-invoices, the payment term, picking up at the quarry and following an
 * order. Word lists rather than a parser: the questions are short and the words few (ADR 010).
 */
export interface MoneyAsks {
  /** How to pay: bank link, card, transfer. */
  pay: boolean
  card: boolean
  /** Whether paying before the delivery is required. */
  prepay: boolean
  invoice: boolean
  company: boolean
  eInvoice: boolean
  /** The invoice's payment term. */
  term: boolean
  pickup: boolean
  /** Where to follow an order. */
  track: boolean
}

const words = (list: string) => new RegExp(` (?:${list}) `, 'u')

const card = words(
  String.raw`kaardiga|kaartiga|kaardimakse\p{L}*|kaart\p{L}* (?:maks\p{L}*|tasu\p{L}*)|pangakaar\p{L}*|krediitkaar\p{L}*|deebetkaar\p{L}*|картой|карточк\p{L}*|по карте|банковск\p{L}* карт\p{L}*|кредитк\p{L}*|card|cards|credit card|debit card|visa|mastercard`,
)

const pay = words(
  String.raw`maksta|maksmine|kontole|kontonumb\p{L}*|arvelduskont\p{L}*|pangakont\p{L}*|raha kanda|maksmise\p{L}*|maksmiseks|makse|maksed|maksega|maksan|maksame|tasuda|tasun|tasumine|tasumise\p{L}*|tasutakse|ulekan\p{L}*|pangaulekan\p{L}*|pangalin\p{L}*|sularaha\p{L}*|montonio|оплат\p{L}*|заплат\p{L}*|платить|плачу|платеж\p{L}*|перевод\p{L}*|перевести|наличн\p{L}*|интернет банк\p{L}*|номер сч[её]та|реквизит\p{L}*|account number|bank account|pay|paying|payment|payments|paid|bank transfer|transfer|bank link|cash`,
)

const prepay = words(
  String.raw`ette maks\p{L}*|ettemaks\p{L}*|ette tasu\p{L}*|enne (?:tarnet|kohaletoomist|toomist|vedu) (?:maks\p{L}*|tasu\p{L}*)|maksma enne|kohe maksma|предоплат\p{L}*|заранее|вперед|аванс\p{L}*|in advance|upfront|up front|prepay\p{L}*|pay first|pay before|before delivery|deposit|advance payment`,
)

const invoice = words(
  String.raw`arve|arvet|arved|arveid|arvega|arvele|arvel|arvelt|arveks|arve\p{L}*tahtaeg\p{L}*|сч[её]т|сч[её]та|сч[её]ту|сч[её]том|сч[её]те|сч[её]ты|счет фактур\p{L}*|инвойс\p{L}*|invoice\p{L}*|bill|billed|billing`,
)

const eInvoice = words(
  String.raw`e arve\p{L}*|earve\p{L}*|e arvet|elektrooni\p{L}* arve\p{L}*|e сч[её]т\p{L}*|е сч[её]т\p{L}*|э сч[её]т\p{L}*|электронн\p{L}* сч[её]т\p{L}*|e invoic\p{L}*|einvoic\p{L}*|electronic invoic\p{L}*|peppol|xml`,
)

const company = words(
  String.raw`ettevot\p{L}*|firma\p{L}*|juriidili\p{L}*|ou|kmkr|kaibemaksukohustusla\p{L}*|registrikood\p{L}*|фирм\p{L}*|компани\p{L}*|организаци\p{L}*|юр\p{L}* лиц\p{L}*|юрлиц\p{L}*|предприяти\p{L}*|company|companies|my business|our business|firm|ltd|vat number|vat registered`,
)

const term = words(
  String.raw`maksetahtaeg\p{L}*|tahtaeg\p{L}*|tahtaja\p{L}*|maksetingimus\p{L}*|mitu paeva|kui kaua|срок\p{L}* оплат\p{L}*|срок\p{L}* платеж\p{L}*|за сколько дней|сколько дней|payment terms?|due date|due|days to pay|how long`,
)

const pickup = words(
  String.raw`ise jarele|jarele tulla|jarele tulen|jarele tulles|jarele tuleme|jargi tulla|jargi tulen|ise tulla|ise ara viia|ise vedada|oma autoga|oma masinaga|oma kallur\p{L}*|isevedu|haagis\p{L}*|jarelkar\p{L}*|peale laadi\p{L}*|pealelaadi\p{L}*|laadite|laadida|karjaarist (?:ise|ara|jarele)|самовывоз\p{L}*|забрать|заберу|заберем|сам\p{L}* приед\p{L}*|своей машин\p{L}*|своим транспорт\p{L}*|прицеп\p{L}*|погрузит\p{L}*|pick up|pickup|pick it up|collect|collection|my own truck|my own trailer|trailer|come and get|load my`,
)

const track = words(
  String.raw`jalgi\p{L}*|tellimuse (?:seis\p{L}*|staatus\p{L}*|leht\p{L}*|link\p{L}*)|tellimuse seisu|kus (?:on )?(?:mu|minu) tellimus\p{L}*|отслед\p{L}*|статус\p{L}*|где (?:мой )?заказ|страниц\p{L}* заказ\p{L}*|track\p{L}*|order status|status of my order|where is my order|follow my order|see my order|my order page`,
)

/** 'enne tarnet … maksta': paying before the delivery, with words between. */
const beforeDelivery = words(
  String.raw`enne tarnet|enne tarne\p{L}*|enne kohaletoomist|enne toomist|до доставки|before delivery|before you deliver\p{L}*`,
)

/** Any word of paying, 'maksma' and 'maksab' included (which alone ask a price). */
const payingStem = /maks|tasu|оплат|плат|pay/

export function readMoneyAsks(folded: string): MoneyAsks {
  const asksInvoice = invoice.test(folded)
  const paying = payingStem.test(folded)
  return {
    pay: pay.test(folded),
    card: card.test(folded),
    prepay: prepay.test(folded) || (beforeDelivery.test(folded) && paying),
    invoice: asksInvoice,
    company: company.test(folded),
    eInvoice: eInvoice.test(folded),
    term:
      (term.test(folded) && (asksInvoice || paying)) ||
      / (maksetahtaeg\p{L}*|payment terms?|due date) /u.test(folded),
    pickup: pickup.test(folded),
    track: track.test(folded),
  }
}

/** Whether the question asks anything of paying or invoices (not of picking up or following). */
export function asksMoney(asks: MoneyAsks): boolean {
  return asks.pay || asks.card || asks.prepay || asks.invoice || asks.eInvoice || asks.term
}
