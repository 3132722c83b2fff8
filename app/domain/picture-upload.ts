/** The largest picture staff may upload (SPEC §7's upload; the server checks it again). */
export const maxPictureBytes = 10 * 1024 * 1024

export const pictureTooLargeText = 'Pilt on liiga suur (kuni 10 MB).'

/** What a staff page's picture upload (/admin/pilt) answers: the stored picture's address, or why not. */
export type PictureUploadResult = { ok: true; url: string } | { ok: false; error: string }
