// The swap views' own styles, injected with useStyles so they load with the swap chunk; fields
// and empty states use the modal's shared classes (kp-field, kp-input, kp-empty-state).
export const swapStylesId = 'swap-views'

export const swapCss = `
.kp-root .kp-swap-field{min-width:0;margin:0;padding:12px;border:1px solid var(--kp-color-border);border-radius:calc(var(--kp-border-radius-master) * 4);background:var(--kp-color-surface)}
.kp-root .kp-swap-field>legend{float:inline-start;width:100%;padding:0;margin-block-end:4px;color:var(--kp-color-fg-muted)}
.kp-root .kp-swap-field-body{clear:both;display:flex;flex-direction:column;gap:8px;min-width:0}
.kp-root .kp-swap-row{display:flex;align-items:center;gap:8px;min-width:0}
.kp-root .kp-swap-amount{flex:1 1 auto;width:0;min-width:0;min-height:44px;padding:4px 0;border:0;background:transparent;color:var(--kp-color-fg);font:inherit;font-size:1.6em;font-weight:500;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;text-align:start}
.kp-root output.kp-swap-amount{display:flex;align-items:center}
.kp-root .kp-swap-token{flex:0 0 auto;max-width:60%;min-width:0;border-radius:999px;padding-block:6px;padding-inline:6px 12px}
.kp-root .kp-swap-token--empty{padding-inline:12px}
.kp-root .kp-elide{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-swap-meta{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap;min-width:0}
.kp-root .kp-swap-meta>span{min-width:0;overflow-wrap:anywhere}
.kp-root .kp-swap-max{min-height:32px;padding:2px 12px}
.kp-root .kp-swap-switch{align-self:center;margin-block:-6px}
.kp-root .kp-swap-note{gap:4px;overflow-wrap:anywhere}
.kp-root .kp-swap-details{gap:6px;margin:0}
.kp-root .kp-swap-detail{display:flex;justify-content:space-between;flex-wrap:wrap;gap:4px 12px;margin:0}
.kp-root .kp-swap-detail>dd{margin:0;min-width:0;text-align:end;overflow-wrap:anywhere;margin-inline-start:auto}
.kp-root .kp-swap-list{list-style:none;margin:0;padding:0;gap:8px}
.kp-root .kp-swap-chips{display:flex;flex-wrap:wrap}
.kp-root .kp-swap-chip{min-height:36px;padding:4px 12px;border-radius:999px;max-width:100%}
.kp-root .kp-swap-heading{font-size:inherit}
.kp-root .kp-swap-token-name{flex:1;min-width:0;display:flex;flex-direction:column}
.kp-root .kp-swap-token-name>.kp-text--muted{font-weight:400}
.kp-root .kp-swap-token-held{flex:0 1 auto;min-width:0;max-width:45%;font-weight:500}
.kp-root .kp-swap-amount-line{display:flex;align-items:center;gap:8px;min-width:0}
.kp-root .kp-swap-amount-text{display:flex;flex-direction:column;min-width:0;overflow-wrap:anywhere}
.kp-root .kp-inline-status{display:flex;gap:8px;align-items:center}
`
