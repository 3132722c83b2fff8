/**
 * The script of a page made of islands: once the page has loaded and the browser has painted it (the
 * `load` event, then an idle moment, at most a second later), it adds the islands entry as a module
 * script with the page's nonce. Nothing of it competes with the page's HTML, stylesheet and pictures, or
 * with the paint of its largest picture (docs/decisions/032-scripts-after-the-page.md, 034-islands.md).
 */
export function IslandScripts({ nonce, src }: { nonce?: string; src: string }) {
  const source = `(function(n,u){function go(){var s=document.createElement('script');s.type='module';s.src=u;s.nonce=n;document.body.appendChild(s)}function later(){if(window.requestIdleCallback)requestIdleCallback(go,{timeout:1000});else setTimeout(go,50)}if(document.readyState==='complete')later();else addEventListener('load',later,{once:true})})(document.currentScript.nonce,${JSON.stringify(src).replace(/</g, '\\u003c')})`
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own loader, with the build's file name
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />
}
