import { coreFlags } from '@keyport/kernel'
import { AppearanceFields } from './AppearanceFields'
import { Disclosure } from './Disclosure'
import { pluginCatalog } from './pluginCatalog'
import { booleanFlags, defaultSettings, type SandboxSettings } from './settings'
import { WalletFields } from './WalletFields'

type Props = { settings: SandboxSettings; onChange: (next: SandboxSettings) => void }

const toggle = (list: string[], id: string, on: boolean) =>
  on ? [...list, id] : list.filter((entry) => entry !== id)

/**
 * The sandbox's configuration, kept in the page's link: appearance, networks and sign-in,
 * plugins and boolean feature flags. Open by default (browser tests tick its boxes).
 */
export function SettingsPanel({ settings, onChange }: Props) {
  return (
    <Disclosure
      title="Settings"
      className="settings-card"
      summary="Every change is kept in this page's link: share the link to share the setup."
    >
      <form
        className="settings"
        aria-label="Sandbox settings"
        onSubmit={(event) => event.preventDefault()}
      >
        <AppearanceFields settings={settings} onChange={onChange} />
        <WalletFields settings={settings} onChange={onChange} />
        <fieldset className="field-group">
          <legend>Plugins</legend>
          <div className="checks">
            {Object.keys(pluginCatalog).map((id) => (
              <label key={id} className="check">
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
                <span className="mono">{id}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="field-group field-group--wide">
          <legend>Feature flags</legend>
          <div className="checks">
            {booleanFlags.map((key) => (
              <label key={key} className="check">
                <input
                  type="checkbox"
                  name="flag"
                  value={key}
                  checked={settings.flags[key] ?? (coreFlags[key].default as boolean)}
                  onChange={(event) =>
                    onChange({
                      ...settings,
                      flags: { ...settings.flags, [key]: event.target.checked },
                    })
                  }
                />
                <span className="mono">{key}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="settings-actions">
          <button type="button" className="btn btn-quiet" onClick={() => onChange(defaultSettings)}>
            Reset to defaults
          </button>
        </div>
      </form>
    </Disclosure>
  )
}
