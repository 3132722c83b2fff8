import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // The server bundle's entry is our HTTP server, which embeds React Router's server build.
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  server: { hmr: { port: 24678 } },
}))
