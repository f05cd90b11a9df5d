// The Account view's stylesheet, injected with the view's lazy chunk (`useStyles`). Colours and
// radii come from the theme's `--kp-*` properties; logical properties keep right-to-left right.
export const accountCss = `
.kp-root .kp-account{display:flex;flex-direction:column;gap:16px;min-width:0}
.kp-root .kp-account-header{display:flex;flex-direction:column;align-items:center;gap:6px;text-align:center;min-width:0}
.kp-root .kp-account-avatar{display:inline-flex;border-radius:50%;overflow:hidden;box-shadow:0 0 0 4px var(--kp-color-surface)}
.kp-root .kp-account-name{display:flex;align-items:center;justify-content:center;gap:4px;max-width:100%;min-width:0}
.kp-root .kp-account-name-text{margin:0;font-size:var(--kp-font-size-lg);font-weight:var(--kp-font-weight-bold);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-account-copy{flex:none;width:32px;height:32px;background:transparent;color:var(--kp-color-fg-muted)}
.kp-root .kp-account-copy:hover{color:var(--kp-color-fg);background:var(--kp-color-surface)}
.kp-root .kp-account-balance{margin:0;font-size:var(--kp-font-size-md);font-weight:var(--kp-font-weight-semibold)}
.kp-root .kp-account-total{margin:0;color:var(--kp-color-fg-muted)}
.kp-root .kp-chip{display:inline-flex;align-items:center;gap:6px;max-width:100%;min-height:32px;padding-block:4px;padding-inline:6px 10px;border:1px solid var(--kp-color-border);border-radius:var(--kp-radius-full);background:var(--kp-color-surface);color:var(--kp-color-fg);font:inherit;font-weight:var(--kp-font-weight-semibold);cursor:pointer}
.kp-root .kp-chip:disabled{cursor:default}
.kp-root .kp-chip:not(:disabled):hover{border-color:var(--kp-color-border-strong)}
.kp-root .kp-chip-label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-account-actions{display:grid;grid-template-columns:repeat(auto-fit,minmax(64px,1fr));gap:8px}
.kp-root .kp-account-action{display:flex;flex-direction:column;align-items:center;gap:6px;min-height:44px;padding:10px 4px;border:0;border-radius:var(--kp-radius-md);background:var(--kp-color-surface);color:var(--kp-color-fg);font:inherit;font-size:var(--kp-font-size-sm);font-weight:var(--kp-font-weight-semibold);cursor:pointer;min-width:0}
.kp-root .kp-account-action:hover{filter:brightness(.96)}
.kp-root .kp-account-action-icon{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;background:var(--kp-color-accent);color:var(--kp-color-on-accent)}
.kp-root .kp-account-action-icon img{width:20px;height:20px}
.kp-root .kp-tabs{display:flex;gap:4px;padding:4px;border-radius:var(--kp-radius-md);background:var(--kp-color-surface)}
.kp-root .kp-tab{flex:1;min-height:36px;border:0;border-radius:var(--kp-radius-sm);background:transparent;color:var(--kp-color-fg-muted);font:inherit;font-weight:var(--kp-font-weight-semibold);cursor:pointer}
.kp-root .kp-tab[aria-selected=true]{background:var(--kp-color-bg);color:var(--kp-color-fg);box-shadow:0 1px 3px rgba(0,0,0,.12)}
.kp-root .kp-tabpanel{min-width:0}
.kp-root .kp-tabpanel:focus-visible{outline:2px solid var(--kp-color-focus);outline-offset:2px}
.kp-root .kp-rows{display:flex;flex-direction:column;gap:2px;margin:0;padding:0;list-style:none}
.kp-root .kp-token-row{display:flex;align-items:center;gap:12px;min-height:48px;padding-block:6px;padding-inline:4px}
.kp-root .kp-row-main{display:flex;flex-direction:column;flex:1;min-width:0}
.kp-root .kp-row-main>span:first-child{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-row-main>span+span{overflow-wrap:anywhere}
.kp-root .kp-row-end{flex:none;text-align:end;font-weight:var(--kp-font-weight-semibold)}
.kp-root .kp-skeleton{display:block;border-radius:var(--kp-radius-xs);background:linear-gradient(90deg,var(--kp-color-surface) 25%,var(--kp-color-border) 50%,var(--kp-color-surface) 75%);background-size:200% 100%;animation:kp-shimmer 1.4s linear infinite}
.kp-root .kp-skeleton--icon{flex:none;width:36px;height:36px;border-radius:50%}
.kp-root .kp-skeleton--title{width:45%;height:12px}
.kp-root .kp-skeleton--detail{width:70%;height:10px}
.kp-root .kp-skeleton--value{width:48px;height:12px}
.kp-root .kp-row-main--skeleton{gap:6px}
@keyframes kp-shimmer{from{background-position:200% 0}to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.kp-root .kp-skeleton{animation:none}}
.kp-root .kp-account-empty{display:flex;flex-direction:column;align-items:center;gap:8px;padding-block:16px;text-align:center}
.kp-root .kp-account-empty p{margin:0}
.kp-root .kp-account-empty-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:8px}
.kp-root .kp-menu-row{display:flex;align-items:center;gap:12px;width:100%;min-height:44px;padding-block:8px;padding-inline:12px;border:0;border-radius:var(--kp-radius-md);background:transparent;color:var(--kp-color-fg);font:inherit;font-weight:var(--kp-font-weight-medium);text-align:start;cursor:pointer}
.kp-root .kp-menu-row:hover:not(:disabled){background:var(--kp-color-surface)}
.kp-root .kp-menu-row:disabled{opacity:.6;cursor:default}
.kp-root .kp-menu-row>.kp-row-label{flex:1;min-width:0}
.kp-root .kp-menu-row img,.kp-root .kp-menu-icon-spacer{flex:none;width:20px;height:20px}
.kp-root .kp-menu-row--danger{color:var(--kp-color-error)}
.kp-root .kp-flip:dir(rtl){transform:scaleX(-1)}
.kp-root .kp-account-menu{gap:2px}
.kp-root .kp-account-section-title{margin:0;font-size:inherit}
.kp-root .kp-account-type{display:flex;flex-direction:column;align-items:center;gap:4px;text-align:center}
.kp-root .kp-account-type p{margin:0}
`
