/**
 * A hidden field the public forms add once JavaScript runs. The page action then answers with the
 * result instead of redirecting to the confirmation, so the form can show its toast and stay put.
 */
export const enhancedFieldName = 'enhanced'
