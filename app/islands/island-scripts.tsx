/**
 * The script of a page made of islands: once the page has loaded (`load`) and the browser has shown its
 * first paint (the paint timing entry `first-contentful-paint`), then at an idle moment (at most a second
 * later), it adds the islands entry as a module script with the page's nonce. Nothing of it competes with
 * the page's HTML, stylesheet and pictures, or with its first and largest paint
 * (docs/decisions/032-scripts-after-the-page.md, 034-islands.md). A small page can fire `load` before its
 * first frame is on the screen: waiting for `load` alone let the script's download and evaluation come
 * before the first paint. Where paint timing is missing, or no paint comes within 3 s of `load` (a page
 * opened in the background), `load` is enough.
 */
const loader = `(function (nonce, src) {
  var loaded = document.readyState === 'complete', painted = false, started = false;
  function add() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.nonce = nonce;
    document.body.appendChild(script);
  }
  function check() {
    if (!loaded || !painted || started) return;
    started = true;
    if (window.requestIdleCallback) requestIdleCallback(add, { timeout: 1000 });
    else setTimeout(add, 50);
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      check();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    painted = true;
  }
  function onLoad() {
    loaded = true;
    check();
    setTimeout(function () {
      painted = true;
      check();
    }, 3000);
  }
  if (loaded) onLoad();
  else addEventListener('load', onLoad, { once: true });
})`
  // Written out for reading; sent on one line. Every statement ends in a semicolon.
  .replace(/\s*\n\s*/g, ' ')
  .trim()

/**
 * The loader's whole text for the islands entry at `src`. A public page carries no nonce (it is the same
 * bytes for every visitor, docs/decisions/040-page-cache.md): its policy allows this text by its SHA-256,
 * which app/entry.server.tsx computes from this same function. The nonce the loader passes on is then ''.
 */
export function islandLoaderSource(src: string): string {
  return `${loader}(document.currentScript.nonce,${JSON.stringify(src).replace(/</g, '\\u003c')})`
}

export function IslandScripts({ nonce, src }: { nonce?: string; src: string }) {
  const source = islandLoaderSource(src)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own loader, with the build's file name
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />
}
