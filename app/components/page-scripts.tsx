import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Scripts } from 'react-router'

type ElementProps = {
  rel?: string
  href?: string
  type?: string
  children?: ReactNode
  dangerouslySetInnerHTML?: { __html: string }
}

/** Text for a JavaScript string inside an inline script: `<` escaped, so no `</script>` can end it. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The classic inline script that replaces React Router's module script. After the page's `load` event
 * (at once if it has passed) it asks for the page's modules in parallel and then runs React Router's
 * own module code, with the page's nonce, which the browser keeps on the element that runs this.
 */
function loaderSource(moduleHrefs: string[], moduleCode: string) {
  return `(function(n,h,c){function go(){h.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;l.nonce=n;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.nonce=n;s.textContent=c;document.body.appendChild(s)}if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})(document.currentScript.nonce,${scriptLiteral(moduleHrefs)},${scriptLiteral(moduleCode)})`
}

/**
 * React Router's `<Scripts>`, with the page's JavaScript kept off the first paint
 * (docs/decisions/032-scripts-after-the-page.md). `<Scripts>` puts a `modulepreload` link for every module
 * of the page into `<head>` (React hoists them there), and on a slow phone connection those 150 KB share
 * the line with the HTML, the stylesheet and the hero picture: the page painted about a second later than
 * the same page without scripts. Every page works without JavaScript (server rendering, forms through
 * route actions), so its scripts can wait: here the links are left out, and the module script becomes a
 * small classic script that fetches the same modules after the `load` event and then runs React Router's
 * own module code unchanged. Hydration follows.
 *
 * `<Scripts>` is a plain function component; calling it here runs its hooks as this component's, in the
 * server render and in the browser's hydration alike, so both see the same two script elements.
 */
export function PageScripts({ nonce }: { nonce?: string }) {
  const rendered = Scripts({ nonce })
  if (!isValidElement<ElementProps>(rendered)) return rendered
  const moduleHrefs: string[] = []
  const scripts: ReactElement[] = []
  const visit = (node: ReactNode) => {
    Children.forEach(node, (child) => {
      if (!isValidElement<ElementProps>(child)) return
      if (child.type === Fragment) return visit(child.props.children)
      if (child.type === 'link' && child.props.rel === 'modulepreload' && child.props.href) {
        moduleHrefs.push(child.props.href)
      } else if (child.type === 'script' && child.props.type === 'module') {
        const code = child.props.dangerouslySetInnerHTML?.__html ?? ''
        scripts.push(
          cloneElement(child, {
            key: 'page-modules',
            type: undefined,
            async: undefined,
            dangerouslySetInnerHTML: { __html: code.trim() ? loaderSource(moduleHrefs, code) : ' ' },
          } as Partial<ElementProps>),
        )
      } else scripts.push(cloneElement(child, { key: `script-${scripts.length}` }))
    })
  }
  visit(rendered)
  return <>{scripts}</>
}
