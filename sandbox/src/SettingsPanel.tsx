import { coreFlags } from '@keyport/kernel'
import { pluginCatalog } from './pluginCatalog'
import { booleanFlags, type SandboxSettings, type SiwxMode } from './settings'

type Props = { settings: SandboxSettings; onChange: (next: SandboxSettings) => void }

const toggle = (list: string[], id: string, on: boolean) =>
  on ? [...list, id] : list.filter((entry) => entry !== id)

/** The sandbox's configuration: theme, plugins, SIWX mode and boolean feature flags. */
export function SettingsPanel({ settings, onChange }: Props) {
  return (
    <form
      className="panel"
      aria-label="Sandbox settings"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset>
        <legend>Theme</legend>
        {(['light', 'dark'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="theme"
              value={mode}
              checked={settings.theme === mode}
              onChange={() => onChange({ ...settings, theme: mode })}
            />
            {mode}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Plugins</legend>
        {Object.keys(pluginCatalog).map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              name="plugin"
              value={id}
              checked={settings.plugins.includes(id)}
              onChange={(event) =>
                onChange({
                  ...settings,
                  plugins: toggle(settings.plugins, id, event.target.checked),
                })
              }
            />
            {id}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Sign in with wallet (SIWX)</legend>
        <select
          aria-label="SIWX mode"
          value={settings.siwx}
          onChange={(event) => onChange({ ...settings, siwx: event.target.value as SiwxMode })}
        >
          <option value="off">off</option>
          <option value="optional">optional</option>
          <option value="required">required</option>
        </select>
      </fieldset>
      <fieldset>
        <legend>Feature flags</legend>
        {booleanFlags.map((key) => (
          <label key={key}>
            <input
              type="checkbox"
              name="flag"
              value={key}
              checked={settings.flags[key] ?? (coreFlags[key].default as boolean)}
              onChange={(event) =>
                onChange({ ...settings, flags: { ...settings.flags, [key]: event.target.checked } })
              }
            />
            {key}
          </label>
        ))}
      </fieldset>
    </form>
  )
}
