import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'

/**
 * The browser build of the public pages' islands (docs/decisions/034-islands.md), started by
 * vite.config.ts once React Router has built the browser's files. The islands run on Preact's
 * React-compatible layer: the server renders them with React, and the browser hydrates each small island
 * with Preact, which is a tenth of React DOM's size and quick to start. The files join build/client/; the
 * entry's address is left in build/islands-entry.json for the server's build, which follows.
 */
const onPreact: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

const preact: Plugin = {
  name: 'islands-on-preact',
  enforce: 'pre',
  resolveId(id, importer) {
    const target = onPreact[id]
    return target ? this.resolve(target, importer, { skipSelf: true }) : null
  },
}

const entry = path.resolve('app/islands/entry.client.tsx')

const recordEntry: Plugin = {
  name: 'islands-entry-name',
  generateBundle(_options, bundle) {
    const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === entry)
    if (!chunk) this.error('The islands entry was not built')
    writeFileSync(path.resolve('build/islands-entry.json'), JSON.stringify({ url: `/${chunk.fileName}` }))
  },
}

export default defineConfig({
  plugins: [preact, recordEntry],
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    rolldownOptions: {
      input: entry,
      // As React Router's build does: a library's 'use client' says nothing to a browser-only bundle.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
      },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        codeSplitting: {
          // Preact and the icons are shared by every island: one file each.
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 20 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
})
