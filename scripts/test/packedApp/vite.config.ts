import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Nothing Keyport-specific: the packages work in a plain Vite + React app.
export default defineConfig({ plugins: [react()] })
