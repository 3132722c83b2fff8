import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // The server bundle's entry is our HTTP server, which embeds React Router's server build.
    rolldownOptions: isSsrBuild ? { input: './server/app.ts' } : { output: { codeSplitting: browserChunks } },
  },
  server: { hmr: { port: 24678 } },
}))
