import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../scripts/build/sourceResolve.ts'
import { galleryPort } from './galleryPort.ts'

const root = fileURLToPath(new URL('./gallery', import.meta.url))

// The gallery: the real modal and views over fake services, no stack. Served from source like
// the sandbox, so a view's change shows without a build.
export default defineConfig({
  ...sourceResolve,
  root,
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: galleryPort(),
    strictPort: true,
    // Transform the gallery's modules while the browsers start, not on their first request.
    warmup: { clientFiles: ['./main.tsx'] },
  },
  // Scan every view up front: a dependency found late would re-optimize and reload the page
  // in the middle of a run.
  optimizeDeps: {
    entries: ['index.html', '../../../kernel/src/**/*.tsx', '../../../plugins/*/**/*.tsx'],
    // The kernel's testing entry re-exports renderWithKernel, which imports Testing Library (CommonJS
    // underneath): pre-bundled so the browser can load it.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'rxjs',
      'zod/mini',
      '@testing-library/react',
    ],
  },
  logLevel: 'warn',
})
