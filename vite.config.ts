import { readFileSync } from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { build, defineConfig, type Plugin } from 'vite'

// A phone on HTTP/1.1 opens about six connections per site: a page should need few script files. The
// browser build groups the framework, the icons and the code shared by several pages into one file each.
const browserChunks = {
  groups: [
    {
      // React's DOM renderer is needed only to hydrate: the entry imports it, after the route modules, so
      // the browser evaluates the two large files in separate tasks instead of one long one.
      name: 'react-dom-client',
      test: /node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/,
      priority: 40,
    },
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 30,
    },
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
    {
      name: 'shared',
      test: /[\\/]app[\\/](components|lib|domain|content)[\\/]/,
      minShareCount: 2,
      priority: 10,
    },
  ],
}

const islandsModule = 'virtual:islands-entry'
// Where vite.islands.config.ts leaves the islands entry's address.
const islandsRecord = path.resolve('build/islands-entry.json')

/**
 * The public pages' islands (docs/decisions/034-islands.md): once React Router has built the browser's
 * files, vite.islands.config.ts builds the islands beside them, and the server's build, which follows,
 * learns the entry's address through `virtual:islands-entry`. The development server has no islands
 * entry: there every page hydrates whole, as React Router's dev tooling expects.
 */
function islands(): Plugin {
  let building = false
  let ssr = false
  return {
    name: 'islands-entry',
    configResolved(config) {
      building = config.command === 'build'
      ssr = Boolean(config.build.ssr)
    },
    resolveId(id) {
      return id === islandsModule ? `\0${islandsModule}` : undefined
    },
    load(id) {
      if (id !== `\0${islandsModule}`) return undefined
      // The browser's own copy of the root module never loads the islands: only the server needs the name.
      const url =
        building && ssr ? (JSON.parse(readFileSync(islandsRecord, 'utf8')) as { url: string }).url : null
      return `export const islandsEntryUrl = ${JSON.stringify(url)}`
    },
    async closeBundle() {
      if (building && !ssr) await build({ configFile: path.resolve('vite.islands.config.ts') })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), islands()],
  build: {
    // The server bundle's entry is our HTTP server, which embeds React Router's server build.
    rolldownOptions: isSsrBuild ? { input: './server/app.ts' } : { output: { codeSplitting: browserChunks } },
  },
  server: { hmr: { port: 24678 } },
  // The icons go into the server's bundle, which then holds the few it draws: imported from the package,
  // every start would load its index of some 1 600 icon modules.
  ssr: { noExternal: ['lucide-react'] },
}))
