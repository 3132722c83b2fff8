import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// A phone on HTTP/1.1 opens about six connections per site: a page should need few script files. The
// browser build groups the framework, the icons and the code shared by several pages into one file each.
const browserChunks = {
  groups: [
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
