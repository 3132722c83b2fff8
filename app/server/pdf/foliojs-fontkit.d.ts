// @foliojs-fork/fontkit ships no types; pdf-lib's own description of a fontkit is what it is used as.
declare module '@foliojs-fork/fontkit' {
  type Fontkit = Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0]
  const fontkit: { create(buffer: Buffer): ReturnType<Fontkit['create']> }
  export default fontkit
}
