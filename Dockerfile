# One image for every Keyport backend; the command names the service (docs/deploy.md):
#   docker build -t keyport .
#   docker run --rm -p 4001:4001 keyport relay
# The services ship as TypeScript source and run under tsx, as `npm start` runs them.
FROM node:20-bookworm-slim

WORKDIR /app
COPY . .
# Runtime dependencies only (no Vite, Playwright or test tools); tsx, pinned as in package.json,
# is the one tool the services need to start.
RUN npm ci --omit=dev --no-audit --no-fund \
  && npm install --global --no-audit --no-fund tsx@4.23.15 \
  && npm cache clean --force \
  && mkdir -p .keyport \
  && chown node:node .keyport

# Keyport's packages resolve to their sources; every service listens on all interfaces.
ENV NODE_ENV=production \
  NODE_OPTIONS=--conditions=@keyport/source \
  KEYPORT_HOST=0.0.0.0
USER node
# Embedded PGlite data, the frame's dev secrets and the chains' deployment file.
VOLUME ["/app/.keyport"]
EXPOSE 4000 4001 4002 5174 1025 1080 8545 8546 8549 8899 8900 4337 4338
ENTRYPOINT ["tsx", "server/stack/serviceEntry.ts"]
CMD ["api"]
