// Zod schemas of the data-API calls this plugin makes. No React, no DOM: the server reuses them.
export {}
