// The activity list's stylesheet, injected with its lazy chunk (`useStyles`); theme colours only,
// logical properties for right to left.
export const historyCss = `
.kp-root .kp-activity{display:flex;flex-direction:column;gap:16px;min-width:0}
.kp-root .kp-activity-month{display:flex;flex-direction:column;gap:4px}
.kp-root .kp-activity-month h4{margin:0;font-size:var(--kp-font-size-sm);font-weight:var(--kp-font-weight-semibold)}
.kp-root .kp-activity-rows{display:flex;flex-direction:column;gap:2px;margin:0;padding:0;list-style:none}
.kp-root .kp-activity-row{display:flex;align-items:center;gap:12px;min-height:52px;padding-block:6px;padding-inline:4px}
.kp-root .kp-activity-icon{display:inline-flex;flex:none;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;background:var(--kp-color-surface);color:var(--kp-color-fg)}
.kp-root .kp-activity-icon--in{color:var(--kp-color-success)}
.kp-root .kp-activity-icon--failed{color:var(--kp-color-error)}
.kp-root .kp-activity-main{display:flex;flex-direction:column;flex:1;min-width:0}
.kp-root .kp-activity-meta{display:flex;flex-wrap:wrap;gap:0 6px;font-size:var(--kp-font-size-sm)}
.kp-root .kp-activity-meta a{color:inherit}
.kp-root .kp-activity-amount{flex:none;max-width:50%;text-align:end;overflow-wrap:anywhere;font-weight:var(--kp-font-weight-semibold)}
.kp-root .kp-activity-amount--in{color:var(--kp-color-success)}
.kp-root .kp-activity-sentinel{height:1px}
.kp-root .kp-activity-empty{display:flex;flex-direction:column;align-items:center;gap:6px;padding-block:16px;text-align:center}
.kp-root .kp-activity-empty p{margin:0}
.kp-root .kp-activity-skeleton{display:block;border-radius:var(--kp-radius-xs);background:linear-gradient(90deg,var(--kp-color-surface) 25%,var(--kp-color-border) 50%,var(--kp-color-surface) 75%);background-size:200% 100%;animation:kp-activity-shimmer 1.4s linear infinite}
.kp-root .kp-activity-skeleton--icon{flex:none;width:36px;height:36px;border-radius:50%}
.kp-root .kp-activity-skeleton--title{width:40%;height:12px}
.kp-root .kp-activity-skeleton--detail{width:60%;height:10px;margin-block-start:6px}
.kp-root .kp-activity-skeleton--amount{width:56px;height:12px}
.kp-root .kp-activity-batch{display:flex;flex-direction:column;gap:2px;margin-block-end:12px;padding:10px 12px;border-radius:var(--kp-radius-xs);border-inline-start:3px solid var(--kp-color-border);background:var(--kp-color-surface);overflow-wrap:anywhere}
.kp-root .kp-activity-batch--confirmed{border-inline-start-color:var(--kp-color-success)}
.kp-root .kp-activity-batch--failed{border-inline-start-color:var(--kp-color-error)}
.kp-root .kp-activity-batch a{color:inherit}
@keyframes kp-activity-shimmer{from{background-position:200% 0}to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.kp-root .kp-activity-skeleton{animation:none}}
`
