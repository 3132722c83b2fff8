/**
 * The short texts that point to the privacy notice from every page (footer, forms, chat). Apart from
 * the notice itself, so the pages that only link to it do not carry its whole text in their scripts.
 */
export const privacyLinks = {
  /** The short sentence beside the forms' submit buttons. */
  formNote: 'Kuidas me teie andmeid kasutame, loe',
  formLink: 'privaatsusteatest',
  footerLink: 'Privaatsusteade',
  chatLink: 'Kuidas me andmeid kasutame?',
} as const
