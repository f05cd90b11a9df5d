/** A WalletConnect-blue mark as an inline SVG data URI (no request for an image). */
export const walletConnectIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#3b99fc"/><path d="M29 37c10.5-10.3 27.5-10.3 38 0l1.3 1.2a1.3 1.3 0 0 1 0 1.9l-4.3 4.2a.7.7 0 0 1-1 0l-1.7-1.7a20 20 0 0 0-26.6 0l-1.9 1.8a.7.7 0 0 1-1 0l-4.3-4.2a1.3 1.3 0 0 1 0-1.9zm47 8.7 3.8 3.7a1.3 1.3 0 0 1 0 1.9L62.6 68.2a1.4 1.4 0 0 1-1.9 0L48.5 56.3a.3.3 0 0 0-.5 0L35.8 68.2a1.4 1.4 0 0 1-1.9 0L16.7 51.3a1.3 1.3 0 0 1 0-1.9l3.8-3.7a1.4 1.4 0 0 1 1.9 0l12.2 11.9a.3.3 0 0 0 .5 0l12.2-11.9a1.4 1.4 0 0 1 1.9 0L61.4 57.6a.3.3 0 0 0 .5 0l12.2-11.9a1.4 1.4 0 0 1 1.9 0z" fill="#fff"/></svg>',
)}`
