// What this plugin adds to the kernel's typed maps, by declaration merging. `index.ts` imports
// this file so that any app installing the plugin sees these types.
declare module '@keyport/kernel' {
  interface KeyportViews {
    'plugin-template/networks': undefined
  }
  interface KeyportEvents {
    'plugin-template:networks-loaded': { networks: readonly string[] }
  }
  interface FeatureFlags {
    /** Shows a Refresh button on the networks view. */
    pluginTemplateRefresh: boolean
  }
}

export {}
