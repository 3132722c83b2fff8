import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The blog list's frame (/blogi) in three languages (ADR 060): its title, headings, buttons and answers.
 * The Estonian texts are the spec's, word for word. The articles themselves, their titles, excerpts and
 * topics, stay Estonian on every page, which `note` says on the Russian and English pages.
 */
export type BlogListMessage =
  | 'meta.title'
  | 'meta.titlePage'
  | 'meta.description'
  | 'heading'
  | 'intro'
  | 'note'
  | 'posts'
  | 'empty'
  | 'readMore'
  | 'readTime'
  | 'pages.label'
  | 'pages.newer'
  | 'pages.older'
  | 'pages.page'
  | 'notFound.title'
  | 'notFound.text'
  | 'failed.title'
  | 'failed.text'
  | 'error.title'
  | 'back'

export const blogListMessages: Catalogue<BlogListMessage> = {
  et: {
    'meta.title': 'Blogi: nõuanded liiva, kruusa ja killustiku kasutamiseks | {name}',
    'meta.titlePage':
      'Blogi: nõuanded liiva, kruusa ja killustiku kasutamiseks (lehekülg {page}/{pageCount}) | {name}',
    'meta.description':
      'Praktilised nõuanded ehitajale: millist liiva, kruusa ja killustikku valida vundamendi, drenaaži, teede ja haljastuse jaoks ning kuidas kogust arvutada.',
    // The genitive of business.name, as in the articles' byline.
    heading: 'Padu Karjääri blogi',
    intro: 'Nõuanded liiva, kruusa ja killustiku valimiseks ning kasutamiseks ehitusel, teedel ja aias.',
    // Not shown on the Estonian page: its articles are in its own language.
    note: 'Blogi artiklid on kirjutatud eesti keeles.',
    posts: 'Postitused',
    empty: 'Postitusi praegu ei ole.',
    readMore: 'Loe edasi',
    readTime: '{minutes} min lugemist',
    'pages.label': 'Blogi leheküljed',
    'pages.newer': 'Uuemad postitused',
    'pages.older': 'Vanemad postitused',
    'pages.page': 'Lehekülg {page} / {pageCount}',
    'notFound.title': 'Lehekülge ei leitud',
    'notFound.text': 'Blogis ei ole sellist lehekülge.',
    'failed.title': 'Blogi ei saanud avada',
    'failed.text': 'Palun proovige hetke pärast uuesti.',
    'error.title': 'Viga',
    back: 'Tagasi blogisse',
  },
  ru: {
    'meta.title': 'Блог: советы по применению песка, гравия и щебня | {name}',
    'meta.titlePage':
      'Блог: советы по применению песка, гравия и щебня (страница {page} из {pageCount}) | {name}',
    'meta.description':
      'Практические советы строителю: какой песок, гравий и щебень выбрать для фундамента, дренажа, дорог и благоустройства участка и как рассчитать нужное количество.',
    heading: 'Блог {name}',
    intro: 'Советы по выбору и применению песка, гравия и щебня в строительстве, на дорогах и в саду.',
    note: 'Статьи блога написаны на эстонском языке.',
    posts: 'Статьи',
    empty: 'Статей пока нет.',
    readMore: 'Читать далее',
    readTime: '{minutes, plural, one {# минута} few {# минуты} many {# минут} other {# минуты}} чтения',
    'pages.label': 'Страницы блога',
    'pages.newer': 'Более новые статьи',
    'pages.older': 'Более ранние статьи',
    'pages.page': 'Страница {page} из {pageCount}',
    'notFound.title': 'Страница не найдена',
    'notFound.text': 'В блоге нет такой страницы.',
    'failed.title': 'Не удалось открыть блог',
    'failed.text': 'Пожалуйста, попробуйте ещё раз чуть позже.',
    'error.title': 'Ошибка',
    back: 'Назад в блог',
  },
  en: {
    'meta.title': 'Blog: advice on using sand, gravel and crushed stone | {name}',
    'meta.titlePage':
      'Blog: advice on using sand, gravel and crushed stone (page {page} of {pageCount}) | {name}',
    'meta.description':
      'Practical advice for builders: which sand, gravel and crushed stone to choose for foundations, drainage, roads and landscaping, and how to work out the quantity.',
    heading: '{name} blog',
    intro:
      'Advice on choosing and using sand, gravel and crushed stone in building work, on roads and in the garden.',
    note: 'The blog’s articles are written in Estonian.',
    posts: 'Posts',
    empty: 'There are no posts at the moment.',
    readMore: 'Read more',
    readTime: '{minutes} min read',
    'pages.label': 'Blog pages',
    'pages.newer': 'Newer posts',
    'pages.older': 'Older posts',
    'pages.page': 'Page {page} of {pageCount}',
    'notFound.title': 'Page not found',
    'notFound.text': 'The blog has no such page.',
    'failed.title': 'The blog could not be opened',
    'failed.text': 'Please try again in a moment.',
    'error.title': 'Error',
    back: 'Back to the blog',
  },
}
