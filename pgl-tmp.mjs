import { PGlite } from '@electric-sql/pglite'
const t=Date.now()
const db = new PGlite()
await db.waitReady
console.log('ready', Date.now()-t)
const r = await db.query("select 4.00::numeric(10,2) as n, now() as t, 1::int as i")
console.log(r.rows, typeof r.rows[0].n)
const t2=Date.now(); const c = await db.clone(); console.log('clone', Date.now()-t2)
await db.close()
