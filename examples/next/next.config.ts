import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Keyport's packages are ES modules with no server-only code: Next.js bundles them as they are.
  reactStrictMode: true,
}

export default nextConfig
