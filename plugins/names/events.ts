declare module '@keyport/kernel' {
  interface KeyportEvents {
    /** A name was registered for the connected account (spec §4 "Name registration"). */
    'names:registered': { name: string; address: `0x${string}`; chainId: number }
  }
  interface KeyportViews {
    ChooseAccountName: undefined
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: undefined
  }
}

export {}
