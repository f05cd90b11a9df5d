// The modal's styles, scoped under .kp-root and driven by the theme's custom properties.
// The shake keeps kp-rise first in its animation list: changing the list otherwise restarts the
// finished opening fade, and the card flashes half-transparent after every refused close.
export const modalCss = `
.kp-root{font-family:var(--kp-font-family);font-size:calc(var(--kp-font-size-master) * 1.4);color:var(--kp-color-fg);line-height:1.4;-webkit-font-smoothing:antialiased}
.kp-root *,.kp-root *::before,.kp-root *::after{box-sizing:border-box}
.kp-overlay{position:fixed;inset:0;z-index:var(--kp-z-index);display:flex;align-items:center;justify-content:center;background:var(--kp-overlay);padding:16px;animation:kp-fade .15s ease-out}
.kp-card{width:100%;max-width:var(--kp-modal-width);max-height:calc(100vh - 32px);overflow:auto;background:var(--kp-color-bg);border:1px solid var(--kp-color-border);border-radius:calc(var(--kp-border-radius-master) * 5);box-shadow:0 12px 40px rgba(0,0,0,.25);outline:none;animation:kp-rise .2s ease-out}
.kp-card--shake{animation:kp-rise .2s ease-out,kp-shake .35s ease-in-out}
.kp-header{display:grid;grid-template-columns:32px 1fr 32px;align-items:center;gap:8px;padding:12px 12px 8px}
.kp-title{margin:0;text-align:center;font-size:calc(var(--kp-font-size-master) * 1.6);font-weight:600;outline:none}
.kp-body{padding:8px 16px 16px}
.kp-icon-spacer{width:32px;height:32px}
.kp-icon-button{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border:0;border-radius:calc(var(--kp-border-radius-master) * 2);background:var(--kp-color-surface);color:var(--kp-color-fg);cursor:pointer}
.kp-icon-button:hover{filter:brightness(.95)}
.kp-root :focus-visible{outline:2px solid var(--kp-color-focus);outline-offset:2px}
.kp-stack{display:flex;flex-direction:column;gap:12px}
.kp-text{margin:0}
.kp-text--muted{color:var(--kp-color-fg-muted)}
.kp-text--strong{font-weight:600}
.kp-fieldset{border:0;margin:0;padding:0;min-width:0}
.kp-legal{font-size:calc(var(--kp-font-size-master) * 1.2);text-align:center}
.kp-legal-check{display:flex;flex-direction:column;gap:4px}
.kp-checkbox{display:flex;align-items:flex-start;justify-content:center;gap:8px;text-align:left}
.kp-checkbox input{flex:none;width:16px;height:16px;margin:2px 0 0;accent-color:var(--kp-color-accent)}
.kp-link{color:inherit;text-decoration:underline}
.kp-empty{text-align:center;padding:16px 0}
.kp-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:8px 16px;border:0;border-radius:calc(var(--kp-border-radius-master) * 3);background:var(--kp-color-accent);color:var(--kp-color-on-accent);font:inherit;font-weight:600;cursor:pointer}
.kp-button--secondary{background:var(--kp-color-surface);color:var(--kp-color-fg);border:1px solid var(--kp-color-border)}
.kp-button:disabled{opacity:.6;cursor:not-allowed}
.kp-loading{display:flex;justify-content:center;padding:24px 0}
.kp-spinner{width:24px;height:24px;border:3px solid var(--kp-color-border);border-top-color:var(--kp-color-accent);border-radius:50%;animation:kp-spin .8s linear infinite;display:inline-block}
.kp-spinner--small{width:14px;height:14px;border-width:2px}
.kp-notice{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 16px 8px;padding:8px 12px;border-radius:calc(var(--kp-border-radius-master) * 2);background:var(--kp-color-surface);border:1px solid var(--kp-color-border)}
.kp-notice--error{border-color:var(--kp-color-error)}
.kp-notice--success{border-color:var(--kp-color-success)}
.kp-toast-region{padding:0 16px}
.kp-toast{display:flex;align-items:center;gap:8px;margin:0 0 16px;padding:8px 12px;border-radius:calc(var(--kp-border-radius-master) * 2);background:var(--kp-color-surface);border:1px solid var(--kp-color-border)}
.kp-toast--error{border-color:var(--kp-color-error)}
.kp-toast--success{border-color:var(--kp-color-success)}
.kp-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@keyframes kp-spin{to{transform:rotate(360deg)}}
@keyframes kp-fade{from{opacity:0}}
@keyframes kp-rise{from{transform:translateY(8px);opacity:0}}
@keyframes kp-shake{20%,60%{transform:translateX(-6px)}40%,80%{transform:translateX(6px)}}
@media (prefers-reduced-motion:reduce){.kp-overlay,.kp-card,.kp-card--shake,.kp-spinner{animation:none}}
`
