// The buy views' own styles, injected with useStyles so they load with the onramp chunk; fields
// and empty states use the modal's shared classes (kp-field, kp-input, kp-empty-state).
export const onrampStylesId = 'onramp-views'

export const onrampCss = `
.kp-root .kp-elide{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-onramp-row{display:flex;gap:8px;align-items:center;min-width:0}
.kp-root .kp-onramp-row--wrap{flex-wrap:wrap;justify-content:space-between}
.kp-root .kp-onramp-amount{flex:1;width:0;font-size:1.4em}
.kp-root .kp-onramp-select{flex:0 0 auto;max-width:50%;min-width:0;border-radius:999px}
.kp-root .kp-onramp-network{min-width:0;overflow-wrap:anywhere}
.kp-root .kp-onramp-methods{gap:8px}
.kp-root .kp-onramp-methods>legend{padding:0;margin-block-end:6px;font-weight:600}
.kp-root .kp-onramp-method{display:flex;gap:8px;align-items:center;min-height:32px}
.kp-root .kp-onramp-method>input{flex:none;width:18px;height:18px;margin:0;accent-color:var(--kp-color-accent)}
.kp-root .kp-onramp-list{list-style:none;margin:0;padding:0;gap:8px}
.kp-root .kp-onramp-choice{width:100%;min-width:0;flex-wrap:wrap;justify-content:space-between;gap:2px 12px;text-align:start}
.kp-root .kp-onramp-choice>span{min-width:0;overflow-wrap:anywhere}
.kp-root .kp-onramp-heading{font-size:inherit}
.kp-root .kp-onramp-quote{gap:4px;overflow-wrap:anywhere}
.kp-root .kp-onramp-note{gap:4px;overflow-wrap:anywhere}
.kp-root .kp-centered{align-items:center;text-align:center}
.kp-root a.kp-button{text-decoration:none}
`
