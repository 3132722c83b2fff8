import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The chat adviser's window in three languages (ADR 060): it opens in the page's language, and the
 * adviser answers each question in the language it is asked in. The Estonian texts are the spec's. The
 * texts have no values, so the island gets them as plain strings (`chatTextsIn`), without the runtime.
 */
export type ChatMessage =
  | 'launcher'
  | 'title'
  | 'close'
  | 'log'
  | 'greeting'
  | 'saved'
  | 'privacyLink'
  | 'examples'
  | 'example1'
  | 'example2'
  | 'example3'
  | 'example4'
  | 'you'
  | 'adviser'
  | 'typing'
  | 'failed'
  | 'callInstead'
  | 'question'
  | 'placeholder'
  | 'send'

export const chatMessages: Catalogue<ChatMessage> = {
  et: {
    launcher: 'Küsi nõu',
    title: 'Padu Karjääri nõustaja',
    close: 'Sulge vestlus',
    log: 'Vestlus',
    greeting:
      'Tere! Olen virtuaalne nõustaja. Küsige materjalide hindade, saadavuse, kohaletoomise või vajaliku koguse kohta.',
    saved: 'Vestlus salvestatakse.',
    privacyLink: 'Kuidas me andmeid kasutame?',
    examples: 'Näiteks:',
    example1: 'Kui palju maksab killustik?',
    example2: '10 tonni sõelutud kruusa Tapale',
    example3: 'Mitu tonni kruusa on vaja 6 x 3 x 0,15 m?',
    example4: 'Millal olete avatud?',
    you: 'Teie: ',
    adviser: 'Nõustaja: ',
    typing: 'Nõustaja kirjutab…',
    failed: 'Vastust ei õnnestunud saada.',
    callInstead: 'Võite ka helistada:',
    question: 'Teie küsimus',
    placeholder: 'Kirjutage küsimus…',
    send: 'Saada',
  },
  ru: {
    launcher: 'Задать вопрос',
    title: 'Консультант Padu Karjäär',
    close: 'Закрыть чат',
    log: 'Чат',
    greeting:
      'Здравствуйте! Я виртуальный консультант. Спрашивайте о ценах на материалы, наличии, доставке или о том, сколько материала нужно.',
    saved: 'Переписка сохраняется.',
    privacyLink: 'Как мы используем данные?',
    examples: 'Например:',
    example1: 'Сколько стоит щебень?',
    example2: '10 тонн сеяного гравия в Тапа',
    example3: 'Сколько тонн гравия нужно на 6 x 3 x 0,15 м?',
    example4: 'Когда вы работаете?',
    you: 'Вы: ',
    adviser: 'Консультант: ',
    typing: 'Консультант печатает…',
    failed: 'Не удалось получить ответ.',
    callInstead: 'Можно также позвонить:',
    question: 'Ваш вопрос',
    placeholder: 'Напишите вопрос…',
    send: 'Отправить',
  },
  en: {
    launcher: 'Ask us',
    title: 'Padu Karjäär adviser',
    close: 'Close the chat',
    log: 'Chat',
    greeting:
      'Hello! I am a virtual adviser. Ask me about material prices, availability, delivery or how much material you need.',
    saved: 'The conversation is saved.',
    privacyLink: 'How do we use your data?',
    examples: 'For example:',
    example1: 'How much is crushed stone?',
    example2: '10 tonnes of screened gravel to Tapa',
    example3: 'How many tonnes of gravel do I need for 6 x 3 x 0.15 m?',
    example4: 'When are you open?',
    you: 'You: ',
    adviser: 'Adviser: ',
    typing: 'The adviser is typing…',
    failed: 'No answer could be fetched.',
    callInstead: 'You can also call us:',
    question: 'Your question',
    placeholder: 'Type your question…',
    send: 'Send',
  },
}

export type ChatTexts = Record<ChatMessage, string>

/** The window's texts in one language, as plain strings (they have no values to fill in). */
export function chatTextsIn(locale: keyof typeof chatMessages): ChatTexts {
  return chatMessages[locale]
}
