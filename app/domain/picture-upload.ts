/** What a staff page's picture upload (/admin/pilt) answers: the stored picture's address, or why not. */
export type PictureUploadResult = { ok: true; url: string } | { ok: false; error: string }
