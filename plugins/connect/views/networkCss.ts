// The network lists' and switch view's stylesheet, injected with their lazy chunk (`useStyles`).
export const networkCss = `
.kp-root .kp-networks{display:flex;flex-direction:column;gap:16px}
.kp-root .kp-network-group{display:flex;flex-direction:column;gap:6px}
.kp-root .kp-network-group h3{margin:0;font-size:var(--kp-font-size-sm);font-weight:var(--kp-font-weight-semibold);color:var(--kp-color-fg-muted)}
.kp-root .kp-network-rows{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;list-style:none}
.kp-root .kp-network-row{display:flex;align-items:center;gap:12px;width:100%;min-height:52px;padding-block:8px;padding-inline:12px;border:1px solid transparent;border-radius:var(--kp-radius-md);background:var(--kp-color-surface);color:var(--kp-color-fg);font:inherit;font-weight:var(--kp-font-weight-semibold);text-align:start;cursor:pointer}
.kp-root .kp-network-row:hover:not(:disabled){border-color:var(--kp-color-border-strong)}
.kp-root .kp-network-row[aria-current=true]{border-color:var(--kp-color-accent)}
.kp-root .kp-network-row:disabled{cursor:default}
.kp-root .kp-network-row:disabled:not([aria-current=true]){opacity:.6}
.kp-root .kp-network-name{flex:1;min-width:0;overflow-wrap:anywhere}
.kp-root .kp-network-tag{display:inline-flex;align-items:center;gap:6px;font-size:var(--kp-font-size-sm);color:var(--kp-color-fg-muted)}
.kp-root .kp-network-dot{width:8px;height:8px;border-radius:50%;background:var(--kp-color-success)}
.kp-root .kp-switch{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.kp-root .kp-switch p{margin:0}
.kp-root .kp-switch-mark{position:relative;display:inline-flex;padding:6px}
.kp-root .kp-switch-mark .kp-spinner{position:absolute;inset:0;width:auto;height:auto;box-sizing:border-box}
`
